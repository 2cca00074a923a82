import { Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One label and its value; an empty value shows a dash. */
export interface DetailField {
  readonly label: string;
  readonly value: ReactNode;
}

const isEmpty = (value: ReactNode): boolean =>
  value === null || value === undefined || value === '' || value === false;

/** Label-over-value pairs in a responsive grid. */
export function FieldGrid({ fields, cols = 4 }: { fields: readonly DetailField[]; cols?: number }) {
  const { t } = useTranslation('invoice-payment');
  return (
    <SimpleGrid
      cols={{ base: 2, sm: Math.min(3, cols), lg: cols }}
      spacing="sm"
      verticalSpacing="xs"
    >
      {fields.map((field) => (
        <div key={field.label}>
          <Text size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {isEmpty(field.value) ? t('detail.none') : field.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A titled part of a detail page, named for assistive technology by its title. */
export function DetailSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-label={title} withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm" mb="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/** A quiet line saying there is nothing to show. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" py="xs">
      {children}
    </Text>
  );
}

export interface DetailColumn<T> {
  readonly key: string;
  readonly title: string;
  readonly render: (row: T) => ReactNode;
  /** Right-aligned numbers. */
  readonly numeric?: boolean;
}

/** A read-only table named by `label`; `empty` shows in its place when there are no rows. */
export function DetailTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
}: {
  label: string;
  columns: readonly DetailColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  empty: ReactNode;
}) {
  if (rows.length === 0) return <EmptyText>{empty}</EmptyText>;
  return (
    <Table.ScrollContainer minWidth={columns.length * 100} type="native">
      <Table aria-label={label} striped withTableBorder verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined}>
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
