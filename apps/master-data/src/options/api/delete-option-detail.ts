import { apiClient } from '@portal/api-client';
import { optionValueEndpoints } from '@portal/contracts';

/** Removes an option value. */
export const deleteOptionDetail = (id: number): Promise<null> =>
  apiClient().call(optionValueEndpoints.remove, { params: { id } });
