import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { displayAmount, type InvoiceAmounts, type InvoiceData } from '@portal/contracts';
import { FindingText, NoticeSection } from '../../notice/components/notice-section';
import type { InvoiceEditor } from '../hooks/use-invoice-editor';
import { invoiceElementId, type InvoiceFindingIndex } from '../state/invoice-findings';
import { AmountInput } from './invoice-inputs';

/** The totals of spec §3 in the order they are read: from the lines down to what is due. */
const totalNames = [
  'lineTotal',
  'chargeTotal',
  'allowanceTotal',
  'taxBasisTotal',
  'taxTotal',
  'grandTotal',
] as const satisfies readonly (keyof InvoiceAmounts)[];

export interface TotalsPanelProps {
  readonly data: InvoiceData;
  readonly findings: InvoiceFindingIndex;
  readonly editable: boolean;
  readonly edit: InvoiceEditor['edit'];
  readonly onRecalculate: () => void;
  readonly busy: boolean;
}

/**
 * The invoice's totals as last recalculated (what is saved and sent), in the currency's digits;
 * the prepaid amount is typed here. Until Recalculate is pressed after a change, the checks say
 * the totals do not match the lines.
 */
export const TotalsPanel = memo(function TotalsPanel({
  data,
  findings,
  editable,
  edit,
  onRecalculate,
  busy,
}: TotalsPanelProps) {
  const { t } = useTranslation('delivery');
  const totals = data.totals;
  const currency = data.currencyCode;
  const amount = (value: string | undefined) =>
    value === undefined ? '—' : `${displayAmount(value, currency)} ${currency}`.trim();
  const changePrepaid = useCallback(
    (value: string | undefined) =>
      edit((current) => {
        if (value !== undefined) return { ...current, prepaid: value };
        return Object.fromEntries(
          Object.entries(current).filter(([name]) => name !== 'prepaid'),
        ) as InvoiceData;
      }),
    [edit],
  );
  const totalsFindings = [...findings.at('totals'), ...findings.at('totals.grandTotal')];

  return (
    <NoticeSection
      title={t('invoice.section.totals')}
      actions={
        editable ? (
          <Button
            size="xs"
            variant="light"
            id={invoiceElementId('totals')}
            leftSection={<IconCalculator size={14} stroke={1.6} />}
            disabled={busy}
            onClick={onRecalculate}
          >
            {t('common:button.recalculate')}
          </Button>
        ) : undefined
      }
    >
      {totalsFindings.length === 0 ? null : (
        <Stack gap={2} data-totals-findings>
          {totalsFindings.map((finding) => (
            <FindingText key={`${finding.field}:${finding.message}`} finding={finding} />
          ))}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="xs">
        {totalNames.map((name) => (
          <Stack key={name} gap={2}>
            <Text size="xs" c="dimmed" id={`invoice-total-${name}`}>
              {t(`invoice.total.${name}`)}
            </Text>
            <Text
              size="sm"
              fw={name === 'grandTotal' ? 700 : 500}
              aria-labelledby={`invoice-total-${name}`}
              data-total={name}
            >
              {amount(totals?.[name])}
            </Text>
          </Stack>
        ))}
        <AmountInput
          variant="form"
          label={t('invoice.total.prepaid')}
          id={invoiceElementId('prepaid')}
          findings={findings.at('prepaid')}
          readOnly={!editable}
          value={data.prepaid}
          onChange={changePrepaid}
        />
        <Stack gap={2}>
          <Text size="xs" c="dimmed" id="invoice-total-duePayable">
            {t('invoice.total.duePayable')}
          </Text>
          <Text
            size="md"
            fw={700}
            aria-labelledby="invoice-total-duePayable"
            data-total="duePayable"
          >
            {amount(totals?.duePayable)}
          </Text>
        </Stack>
      </SimpleGrid>
      {totals === undefined ? (
        <Group>
          <Text size="sm" c="dimmed">
            {t('invoice.total.notCalculated')}
          </Text>
        </Group>
      ) : null}
    </NoticeSection>
  );
});
