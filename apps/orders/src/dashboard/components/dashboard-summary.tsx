import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryQuantityStatistic, OrderQuantityStatistic } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';

export interface DashboardSummaryProps {
  orderQuantity: OrderQuantityStatistic;
  deliveryQuantity: DeliveryQuantityStatistic;
}

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Paper>
  );
}

function Figure({ value, colour }: { value: string; colour?: string }) {
  return (
    <Text fz="xl" fw={700} c={colour}>
      {value}
    </Text>
  );
}

/** The range's totals: orders, their quantity and amount (per currency), messages sent and failed. */
export function DashboardSummary({ orderQuantity, deliveryQuantity }: DashboardSummaryProps) {
  const { t, i18n } = useTranslation('orders');
  const locale = currentLanguage(i18n) === 'zh-cn' ? 'zh-CN' : 'en-US';
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const money = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const failed = deliveryQuantity.byStatus.failed ?? 0;
  // Amounts of different currencies do not add up: with several, each gets its own line.
  const amounts =
    orderQuantity.amountByCurrency.length > 0
      ? orderQuantity.amountByCurrency.map((entry) => ({
          key: entry.currencyCode ?? '',
          currency: entry.currencyCode ?? t('dashboard.summary.noCurrency'),
          amount: money.format(entry.amount),
        }))
      : [{ key: '', currency: '', amount: money.format(orderQuantity.amount) }];

  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 5 }}
      spacing="md"
      role="region"
      aria-label={t('dashboard.summary.title')}
    >
      <SummaryCard label={t('dashboard.summary.orders')}>
        <Figure value={integer.format(orderQuantity.count)} />
      </SummaryCard>
      <SummaryCard label={t('dashboard.summary.quantity')}>
        <Figure value={quantity.format(orderQuantity.quantity)} />
      </SummaryCard>
      <SummaryCard label={t('dashboard.summary.amount')}>
        <Stack gap={0}>
          {amounts.map((entry) => (
            <Figure
              key={entry.key}
              value={entry.currency === '' ? entry.amount : `${entry.currency} ${entry.amount}`}
            />
          ))}
        </Stack>
      </SummaryCard>
      <SummaryCard label={t('dashboard.summary.messagesSent')}>
        <Figure value={integer.format(deliveryQuantity.count)} />
      </SummaryCard>
      <SummaryCard label={t('dashboard.summary.messagesFailed')}>
        <Figure value={integer.format(failed)} colour={failed > 0 ? 'red' : undefined} />
      </SummaryCard>
    </SimpleGrid>
  );
}
