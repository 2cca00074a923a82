import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  agencyCodes,
  termsTypeCodeTables,
  unitCodes,
  type CanonicalOrder,
  type OrderDetail,
  type OrderLine,
  type Party,
  type PartyRole,
} from '@portal/contracts';
import { useEdiCode } from '../hooks/use-edi-code';
import { useOrderFormat } from '../hooks/use-order-format';
import { lineAmount, partiesOf } from './order-values';

/** One label and its value; an empty value shows a dash. */
export interface DetailField {
  label: string;
  value: ReactNode;
}

const isEmpty = (value: ReactNode): boolean =>
  value === null || value === undefined || value === '' || value === false;

/** Label-over-value pairs in a responsive grid. */
export function FieldGrid({ fields, cols = 4 }: { fields: readonly DetailField[]; cols?: number }) {
  const { t } = useTranslation('order-view');
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
            {isEmpty(field.value) ? t('order.detail.none') : field.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** A titled part of a tab, named for assistive technology by its title. */
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
    <section aria-label={title}>
      <Group justify="space-between" mb="xs" gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </section>
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
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

/** A small read-only table named by `label`; `empty` shows in its place when there are no rows. */
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
    // A table wider than the drawer scrolls on its own: focusable and named, so the keyboard
    // reaches the columns off to the right too (WCAG 2.1.1).
    <Table.ScrollContainer
      minWidth={columns.length * 110}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
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

const partyFields = [
  'id',
  'name',
  'agencyCode',
  'address',
  'addressInfo',
  'street',
  'city',
  'state',
  'postcode',
  'country',
  'reference',
  'endpointId',
  'vendorDuns',
] as const;

/** One party: its role, identifiers, address and contacts, as the partner sent them. */
export function PartyCard({ party }: { party: Party }) {
  const { t } = useTranslation('order-view');
  const code = useEdiCode();
  const role = t(`order.party.${party.role}`);
  const contacts = party.contacts ?? [];
  return (
    <Card withBorder padding="sm" radius="sm" component="section" aria-label={role}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {role}
          {party.name ? ` · ${party.name}` : ''}
        </Text>
        <FieldGrid
          cols={3}
          fields={partyFields
            .filter((field) => party[field] !== undefined && party[field] !== '')
            .map((field) => ({
              label: t(`order.partyField.${field}`),
              value: field === 'agencyCode' ? code(agencyCodes, party[field]) : party[field],
            }))}
        />
        {contacts.length > 0 ? (
          <DetailTable
            label={t('order.party.contactsOf', { role })}
            rows={contacts}
            rowKey={(contact, index) => `${contact.function}-${index}`}
            empty={null}
            columns={[
              {
                key: 'function',
                title: t('order.contact.function'),
                render: (contact) => t(`order.contactFunction.${contact.function}`),
              },
              { key: 'name', title: t('order.contact.name'), render: (contact) => contact.name },
              { key: 'phone', title: t('order.contact.phone'), render: (contact) => contact.phone },
              { key: 'email', title: t('order.contact.email'), render: (contact) => contact.email },
              { key: 'fax', title: t('order.contact.fax'), render: (contact) => contact.fax },
            ]}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

/** The given parties as cards, or `empty` when the document names none of them. */
export function PartyList({ parties, empty }: { parties: readonly Party[]; empty: ReactNode }) {
  if (parties.length === 0) return <EmptyText>{empty}</EmptyText>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {parties.map((party, index) => (
        <PartyCard key={`${party.role}-${index}`} party={party} />
      ))}
    </SimpleGrid>
  );
}

/** A section listing the order's parties of the given roles, or a line saying it names none. */
export function PartiesSection({
  title,
  order,
  roles,
}: {
  title: string;
  order: CanonicalOrder;
  roles: readonly PartyRole[];
}) {
  const { t } = useTranslation('order-view');
  return (
    <DetailSection title={title}>
      <PartyList parties={partiesOf(order, roles)} empty={t('order.party.noneOfThese')} />
    </DetailSection>
  );
}

/** Sale terms of spec §3 as label/value pairs; none when the order carries no terms. */
export function useSaleTermsFields(detail: OrderDetail): DetailField[] {
  const { t } = useTranslation('order-view');
  const code = useEdiCode();
  const format = useOrderFormat();
  const terms = detail.order.saleTerms;
  if (terms === undefined) return [];
  return [
    { label: t('order.saleTerms.typeCode'), value: code(termsTypeCodeTables, terms.typeCode) },
    { label: t('order.saleTerms.discountPercent'), value: terms.discountPercent },
    { label: t('order.saleTerms.discountDueDate'), value: format.day(terms.discountDueDate) },
    { label: t('order.saleTerms.discountDays'), value: terms.discountDays },
    { label: t('order.saleTerms.netDueDate'), value: format.day(terms.netDueDate) },
    { label: t('order.saleTerms.netDays'), value: terms.netDays },
    { label: t('order.saleTerms.description'), value: terms.description },
  ];
}

/** The sale terms section, or a line saying the order names none. */
export function SaleTermsSection({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('order-view');
  const fields = useSaleTermsFields(detail);
  return (
    <DetailSection title={t('order.section.saleTerms')}>
      {fields.length > 0 ? (
        <FieldGrid fields={fields} />
      ) : (
        <EmptyText>{t('order.saleTerms.none')}</EmptyText>
      )}
    </DetailSection>
  );
}

export interface OrderLineColumns {
  buyerItemNumber: DetailColumn<OrderLine>;
  description: DetailColumn<OrderLine>;
  ordered: DetailColumn<OrderLine>;
  unit: DetailColumn<OrderLine>;
  amount: DetailColumn<OrderLine>;
}

/**
 * Line columns several tabs show alike, so that they read the same wherever they appear; amounts
 * carry `currency` when given.
 */
export function useOrderLineColumns(currency?: string): OrderLineColumns {
  const { t } = useTranslation('order-view');
  const format = useOrderFormat();
  const code = useEdiCode();
  return useMemo(
    () => ({
      buyerItemNumber: {
        key: 'buyerItemNumber',
        title: t('order.line.buyerItemNumber'),
        render: (line) => line.buyerItemNumber,
      },
      description: {
        key: 'description',
        title: t('order.line.description'),
        render: (line) => line.description,
      },
      ordered: {
        key: 'ordered',
        title: t('order.line.ordered'),
        numeric: true,
        render: (line) => format.quantity(line.quantities.ordered),
      },
      unit: {
        key: 'unit',
        title: t('order.line.unit'),
        render: (line) => code(unitCodes, line.unit),
      },
      amount: {
        key: 'amount',
        title: t('order.line.amount'),
        numeric: true,
        render: (line) => format.amount(lineAmount(line), currency),
      },
    }),
    [t, format, currency, code],
  );
}

/**
 * A section of the order's lines as a table named like the section: the line number first, then
 * `columns`; a line saying the order has none in its place.
 */
export function OrderLinesSection({
  title,
  lines,
  columns,
}: {
  title: string;
  lines: readonly OrderLine[];
  columns: readonly DetailColumn<OrderLine>[];
}) {
  const { t } = useTranslation('order-view');
  return (
    <DetailSection title={title}>
      <DetailTable<OrderLine>
        label={title}
        rows={lines}
        rowKey={(line, index) => `${line.lineNumber}-${index}`}
        empty={t('order.line.none')}
        columns={[
          {
            key: 'lineNumber',
            title: t('order.line.lineNumber'),
            render: (line) => line.lineNumber,
          },
          ...columns,
        ]}
      />
    </DetailSection>
  );
}
