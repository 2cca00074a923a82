import { Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@portal/contracts';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import { useShownData } from '../hooks/use-shown-data';

export interface FileDataDialogProps {
  /** The file to show; null keeps the dialog closed. */
  readonly file: StoredFile | null;
  readonly onClose: () => void;
}

/** A workbook or csv as a table: its columns, its first rows, and how many of them are shown. */
export function FileDataDialog({ file, onClose }: FileDataDialogProps) {
  const { t } = useTranslation('delivery');
  const format = useDeliveryFormat();
  const { data, failed } = useShownData(file?.id ?? null);
  const title = t('files.data.title', { name: file?.name ?? '' });
  return (
    <Modal opened={file !== null} onClose={onClose} title={title} size="80rem">
      {data !== null ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('files.data.showing', {
              count: data.total,
              shown: format.quantity(data.rows.length),
              total: format.quantity(data.total),
            })}
          </Text>
          <ScrollArea.Autosize mah="60vh" type="auto">
            <Table
              aria-label={title}
              striped
              withTableBorder
              withColumnBorders
              fz="xs"
              verticalSpacing={4}
            >
              <Table.Thead>
                <Table.Tr>
                  {data.columns.map((column, index) => (
                    <Table.Th key={`${index}-${column}`}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row, rowIndex) => (
                  <Table.Tr key={rowIndex}>
                    {data.columns.map((column, index) => (
                      <Table.Td key={`${index}-${column}`}>{row[index] ?? ''}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      ) : failed ? (
        <Text size="sm" c="red">
          {t('files.data.failed')}
        </Text>
      ) : (
        <Loader size="sm" aria-label={t('files.data.loading')} />
      )}
    </Modal>
  );
}
