import { maintenanceEndpoints, type upgradeReportSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type UpgradeReport = z.infer<typeof upgradeReportSchema>;

/**
 * Applies the pending database migrations and answers the tags that ran now and how many had run
 * before. A failure answers "upgrade failed".
 */
export const runUpgrade = (): Promise<UpgradeReport> =>
  apiClient().call(maintenanceEndpoints.upgrade);
