import type { RemoteContract } from '@portal/shell-contract';

/**
 * The remotes' contracts as the Storybook knows them. In the portal the shell loads each
 * remote's contract through Module Federation; beside the Storybook no remote is served, so the
 * preview registers every remote's `src/contract.tsx` here once, and the shell's stories give
 * the shell a loader that resolves each area from this list (apps/shell/src/stories).
 */
const registered: RemoteContract[] = [];

/** Adds the remotes' contracts (the preview does this once, when it loads). */
export function registerStoryRemotes(contracts: readonly RemoteContract[]): void {
  for (const contract of contracts) {
    const known = registered.findIndex((candidate) => candidate.area === contract.area);
    if (known === -1) registered.push(contract);
    else registered[known] = contract;
  }
}

/** The registered remotes' contracts, one per area. */
export function storyRemotes(): readonly RemoteContract[] {
  return registered;
}
