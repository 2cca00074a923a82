import { Box, Grid, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  minorUnitOf,
  type DeliveryQuantityStatistic,
  type OrderQuantityStatistic,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';

export interface DashboardSummaryProps {
  orderQuantity: OrderQuantityStatistic;
  deliveryQuantity: DeliveryQuantityStatistic;
}

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" role="group" aria-label={label}>
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

/** A figure never breaks inside itself: "USD 727,568.34" stays one line. */
const oneLine = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The range's totals: orders, their quantity, their amount per currency, messages sent and
 * failed. The amount card is the widest (4 of 12 columns from md up), so an amount and its
 * currency fit on one line at 1280 px with the menu open; each currency is a line of its own.
 */
export function DashboardSummary({ orderQuantity, deliveryQuantity }: DashboardSummaryProps) {
  const { t, i18n } = useTranslation('orders');
  const locale = currentLanguage(i18n) === 'zh-cn' ? 'zh-CN' : 'en-US';
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const money = (amount: number, currencyCode: string) => {
    const digits = minorUnitOf(currencyCode);
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  };
  const failed = deliveryQuantity.byStatus.failed ?? 0;
  // Amounts of different currencies do not add up: each currency is a line of its own, and
  // orders naming none are counted, not summed as money.
  const amounts = orderQuantity.amountByCurrency.flatMap((entry) =>
    entry.currencyCode === null ? [] : [{ ...entry, currencyCode: entry.currencyCode }],
  );
  const withoutCurrency =
    orderQuantity.amountByCurrency.find((entry) => entry.currencyCode === null)?.count ?? 0;
  const narrow = { base: 12, xs: 6, md: 2 };

  return (
    <Box role="region" aria-label={t('dashboard.summary.title')}>
      <Grid gap="md">
        <Grid.Col span={narrow}>
          <SummaryCard label={t('dashboard.summary.orders')}>
            <Figure value={integer.format(orderQuantity.count)} />
          </SummaryCard>
        </Grid.Col>
        <Grid.Col span={narrow}>
          <SummaryCard label={t('dashboard.summary.quantity')}>
            <Figure value={quantity.format(orderQuantity.quantity)} />
          </SummaryCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SummaryCard label={t('dashboard.summary.amount')}>
            <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {amounts.map((entry) => (
                <Text component="li" key={entry.currencyCode} fz="xl" fw={700} style={oneLine}>
                  <Text component="span" fz="md" fw={600}>
                    {entry.currencyCode}
                  </Text>{' '}
                  {money(entry.amount, entry.currencyCode)}
                </Text>
              ))}
              {withoutCurrency > 0 ? (
                <Text component="li" size="sm" style={oneLine}>
                  {t('dashboard.summary.withoutCurrency', { count: withoutCurrency })}
                </Text>
              ) : null}
              {amounts.length === 0 && withoutCurrency === 0 ? (
                <Text component="li" fz="xl" fw={700}>
                  {integer.format(0)}
                </Text>
              ) : null}
            </Box>
          </SummaryCard>
        </Grid.Col>
        <Grid.Col span={narrow}>
          <SummaryCard label={t('dashboard.summary.messagesSent')}>
            <Figure value={integer.format(deliveryQuantity.count)} />
          </SummaryCard>
        </Grid.Col>
        <Grid.Col span={narrow}>
          <SummaryCard label={t('dashboard.summary.messagesFailed')}>
            {/* red.8: AA contrast on white, unlike the lighter reds. */}
            <Figure value={integer.format(failed)} colour={failed > 0 ? 'red.8' : undefined} />
          </SummaryCard>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
