import { optionValueEndpoints, type OptionDetail, type OptionTypeKey } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { apiClient } from './portal-client';

/** The enabled values of one option list, for a dropdown. */
export const listOptionValues = (typeKey: OptionTypeKey | string): Promise<OptionDetail[]> =>
  apiClient().call(optionValueEndpoints.list, { query: { typeKey } });

/**
 * The enabled values of an option list, fetched each time a form mounts: a value disabled a
 * moment ago on the option screen is gone from the next dropdown opened (spec §4).
 */
export function useOptionValues(typeKey: OptionTypeKey | string): {
  values: OptionDetail[];
  loading: boolean;
} {
  const [state, setState] = useState<{ key: string; values: OptionDetail[] } | null>(null);
  useEffect(() => {
    let current = true;
    listOptionValues(typeKey).then(
      (values) => current && setState({ key: typeKey, values }),
      () => current && setState({ key: typeKey, values: [] }),
    );
    return () => {
      current = false;
    };
  }, [typeKey]);
  const ready = state !== null && state.key === typeKey;
  return { values: ready ? state.values : [], loading: !ready };
}
