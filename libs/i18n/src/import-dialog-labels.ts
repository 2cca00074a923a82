import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The texts of the ui kit's import dialog (`ImportDialogLabels`) from the `common` namespace, in
 * the current language.
 */
export function useImportDialogLabels() {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      downloadTemplate: t('button.downloadTemplate'),
      file: t('import.file'),
      filePlaceholder: t('import.filePlaceholder'),
      fileHint: t('import.fileHint'),
      fileRequired: t('import.fileRequired'),
      fileType: t('import.fileType'),
      import: t('import.submit'),
      cancel: t('button.cancel'),
      progress: t('import.progress'),
      uploading: t('import.uploading'),
      processing: t('import.processing'),
      rejected: (count: number) => t('import.rejected', { count }),
      row: t('import.row'),
      column: t('import.column'),
      reason: t('import.reason'),
    }),
    // `t` changes with the language.
    [t],
  );
}
