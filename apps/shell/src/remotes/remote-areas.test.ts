import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import type { RemoteEntry, RemotesManifest } from '@portal/contracts';
import type { RemoteContract } from '@portal/shell-contract';
import {
  loadWaitingArea,
  remoteAreasAtom,
  retryRemoteArea,
  startRemoteAreas,
  type RemoteLoader,
} from './remote-areas';

const entry = (area: 'orders' | 'inventory', url: string): RemoteEntry => ({
  area,
  container: area,
  entry: url,
  paths: area === 'orders' ? ['/space/order'] : ['/space/inventory'],
});

const contractOf = (area: 'orders' | 'inventory'): RemoteContract => ({
  area,
  namespace: area,
  build: 'test',
  translations: { 'zh-cn': {}, 'en-us': {} },
  screens: [],
  menu: [],
});

/** A loader scripted by the test: which manifest it serves and which entry URLs answer. */
function scriptedLoader(manifest: () => RemotesManifest | Error, reachable: Set<string>) {
  const calls: { url: string; fresh: boolean }[] = [];
  const loader: RemoteLoader = {
    fetchManifest: async () => {
      const current = manifest();
      if (current instanceof Error) throw current;
      return current;
    },
    loadContract: async (remote, fresh) => {
      calls.push({ url: remote.entry, fresh });
      if (!reachable.has(remote.entry)) throw new Error(`cannot reach ${remote.entry}`);
      return contractOf(remote.area as 'orders' | 'inventory');
    },
  };
  return { loader, calls };
}

describe('remote areas', () => {
  it('loads every remote side by side; a failing one marks only its own area', async () => {
    const store = createStore();
    const registered: string[] = [];
    const { loader } = scriptedLoader(
      () => ({ remotes: [entry('orders', '/o.json'), entry('inventory', '/down.json')] }),
      new Set(['/o.json']),
    );
    await startRemoteAreas(store, loader, (contract) => {
      registered.push(contract.area);
    });
    const state = store.get(remoteAreasAtom);
    expect(state.manifest).toEqual({ status: 'ready' });
    expect(state.entries.map((remote) => remote.area)).toEqual(['orders', 'inventory']);
    expect(state.areas.orders?.status).toBe('ready');
    expect(state.areas.inventory).toEqual({ status: 'failed', reason: 'cannot reach /down.json' });
    expect(registered).toEqual(['orders']);
  });

  it('a retry reads the manifest again and loads the new entry afresh', async () => {
    const store = createStore();
    let inventoryUrl = '/down.json';
    const { loader, calls } = scriptedLoader(
      () => ({ remotes: [entry('orders', '/o.json'), entry('inventory', inventoryUrl)] }),
      new Set(['/o.json', '/fixed.json']),
    );
    await startRemoteAreas(store, loader, () => undefined);
    expect(store.get(remoteAreasAtom).areas.inventory?.status).toBe('failed');

    inventoryUrl = '/fixed.json';
    await retryRemoteArea(store, loader, 'inventory', () => undefined);
    const state = store.get(remoteAreasAtom);
    expect(state.areas.inventory?.status).toBe('ready');
    expect(state.entries.find((remote) => remote.area === 'inventory')?.entry).toBe('/fixed.json');
    expect(calls.at(-1)).toEqual({ url: '/fixed.json', fresh: true });
    expect(state.areas.orders?.status).toBe('ready');
  });

  it('an unreachable manifest fails the portal area with its reason, and loads no remote', async () => {
    const store = createStore();
    const { loader, calls } = scriptedLoader(
      () => new Error('remotes.json answered HTTP 502'),
      new Set(),
    );
    await startRemoteAreas(store, loader, () => undefined);
    expect(store.get(remoteAreasAtom).manifest).toEqual({
      status: 'failed',
      reason: 'remotes.json answered HTTP 502',
    });
    expect(calls).toEqual([]);
  });

  /** Both remotes reachable, started at `openingPath`, the idle moment held back by the test. */
  async function startHeldBack(openingPath: string) {
    const store = createStore();
    const { loader, calls } = scriptedLoader(
      () => ({ remotes: [entry('orders', '/o.json'), entry('inventory', '/i.json')] }),
      new Set(['/o.json', '/i.json']),
    );
    let runLater: (() => void) | undefined;
    const started = startRemoteAreas(store, loader, () => undefined, {
      openingPath,
      later: (work) => (runLater = work),
    });
    await expect.poll(() => runLater !== undefined).toBe(true);
    const finish = async () => {
      runLater?.();
      await started;
    };
    return { store, loader, loaded: () => calls.map((call) => call.url), finish };
  }

  it('loads the remote owning the opened path first, and the others only when `later` runs', async () => {
    const { store, loaded, finish } = await startHeldBack('/space/inventory/item/7');
    expect(loaded()).toEqual(['/i.json']);
    expect(store.get(remoteAreasAtom).areas).toMatchObject({
      inventory: { status: 'ready' },
      orders: { status: 'waiting' },
    });

    await finish();
    expect(loaded()).toEqual(['/i.json', '/o.json']);
    expect(store.get(remoteAreasAtom).areas.orders?.status).toBe('ready');
  });

  it('a waiting area whose path opens loads at once, and only once', async () => {
    const { store, loader, loaded, finish } = await startHeldBack('/space/order');
    await loadWaitingArea(store, loader, 'inventory', () => undefined);
    expect(store.get(remoteAreasAtom).areas.inventory?.status).toBe('ready');

    await finish();
    expect(loaded()).toEqual(['/o.json', '/i.json']);
  });
});
