import { apiClient } from '@portal/api-client';
import { packageEndpoints } from '@portal/contracts';

/** Removes a package. */
export const deletePackage = (id: number): Promise<null> =>
  apiClient().call(packageEndpoints.remove, { params: { id } });
