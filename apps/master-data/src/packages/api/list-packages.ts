import { apiClient } from '@portal/api-client';
import { packageEndpoints, type packagePageSchema } from '@portal/contracts';
import type { z } from 'zod';

export type PackagePage = z.infer<typeof packagePageSchema>;

/** The query of the package list: page, size and the filters that say something. */
export interface PackageListQuery {
  page: number;
  size: number;
  projectKey?: string;
  type?: string;
  name?: string;
}

/** One page of packages of a project (or all), by type and name. */
export const listPackages = (query: PackageListQuery): Promise<PackagePage> =>
  apiClient().call(packageEndpoints.page, { query });
