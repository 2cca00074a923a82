import { maintenanceEndpoints } from '@portal/contracts';
import { apiClient, type DownloadedFile } from '@portal/api-client';

/** A log file grows for as long as the server runs: give it longer than an ordinary call. */
const logDownloadTimeoutMs = 5 * 60_000;

/**
 * The server's log file (JSON lines), named `portal-<day>.log` by the server. A failure (no file
 * yet: 3xxx) comes as an envelope.
 */
export const downloadLogs = (onProgress?: (fraction: number) => void): Promise<DownloadedFile> =>
  apiClient().fetchFile(maintenanceEndpoints.downloadLogs, {
    timeoutMs: logDownloadTimeoutMs,
    ...(onProgress ? { onProgress } : {}),
  });
