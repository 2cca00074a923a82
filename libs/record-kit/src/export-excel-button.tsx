import { useTranslation } from 'react-i18next';
import { ExportButton } from '@portal/ui';
import { useRowScopes, type MatchingRows } from './row-scopes';
import type { ListExport } from './use-excel-export';

export interface ExportExcelButtonProps {
  readonly listExport: ListExport;
  /** Accessible name of the progress bar shown while the workbook downloads. */
  readonly progressLabel: string;
  /**
   * The list's filter and its count: "all rows matching the filter" is offered besides the ticked
   * rows (where the list's export can take a filter).
   */
  readonly matching?: MatchingRows;
}

/**
 * "Export Excel" of a record list's toolbar: a click exports the ticked rows; its arrow offers
 * them or every row the filter matches, which names the count and asks first.
 */
export function ExportExcelButton({ listExport, progressLabel, matching }: ExportExcelButtonProps) {
  const { t } = useTranslation();
  const { excel, exportSelected, exportMatching } = listExport;
  const label = t('common:button.exportExcel');
  const { scopes, dialog } = useRowScopes({
    actionLabel: label,
    selectedCount: listExport.selectedCount,
    matching: exportMatching === undefined ? undefined : matching,
    question: 'exportMatching',
    confirmLabel: t('common:button.export'),
    onConfirmed: (filter) => exportMatching?.(filter),
  });
  return (
    <>
      <ExportButton
        label={label}
        progressLabel={progressLabel}
        exporting={excel.exporting}
        progress={excel.progress}
        onClick={exportSelected}
        scopes={scopes}
      />
      {dialog}
    </>
  );
}
