import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldChoice } from '../state/field-layout';

/** A column of a read-only list of the builder. */
export interface InfoColumn<R> extends FieldChoice {
  readonly title: string;
  readonly width?: number;
  readonly render: (row: R) => ReactNode;
}

export interface InfoTableProps<R> {
  readonly label: string;
  /** The columns shown, in the user's order. */
  readonly columns: readonly InfoColumn<R>[];
  readonly rows: readonly R[];
  readonly rowKey: (row: R) => string;
  readonly empty: string;
  /** A last column of buttons (download). */
  readonly actions?: {
    readonly title: string;
    readonly width: number;
    readonly render: (row: R) => ReactNode;
  };
}

/** The order responses, report files and messages: short lists, shown as they are. */
export function InfoTable<R>({ label, columns, rows, rowKey, empty, actions }: InfoTableProps<R>) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table fz="sm" verticalSpacing={4} withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} w={column.width}>
                {column.title}
              </Table.Th>
            ))}
            {actions === undefined ? null : <Table.Th w={actions.width}>{actions.title}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.render(row)}</Table.Td>
              ))}
              {actions === undefined ? null : <Table.Td>{actions.render(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
