/**
 * Local-storage access for the table's hooks: never throws (storage may be disabled or full) and
 * tells every subscriber in this tab when a value changes; other tabs report through `storage`.
 */
type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice still applies until the page reloads.
  }
  listeners.get(key)?.forEach((listener) => listener());
}

/** Subscribes to one key, in the shape `useSyncExternalStore` expects. */
export function subscribeStorage(key: string, listener: Listener): () => void {
  const keyListeners = listeners.get(key) ?? new Set<Listener>();
  listeners.set(key, keyListeners);
  keyListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    keyListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
