import { useTranslation } from 'react-i18next';
import { errorCatalogue } from '@portal/contracts';
import { translateError } from '@portal/i18n';
import { ExportButton, showSnackbar } from '@portal/ui';
import { useOrderExport } from '../hooks/use-order-export';

export interface OrderExportButtonProps {
  /** Serial numbers of the orders to export. */
  selected: readonly number[];
}

/**
 * "Export Excel" of the selected orders, with the download's progress. Without a selection it
 * says so (the catalogue's "select the data to export") and asks the server nothing.
 */
export function OrderExportButton({ selected }: OrderExportButtonProps) {
  const { t, i18n } = useTranslation('orders');
  const excel = useOrderExport();

  const exportSelected = () => {
    if (selected.length === 0) {
      showSnackbar(translateError(errorCatalogue.EXPORT_SELECTION_REQUIRED.code, undefined, i18n));
      return;
    }
    void excel.run(selected);
  };

  return (
    <ExportButton
      label={t('common:button.exportExcel')}
      progressLabel={t('order.export.progress')}
      exporting={excel.exporting}
      progress={excel.progress}
      onClick={exportSelected}
    />
  );
}
