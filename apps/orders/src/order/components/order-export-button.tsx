import { Button, Group, Progress, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue } from '@portal/contracts';
import { translateError } from '@portal/i18n';
import { showSnackbar } from '@portal/ui';
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
  const percent = Math.round(excel.progress * 100);

  const exportSelected = () => {
    if (selected.length === 0) {
      showSnackbar(translateError(errorCatalogue.EXPORT_SELECTION_REQUIRED.code, undefined, i18n));
      return;
    }
    void excel.run(selected);
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} stroke={1.6} />}
        loading={excel.exporting}
        onClick={exportSelected}
      >
        {t('common:button.exportExcel')}
      </Button>
      {excel.exporting && percent > 0 ? (
        <>
          <Progress value={percent} w={96} aria-label={t('order.export.progress')} />
          <Text size="xs" c="dimmed">
            {percent}%
          </Text>
        </>
      ) : null}
    </Group>
  );
}
