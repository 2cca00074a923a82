import { ActionIcon, Stack, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FindingText } from '../../notice/components/notice-section';
import type { InvoiceColumn } from '../state/invoice-fields';
import type { Finding } from '../state/invoice-findings';

export interface InvoiceTableRowProps {
  /** The row's key in the draft (a line's, a charge's). */
  readonly rowKey: string;
  /** The row's element id, which a finding picked in the summary focuses. */
  readonly rowId: string;
  /** The id of the row that spells the findings out, which the cells point to. */
  readonly errorId: string;
  /** The row in words ("Line 1", "Charge C1"). */
  readonly name: string;
  readonly columns: readonly InvoiceColumn[];
  readonly cell: (column: InvoiceColumn) => ReactNode;
  readonly rowFindings: readonly Finding[];
  readonly editable: boolean;
  readonly columnCount: number;
  readonly onRemove: (key: string) => void;
}

/** A row of an invoice table (items, charges), its remove button and the findings beneath it. */
export function InvoiceTableRow({
  rowKey,
  rowId,
  errorId,
  name,
  columns,
  cell,
  rowFindings,
  editable,
  columnCount,
  onRemove,
}: InvoiceTableRowProps) {
  const { t } = useTranslation('delivery');
  return (
    <>
      <Table.Tr
        id={rowId}
        tabIndex={-1}
        aria-label={name}
        data-invalid={rowFindings.length > 0 || undefined}
      >
        {columns.map((column) => (
          <Table.Td key={column.key}>{cell(column)}</Table.Td>
        ))}
        {editable ? (
          <Table.Td>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('invoice.row.remove', { row: name })}
              onClick={() => onRemove(rowKey)}
            >
              <IconTrash size={16} stroke={1.6} />
            </ActionIcon>
          </Table.Td>
        ) : null}
      </Table.Tr>
      {rowFindings.length === 0 ? null : (
        <Table.Tr data-findings-of={rowKey}>
          <Table.Td colSpan={columnCount} id={errorId} py={2}>
            <Stack gap={0}>
              {rowFindings.map((finding) => (
                <FindingText
                  key={`${finding.field}:${finding.message}`}
                  finding={finding}
                  size="xs"
                />
              ))}
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
