import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The texts of a paged table (the ui kit's `PagedTableLabels`) from the `common` namespace, in
 * the current language. `describeRow` names a row for its selection checkbox.
 */
export function useTableLabels<T>(describeRow: (row: T) => string) {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      // `count` picks the plural form: "Total 1 item", "Total 2 items".
      total: (total: number) => t('table.total', { count: total }),
      empty: t('table.empty'),
      pageSize: t('table.pageSize'),
      pageSizeOption: (size: number) => t('table.pageSizeOption', { size }),
      fieldSettings: t('button.fieldSettings'),
      fieldSettingsHint: t('table.fieldSettingsHint'),
      confirm: t('button.confirm'),
      cancel: t('button.cancel'),
      selectAll: t('table.selectAll'),
      selectRow: (row: T) => t('table.selectRow', { name: describeRow(row) }),
      previousPage: t('table.previousPage'),
      nextPage: t('table.nextPage'),
      scroller: t('table.scroller'),
    }),
    // `t` changes with the language; `describeRow` should be stable (module level or memoised).
    [t, describeRow],
  );
}
