import { useTranslation } from 'react-i18next';
import { errorCatalogue, type ImportResult } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { useImportDialogLabels } from '@portal/i18n';
import { ImportDialog, saveFile, showSnackbar, type ImportRejectedRow } from '@portal/ui';
import { downloadProductTemplate } from '../api/download-product-template';
import { importProducts } from '../api/import-products';

export interface ProductImportDialogProps {
  /** The project the products go into. */
  projectKey: string;
  /** Called once the file went in, after the success message. */
  onImported: (result: ImportResult) => void;
  onClose: () => void;
}

/** The rows a refused import (2014) lists: nothing of the file was imported. */
export function rejectedRowsOf(error: unknown): readonly ImportRejectedRow[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code !== errorCatalogue.IMPORT_ROWS_INVALID.code) return [];
  return error.detail?.rows ?? [];
}

/** Imports products into a project from the filled-in template (spec §3). */
export function ProductImportDialog({ projectKey, onImported, onClose }: ProductImportDialogProps) {
  const { t } = useTranslation('master-data');
  const labels = useImportDialogLabels();
  return (
    <ImportDialog
      opened
      title={t('product.importTitle', { project: projectKey })}
      labels={labels}
      onClose={onClose}
      onDownloadTemplate={async () => saveFile(await downloadProductTemplate())}
      onImport={(file, onProgress) => importProducts(projectKey, file, onProgress)}
      rowsOf={rejectedRowsOf}
      onImported={(result) => {
        showSnackbar(t('common:import.done', { ...result }), { level: 'success' });
        onImported(result);
      }}
    />
  );
}
