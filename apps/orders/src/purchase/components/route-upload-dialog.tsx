import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue, type RouteUploadResult } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { useImportDialogLabels } from '@portal/i18n';
import { ImportDialog, saveFile, showSnackbar, type ImportRejectedRow } from '@portal/ui';
import { downloadRouteTemplate } from '../api/download-route-template';
import { uploadRoute } from '../api/upload-route';

export interface RouteUploadDialogProps {
  /** The project whose orders the file routes. */
  readonly projectKey: string;
  /** Called once the file went in, after the success message. */
  readonly onUploaded: (result: RouteUploadResult) => void;
  readonly onClose: () => void;
}

/** The rows a refused upload (2014) lists: nothing of the file was stored. */
export function rejectedRowsOf(error: unknown): readonly ImportRejectedRow[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code !== errorCatalogue.IMPORT_ROWS_INVALID.code) return [];
  return error.detail?.rows ?? [];
}

/**
 * Route upload: the project's route template, filled in, goes up with its progress; the server
 * then checks every row and stores all of them or none, listing each failing row.
 */
export function RouteUploadDialog({ projectKey, onUploaded, onClose }: RouteUploadDialogProps) {
  const { t } = useTranslation('orders');
  const common = useImportDialogLabels();
  // The dialog counts rows created and updated; the route upload counts routed and moved.
  const uploaded = useRef<RouteUploadResult | null>(null);
  return (
    <ImportDialog
      opened
      title={t('purchase.routeUpload.title', { project: projectKey })}
      labels={{
        ...common,
        downloadTemplate: t('purchase.routeTemplate.button'),
        fileHint: t('purchase.routeUpload.hint'),
        import: t('common:button.upload'),
      }}
      onClose={onClose}
      onDownloadTemplate={async () => saveFile(await downloadRouteTemplate(projectKey))}
      onImport={async (file, onProgress) => {
        const result = await uploadRoute(projectKey, file, onProgress);
        uploaded.current = result;
        return {
          rows: result.routed,
          created: result.moved,
          updated: result.routed - result.moved,
        };
      }}
      rowsOf={rejectedRowsOf}
      onImported={() => {
        const result = uploaded.current;
        if (result === null) return;
        showSnackbar(t('purchase.routeUpload.done', { ...result }), { level: 'success' });
        onUploaded(result);
      }}
    />
  );
}
