import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FulfilmentLine } from '@portal/contracts';
import { usePurchaseFormat } from '../hooks/use-purchase-format';
import { QuantityMark } from './quantity-mark';

/**
 * The order's lines as fulfilment sees them: items, ordered, reserved, packed and shipped, with
 * a shipped quantity below or above the ordered one marked short or over.
 */
export function FulfilmentLines({
  lines,
  label,
}: {
  lines: readonly FulfilmentLine[];
  label: string;
}) {
  const { t } = useTranslation('orders');
  const format = usePurchaseFormat();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder fz="sm" verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchase.line.lineNumber')}</Table.Th>
            <Table.Th>{t('purchase.line.vendorItem')}</Table.Th>
            <Table.Th>{t('purchase.line.buyerItem')}</Table.Th>
            <Table.Th>{t('purchase.line.upc')}</Table.Th>
            <Table.Th>{t('purchase.line.description')}</Table.Th>
            <Table.Th ta="right">{t('purchase.line.ordered')}</Table.Th>
            <Table.Th ta="right">{t('purchase.line.reserved')}</Table.Th>
            <Table.Th ta="right">{t('purchase.line.packed')}</Table.Th>
            <Table.Th ta="right">{t('purchase.line.shipped')}</Table.Th>
            <Table.Th>{t('purchase.line.unit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.lineNumber}>
              <Table.Td>{line.lineNumber}</Table.Td>
              <Table.Td>{line.vendorItemNumber ?? ''}</Table.Td>
              <Table.Td>{line.buyerItemNumber ?? ''}</Table.Td>
              <Table.Td ff="monospace">{line.upc ?? ''}</Table.Td>
              <Table.Td>{line.description ?? ''}</Table.Td>
              <Table.Td ta="right">{format.quantity(line.ordered)}</Table.Td>
              <Table.Td ta="right">{format.quantity(line.reserved)}</Table.Td>
              <Table.Td ta="right">{format.quantity(line.packed)}</Table.Td>
              <Table.Td ta="right">
                {line.shipped === null ? (
                  ''
                ) : (
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <QuantityMark quantity={line.shipped} ordered={line.ordered} />
                    {format.quantity(line.shipped)}
                  </Group>
                )}
              </Table.Td>
              <Table.Td>{line.unit ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
