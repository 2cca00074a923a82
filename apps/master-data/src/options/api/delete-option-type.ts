import { apiClient } from '@portal/api-client';
import { optionEndpoints } from '@portal/contracts';

/** Removes an option type and its values. */
export const deleteOptionType = (id: number): Promise<null> =>
  apiClient().call(optionEndpoints.remove, { params: { id } });
