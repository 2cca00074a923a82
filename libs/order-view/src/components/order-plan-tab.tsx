import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  despatchPatternCodes,
  forecastCommitmentCodes,
  forecastTimingCodes,
  type OrderDetail,
  type OrderLine,
  type ScheduleEntry,
} from '@portal/contracts';
import { OrderCodesProvider, useEdiCode } from '../hooks/use-edi-code';
import { useOrderFormat } from '../hooks/use-order-format';
import {
  DetailSection,
  DetailTable,
  EmptyText,
  FieldGrid,
  type DetailField,
} from './detail-blocks';
import { scheduleCount } from './order-values';

const lineQuantities = [
  'ordered',
  'received',
  'invoiced',
  'perPack',
  'shipped',
  'committed',
  'outstanding',
  'backorder',
  'urgent',
  'backlog',
  'inTransit',
  'cumulative',
] as const;

/** One part of the list: what it is, its quantities, and its deliveries. */
function PartCard({ line, withSchedule }: { line: OrderLine; withSchedule: boolean }) {
  const { t } = useTranslation('order-view');
  const format = useOrderFormat();
  const code = useEdiCode();
  const quantities: DetailField[] = lineQuantities
    .filter((name) => line.quantities[name] !== undefined)
    .map((name) => ({
      label: t(`order.quantity.${name}`),
      value: `${format.quantity(line.quantities[name])} ${line.unit ?? ''}`.trim(),
    }));
  const { cumulativeStart, cumulativeEnd } = line.quantities;
  const facts: DetailField[] = [
    { label: t('order.line.partNumber'), value: line.partNumber },
    { label: t('order.line.buyerItemNumber'), value: line.buyerItemNumber },
    { label: t('order.line.vendorItemNumber'), value: line.vendorItemNumber },
    { label: t('order.line.drawingNumbers'), value: line.drawingNumbers?.join(', ') },
    ...quantities,
    {
      label: t('order.line.cumulativePeriod'),
      value:
        cumulativeStart || cumulativeEnd
          ? `${format.day(cumulativeStart)} – ${format.day(cumulativeEnd)}`
          : '',
    },
    { label: t('order.line.plantCode'), value: line.plantCode },
    { label: t('order.line.warehouseCode'), value: line.warehouseCode },
    { label: t('order.line.frequencyCode'), value: code(forecastTimingCodes, line.frequencyCode) },
    {
      label: t('order.line.despatchPatternCode'),
      value: code(despatchPatternCodes, line.despatchPatternCode),
    },
    {
      label: t('order.line.deliveryPlanStatus'),
      value: code(forecastCommitmentCodes, line.deliveryPlanStatus),
    },
  ];
  const title = [line.lineNumber, line.partNumber ?? line.buyerItemNumber, line.description]
    .filter(Boolean)
    .join(' · ');
  // 830 FST02 / DELFOR SCC 4017 and FST03 / SCC 2013, in the lists of the plan's standard.
  const commitment = (entry: ScheduleEntry) => code(forecastCommitmentCodes, entry.commitment);
  const timing = (entry: ScheduleEntry) => code(forecastTimingCodes, entry.timing);

  return (
    <Card withBorder padding="sm" radius="sm" component="section" aria-label={title}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('order.plan.part', { line: title })}
        </Text>
        <FieldGrid fields={facts} />
        {withSchedule ? (
          <DetailTable<ScheduleEntry>
            label={t('order.plan.scheduleOf', { line: line.lineNumber })}
            rows={line.schedule ?? []}
            rowKey={(entry, index) => `${entry.date}-${index}`}
            empty={t('order.plan.noLineSchedule')}
            columns={[
              {
                key: 'date',
                title: t('order.schedule.date'),
                render: (entry) => format.day(entry.date),
              },
              {
                key: 'endDate',
                title: t('order.schedule.endDate'),
                render: (entry) => format.day(entry.endDate),
              },
              {
                key: 'quantity',
                title: t('order.schedule.quantity'),
                numeric: true,
                render: (entry) => `${format.quantity(entry.quantity)} ${line.unit ?? ''}`.trim(),
              },
              { key: 'commitment', title: t('order.schedule.commitment'), render: commitment },
              { key: 'timing', title: t('order.schedule.timing'), render: timing },
            ]}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * Order plan with part list: the plan's horizon, then each line as a part with its quantities
 * and its scheduled deliveries (830 FST, DELFOR, 850 SCH). The main view of an order plan.
 */
export function OrderPlanTab({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('order-view');
  const { order } = detail;
  const withSchedule = scheduleCount(order) > 0;
  return (
    <OrderCodesProvider detail={detail}>
      <Stack gap="lg">
        <DetailSection title={t('order.section.plan')}>
          <FieldGrid
            fields={[
              {
                label: t('order.field.documentType'),
                value: t(`documentType.${order.documentType}`),
              },
              { label: t('order.field.horizonStart'), value: order.horizonStart },
              { label: t('order.field.horizonEnd'), value: order.horizonEnd },
              { label: t('order.field.effectiveFrom'), value: order.effectiveFrom },
              { label: t('order.field.effectiveTo'), value: order.effectiveTo },
              { label: t('order.field.releaseNumber'), value: order.releaseNumber },
              { label: t('order.field.forecastOrderNumber'), value: order.forecastOrderNumber },
              { label: t('order.field.lineCount'), value: order.lines.length },
            ]}
          />
          {withSchedule ? null : <EmptyText>{t('order.plan.noSchedule')}</EmptyText>}
        </DetailSection>
        <DetailSection title={t('order.section.partList')}>
          {order.lines.length === 0 ? (
            <EmptyText>{t('order.line.none')}</EmptyText>
          ) : (
            <Stack gap="sm">
              {order.lines.map((line, index) => (
                <PartCard
                  key={`${line.lineNumber}-${index}`}
                  line={line}
                  withSchedule={withSchedule}
                />
              ))}
            </Stack>
          )}
        </DetailSection>
      </Stack>
    </OrderCodesProvider>
  );
}
