import { useEffect, useState } from 'react';
import type { Product } from '@portal/contracts';
import { listProducts } from '../api/list-products';

interface Loaded {
  projectKey: string;
  products: Product[];
  failed: boolean;
}

export interface ProjectProducts {
  products: Product[];
  loading: boolean;
  /** The call failed (the client's snackbar said why): the list is empty but not known to be. */
  failed: boolean;
}

/**
 * The products of a project, for the product dropdown and the product details; none while no
 * project is given. Loaded again when the project changes.
 */
export function useProducts(projectKey: string): ProjectProducts {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (projectKey === '') return;
    let current = true;
    listProducts(projectKey).then(
      (products) => current && setLoaded({ projectKey, products, failed: false }),
      () => current && setLoaded({ projectKey, products: [], failed: true }),
    );
    return () => {
      current = false;
    };
  }, [projectKey]);
  if (projectKey === '') return { products: [], loading: false, failed: false };
  if (loaded === null || loaded.projectKey !== projectKey) {
    return { products: [], loading: true, failed: false };
  }
  return { products: loaded.products, loading: false, failed: loaded.failed };
}
