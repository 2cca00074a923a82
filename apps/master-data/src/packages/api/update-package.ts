import { apiClient } from '@portal/api-client';
import { packageEndpoints, type Package, type PackageInput } from '@portal/contracts';

/** Saves every field of a package but its project, which stays. */
export const updatePackage = (id: number, pkg: PackageInput): Promise<Package> =>
  apiClient().call(packageEndpoints.update, { params: { id }, body: pkg });
