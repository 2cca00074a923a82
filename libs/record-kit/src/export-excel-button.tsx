import { useTranslation } from 'react-i18next';
import { ExportButton } from '@portal/ui';
import type { ExcelExport } from './use-excel-export';

export interface ExportExcelButtonProps {
  readonly excel: ExcelExport;
  readonly onClick: () => void;
  /** Accessible name of the progress bar shown while the workbook downloads. */
  readonly progressLabel: string;
}

/** "Export Excel" of a record list's toolbar. */
export function ExportExcelButton({ excel, onClick, progressLabel }: ExportExcelButtonProps) {
  const { t } = useTranslation();
  return (
    <ExportButton
      label={t('common:button.exportExcel')}
      progressLabel={progressLabel}
      exporting={excel.exporting}
      progress={excel.progress}
      onClick={onClick}
    />
  );
}
