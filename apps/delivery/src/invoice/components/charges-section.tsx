import {
  Autocomplete,
  Button,
  NativeSelect,
  Stack,
  Table,
  Text,
  type ComboboxItem,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chargeCodes,
  chargeIndicators,
  displayAmount,
  type ChargeIndicator,
  type InvoiceCharge,
  type InvoiceData,
  type Language,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { FieldSettings } from '../../notice/components/field-settings';
import { NoticeSection } from '../../notice/components/notice-section';
import type { InvoiceEditor } from '../hooks/use-invoice-editor';
import { useInvoiceLayout } from '../hooks/use-invoice-layout';
import { withChargeValue, withNewCharge, withoutCharge } from '../state/invoice-draft';
import { chargeColumns, type InvoiceColumn } from '../state/invoice-fields';
import {
  invoiceElementId,
  type Finding,
  type InvoiceFindingIndex,
} from '../state/invoice-findings';
import { InvoiceTableRow } from './invoice-table-row';
import { AmountInput, CellText, TextValueInput } from './invoice-inputs';

/** The charge's field each column edits. */
const fieldOfColumn: Readonly<Record<string, keyof InvoiceCharge>> = {
  lineKey: 'lineKey',
  indicator: 'indicator',
  code: 'code',
  chargeDescription: 'description',
  chargeAmount: 'amount',
  percent: 'percent',
};

const chargeCodeList = Object.keys(chargeCodes);
const chargeCodeTable: Readonly<Record<string, Readonly<Record<Language, string>>>> = chargeCodes;

/** The meaning of a SAC / ALC code in the user's language, or null for a code of the partner's. */
export function chargeCodeMeaning(code: string, language: Language): string | null {
  return Object.hasOwn(chargeCodeTable, code) ? (chargeCodeTable[code]?.[language] ?? null) : null;
}

const indicatorOf = (value: string): ChargeIndicator | undefined =>
  chargeIndicators.find((indicator) => indicator === value);

export interface ChargesSectionProps {
  readonly data: InvoiceData;
  readonly chargeAmounts: Readonly<Record<string, string>>;
  readonly findings: InvoiceFindingIndex;
  readonly editable: boolean;
  readonly edit: InvoiceEditor['edit'];
}

/**
 * The SPAC entries (service, promotion, allowance, charge: X12 SAC, EDIFACT ALC): for the whole
 * invoice or one line, an allowance, a charge or neither, a code by its meaning (or the partner's
 * own four characters), and an amount or a percentage of its base, computed exactly.
 */
export const ChargesSection = memo(function ChargesSection({
  data,
  chargeAmounts,
  findings,
  editable,
  edit,
}: ChargesSectionProps) {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const title = t('invoice.section.charges');
  const layout = useInvoiceLayout('charges', chargeColumns);
  const labelOf = useCallback((column: InvoiceColumn) => t(column.label), [t]);
  const lineChoices = useMemo<readonly ComboboxItem[]>(
    () => [
      { value: '', label: t('invoice.charges.wholeInvoice') },
      ...data.lines.map((line) => ({
        value: line.key,
        label: t('invoice.charges.ofLine', {
          line: line.lineNumber,
          item: line.vendorItemNumber ?? line.buyerItemNumber ?? line.key,
        }),
      })),
    ],
    [data.lines, t],
  );
  const indicatorChoices = useMemo<readonly ComboboxItem[]>(
    () =>
      chargeIndicators.map((indicator) => ({
        value: indicator,
        label: t(`invoice.indicator.${indicator}`),
      })),
    [t],
  );
  const change = useCallback(
    (key: string, field: keyof InvoiceCharge, value: string | undefined) =>
      edit((current) => withChargeValue(current, key, field, value)),
    [edit],
  );
  const columns = layout.shown;
  const width = 44 + columns.reduce((sum, column) => sum + column.width, 0);
  const columnCount = columns.length + (editable ? 1 : 0);

  return (
    <NoticeSection
      title={title}
      actions={
        <>
          {editable ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} stroke={1.6} />}
              onClick={() => edit(withNewCharge)}
            >
              {t('invoice.charges.add')}
            </Button>
          ) : null}
          <FieldSettings section={title} fields={chargeColumns} state={layout} labelOf={labelOf} />
        </>
      }
    >
      {data.charges.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('invoice.charges.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={width} type="native">
          <Table
            fz="sm"
            verticalSpacing={4}
            horizontalSpacing={6}
            layout="fixed"
            withTableBorder
            aria-label={title}
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.key} w={column.width}>
                    {labelOf(column)}
                  </Table.Th>
                ))}
                {editable ? <Table.Th w={44}>{t('common:table.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.charges.map((charge) => (
                <ChargeRow
                  key={charge.key}
                  charge={charge}
                  computed={chargeAmounts[charge.key] ?? ''}
                  currencyCode={data.currencyCode}
                  columns={columns}
                  rowFindings={findings.ofRow(`charges.${charge.key}`)}
                  editable={editable}
                  columnCount={columnCount}
                  lineChoices={lineChoices}
                  indicatorChoices={indicatorChoices}
                  language={language}
                  onChange={change}
                  onRemove={(key) => edit((current) => withoutCharge(current, key))}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </NoticeSection>
  );
});

