import { atom, type createStore } from 'jotai';
import type { RemoteArea, RemoteEntry, RemotesManifest } from '@portal/contracts';
import type { RemoteContract } from '@portal/shell-contract';

type Store = ReturnType<typeof createStore>;

export type AreaState =
  /** Known from the manifest; loads when the browser is idle, or at once when its path opens. */
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'ready'; contract: RemoteContract }
  | { status: 'failed'; reason: string };

export interface RemoteAreasState {
  manifest: { status: 'loading' } | { status: 'ready' } | { status: 'failed'; reason: string };
  entries: readonly RemoteEntry[];
  areas: Partial<Record<RemoteArea, AreaState>>;
}

/** How the shell reaches remotes; the browser uses Module Federation, tests their own. */
export interface RemoteLoader {
  fetchManifest(): Promise<RemotesManifest>;
  /** `fresh` drops whatever an earlier attempt left behind (a retry, or a new manifest entry). */
  loadContract(entry: RemoteEntry, fresh: boolean): Promise<RemoteContract>;
}

/** What the shell does with a contract before showing its area (texts, preloading a screen). */
export type ContractHandler = (contract: RemoteContract) => void | Promise<void>;

export const remoteAreasAtom = atom<RemoteAreasState>({
  manifest: { status: 'loading' },
  entries: [],
  areas: {},
});

function setArea(store: Store, area: RemoteArea, state: AreaState): void {
  store.set(remoteAreasAtom, (previous) => ({
    ...previous,
    areas: { ...previous.areas, [area]: state },
  }));
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function loadArea(
  store: Store,
  loader: RemoteLoader,
  entry: RemoteEntry,
  fresh: boolean,
  onContract: ContractHandler,
): Promise<void> {
  setArea(store, entry.area, { status: 'loading' });
  try {
    const contract = await loader.loadContract(entry, fresh);
    await onContract(contract);
    setArea(store, entry.area, { status: 'ready', contract });
  } catch (error) {
    setArea(store, entry.area, { status: 'failed', reason: reasonOf(error) });
  }
}

/** When the remotes that the opened path does not need are loaded. */
export type Later = (work: () => void) => void;

export interface StartOptions {
  /** The path being opened: the remote that owns it loads first. */
  openingPath?: string;
  /** Runs the loading of the other remotes; by default right after the first. */
  later?: Later;
}

/** The browser's next idle moment (or 1 s at most), after the first screen has rendered. */
export const whenIdle: Later = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(() => work(), { timeout: 1000 });
  } else {
    setTimeout(work, 0);
  }
};

const owns = (entry: RemoteEntry, path: string) =>
  entry.paths.some((owned) => path === owned || path.startsWith(`${owned}/`));

/**
 * Loads an area that is still waiting, e.g. because its path opened before the idle moment;
 * an area already loading, loaded or failed is left as it is.
 */
export async function loadWaitingArea(
  store: Store,
  loader: RemoteLoader,
  area: RemoteArea,
  onContract: ContractHandler,
): Promise<void> {
  const state = store.get(remoteAreasAtom);
  const entry = state.entries.find((candidate) => candidate.area === area);
  if (state.areas[area]?.status !== 'waiting' || !entry) return;
  await loadArea(store, loader, entry, false, onContract);
}

/**
 * Reads the manifest, then loads the contract of the remote that owns the opened path, and the
 * others side by side once that is done and the browser is idle (`later`). A remote that fails
 * only marks its own area failed: the layout, the menu and every other remote keep working.
 */
export async function startRemoteAreas(
  store: Store,
  loader: RemoteLoader,
  onContract: ContractHandler,
  { openingPath, later = (work) => work() }: StartOptions = {},
): Promise<void> {
  store.set(remoteAreasAtom, (previous) => ({ ...previous, manifest: { status: 'loading' } }));
  let manifest: RemotesManifest;
  try {
    manifest = await loader.fetchManifest();
  } catch (error) {
    store.set(remoteAreasAtom, (previous) => ({
      ...previous,
      manifest: { status: 'failed', reason: reasonOf(error) },
    }));
    return;
  }
  const first = manifest.remotes.filter(
    (entry) => openingPath !== undefined && owns(entry, openingPath),
  );
  store.set(remoteAreasAtom, {
    manifest: { status: 'ready' },
    entries: manifest.remotes,
    areas: Object.fromEntries(
      manifest.remotes.map((entry): [RemoteArea, AreaState] => [
        entry.area,
        first.includes(entry) ? { status: 'loading' } : { status: 'waiting' },
      ]),
    ),
  });
  await Promise.all(first.map((entry) => loadArea(store, loader, entry, false, onContract)));
  await new Promise<void>((done) => later(done));
  await Promise.all(
    manifest.remotes.map((entry) => loadWaitingArea(store, loader, entry.area, onContract)),
  );
}

/**
 * Tries one area again. The manifest is read anew first, so an operator who fixed or moved the
 * remote's entry gets it picked up by a user's retry, without a reload or a shell rebuild.
 */
export async function retryRemoteArea(
  store: Store,
  loader: RemoteLoader,
  area: RemoteArea,
  onContract: ContractHandler,
): Promise<void> {
  setArea(store, area, { status: 'loading' });
  let entry = store.get(remoteAreasAtom).entries.find((candidate) => candidate.area === area);
  try {
    const manifest = await loader.fetchManifest();
    entry = manifest.remotes.find((candidate) => candidate.area === area) ?? entry;
    store.set(remoteAreasAtom, (previous) => ({
      ...previous,
      entries: previous.entries.map((known) => (known.area === area && entry ? entry : known)),
    }));
  } catch {
    // The manifest is unreachable too: retry with the entry already known.
  }
  if (!entry) {
    setArea(store, area, { status: 'failed', reason: `no manifest entry for ${area}` });
    return;
  }
  await loadArea(store, loader, entry, true, onContract);
}
