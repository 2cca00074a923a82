import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesManifestSchema, type RemoteEntry, type RemotesManifest } from '@portal/contracts';
import { contractModule, contractProblems, type RemoteContract } from '@portal/shell-contract';
import type { RemoteLoader } from './remote-areas';

/** A remote whose server accepts the connection but never answers must not spin forever. */
const loadTimeoutMs = 20_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), loadTimeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function isContract(value: unknown, entry: RemoteEntry): value is RemoteContract {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteContract>;
  return (
    candidate.area === entry.area &&
    Array.isArray(candidate.screens) &&
    Array.isArray(candidate.menu)
  );
}

export const federationLoader: RemoteLoader = {
  async fetchManifest(): Promise<RemotesManifest> {
    const response = await withTimeout(
      fetch('/remotes.json', { cache: 'no-store' }),
      'remotes.json',
    );
    if (!response.ok) throw new Error(`remotes.json answered HTTP ${response.status}`);
    return remotesManifestSchema.parse(await response.json());
  },

  async loadContract(entry: RemoteEntry, fresh: boolean): Promise<RemoteContract> {
    registerRemotes(
      [{ name: entry.container, entry: new URL(entry.entry, window.location.href).href }],
      {
        force: fresh,
      },
    );
    const module = await withTimeout(
      loadRemote<{ default: unknown }>(`${entry.container}/${contractModule.replace('./', '')}`),
      `remote ${entry.area}`,
    );
    const contract = module?.default;
    if (!isContract(contract, entry)) {
      throw new Error(`remote ${entry.area} did not expose a contract for area ${entry.area}`);
    }
    const problems = contractProblems(contract);
    if (problems.length > 0) throw new Error(`remote ${entry.area}: ${problems.join('; ')}`);
    return contract;
  },
};
