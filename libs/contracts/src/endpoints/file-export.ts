import { allow, endpoint } from '../endpoint';
import { exportRoles, fileExportSchema } from '../master-data';

/** /api/file/export: the selected rows of a master-data, inventory or order list as a workbook. */
export const fileExportEndpoints = {
  export: endpoint({
    method: 'POST',
    path: '/api/file/export',
    summary: 'Export the selected rows of a list to Excel (xlsx); the role of its screen is needed',
    tags: ['files'],
    access: allow([...new Set(Object.values(exportRoles))]),
    transfer: 'download',
    body: fileExportSchema,
  }),
} as const;
