import { apiClient } from '@portal/api-client';
import { packageEndpoints, type Package } from '@portal/contracts';

/** One package as stored now. */
export const getPackage = (id: number): Promise<Package> =>
  apiClient().call(packageEndpoints.info, { params: { id } });
