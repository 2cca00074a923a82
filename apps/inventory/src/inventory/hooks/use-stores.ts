import { useEffect, useState } from 'react';
import type { Store } from '@portal/contracts';
import { listStores } from '../api/list-stores';

/** Every store, for the store dropdowns, loaded once per mount (none when the call fails). */
export function useStores(): { stores: Store[]; loading: boolean } {
  const [stores, setStores] = useState<Store[] | null>(null);
  useEffect(() => {
    let current = true;
    listStores().then(
      (list) => current && setStores(list),
      () => current && setStores([]),
    );
    return () => {
      current = false;
    };
  }, []);
  return { stores: stores ?? [], loading: stores === null };
}