interface ChargeRowProps {
  readonly charge: InvoiceCharge;
  readonly computed: string;
  readonly currencyCode: string;
  readonly columns: readonly InvoiceColumn[];
  readonly rowFindings: readonly Finding[];
  readonly editable: boolean;
  readonly columnCount: number;
  readonly lineChoices: readonly ComboboxItem[];
  readonly indicatorChoices: readonly ComboboxItem[];
  readonly language: Language;
  readonly onChange: (key: string, field: keyof InvoiceCharge, value: string | undefined) => void;
  readonly onRemove: (key: string) => void;
}

/** One SPAC entry and, when it has findings, the row beneath that spells them out. */
function ChargeRow({
  charge,
  computed,
  currencyCode,
  columns,
  rowFindings,
  editable,
  columnCount,
  lineChoices,
  indicatorChoices,
  language,
  onChange,
  onRemove,
}: ChargeRowProps) {
  const { t } = useTranslation('delivery');
  const rowId = invoiceElementId(`charges.${charge.key}`);
  const errorId = `${rowId}-findings`;
  const name = t('invoice.row.charge', { key: charge.key });
  const meaning = chargeCodeMeaning(charge.code, language);
  const cell = (column: InvoiceColumn) => {
    const field = fieldOfColumn[column.key];
    const label = t('invoice.cell', { field: t(column.label), row: name });
    const path = `charges.${charge.key}.${field ?? column.key}`;
    const frame = {
      variant: 'cell' as const,
      label,
      id: invoiceElementId(path),
      errorId,
      findings: rowFindings.filter((finding) => finding.field === path),
      readOnly: !editable,
    };
    const marked = frame.findings.some((finding) => finding.severity === 'block');
    switch (column.key) {
      case 'lineKey': {
        const value = charge.lineKey ?? '';
        const known = lineChoices.some((choice) => choice.value === value);
        return (
          <NativeSelect
            size="xs"
            aria-label={label}
            id={frame.id}
            error={marked}
            {...(marked ? { 'aria-errormessage': errorId } : {})}
            disabled={!editable}
            data={[
              ...(known ? [] : [{ value, label: t('invoice.charges.lineGone', { key: value }) }]),
              ...lineChoices,
            ]}
            value={value}
            onChange={(event) =>
              onChange(charge.key, 'lineKey', event.currentTarget.value || undefined)
            }
          />
        );
      }
      case 'indicator':
        return (
          <NativeSelect
            size="xs"
            aria-label={label}
            id={frame.id}
            disabled={!editable}
            data={[...indicatorChoices]}
            value={charge.indicator}
            onChange={(event) =>
              onChange(charge.key, 'indicator', indicatorOf(event.currentTarget.value))
            }
          />
        );
      case 'code':
        return (
          <Stack gap={0}>
            {editable ? (
              <Autocomplete
                size="xs"
                aria-label={label}
                id={frame.id}
                error={marked}
                {...(marked ? { 'aria-errormessage': errorId } : {})}
                maxLength={4}
                data={chargeCodeList}
                renderOption={({ option }) =>
                  `${option.value} — ${chargeCodeMeaning(option.value, language) ?? ''}`
                }
                comboboxProps={{ withinPortal: true, width: 260 }}
                value={charge.code}
                onChange={(typed) => onChange(charge.key, 'code', typed.trim().toUpperCase())}
              />
            ) : (
              <CellText>{charge.code}</CellText>
            )}
            <Text size="xs" c="dimmed" data-code-meaning>
              {charge.code === '' ? '' : (meaning ?? t('invoice.charges.partnerCode'))}
            </Text>
          </Stack>
        );
      case 'chargeDescription':
        return editable ? (
          <TextValueInput
            {...frame}
            max={128}
            value={charge.description}
            onChange={(value) => onChange(charge.key, 'description', value)}
          />
        ) : (
          <CellText>{charge.description ?? ''}</CellText>
        );
      case 'chargeAmount':
        return editable ? (
          <AmountInput
            {...frame}
            value={charge.amount}
            onChange={(value) => onChange(charge.key, 'amount', value)}
          />
        ) : (
          <CellText align="right">
            {charge.amount === undefined ? '' : displayAmount(charge.amount, currencyCode)}
          </CellText>
        );
      case 'percent':
        return editable ? (
          <AmountInput
            {...frame}
            value={charge.percent}
            onChange={(value) => onChange(charge.key, 'percent', value)}
          />
        ) : (
          <CellText align="right">
            {charge.percent === undefined ? '' : `${charge.percent}%`}
          </CellText>
        );
      case 'computed':
        return (
          <CellText align="right">
            <span data-amount-of={charge.key}>{displayAmount(computed, currencyCode)}</span>
          </CellText>
        );
      default:
        return null;
    }
  };
  return (
    <InvoiceTableRow
      rowKey={charge.key}
      rowId={rowId}
      errorId={errorId}
      name={name}
      columns={columns}
      cell={cell}
      rowFindings={rowFindings}
      editable={editable}
      columnCount={columnCount}
      onRemove={onRemove}
    />
  );
}
