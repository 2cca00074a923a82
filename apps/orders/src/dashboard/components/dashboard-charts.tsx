import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { outboundDocumentTypeText } from '@portal/contracts';
import { useDateTimeFormat, useDayFormatter } from '@portal/auth';
import { currentLanguage } from '@portal/i18n';
import type { DashboardStatistics } from '../hooks/use-dashboard-statistics';
import type { ChartOption } from './chart-option';
import { messageStatusColours } from './chart-palette';
import {
  messagesByDocumentTypeOption,
  messagesOverTimeOption,
  ordersByStatusOption,
  ordersOverTimeOption,
} from './dashboard-chart-options';
import { LazyEChart } from './lazy-echart';

function ChartCard({
  title,
  caption,
  option,
}: {
  title: string;
  caption: string;
  option: ChartOption;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      <LazyEChart option={option} label={title} caption={caption} />
    </Paper>
  );
}

/** Shown instead of a section's charts when its range holds nothing: empty axes say less. */
function EmptyRange({ text }: { text: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text c="dimmed" ta="center">
        {text}
      </Text>
    </Paper>
  );
}

/** The four charts: orders over time and by status, messages over time and by document type. */
export function DashboardCharts({ statistics }: { statistics: DashboardStatistics }) {
  const { t, i18n } = useTranslation('orders');
  const language = currentLanguage(i18n);
  const locale = language === 'zh-cn' ? 'zh-CN' : 'en-US';
  const dateTimeFormat = useDateTimeFormat();
  const formatDay = useDayFormatter();
  const ordersHeadingId = useId();
  const messagesHeadingId = useId();
  const { orderQuantity, orderSeries, deliveryQuantity, deliverySeries } = statistics;
  const { range } = orderSeries;
  const rangeText = t('dashboard.range.summary', {
    from: formatDay(range.from),
    to: formatDay(range.to),
    timeZone: range.timeZone,
  });

  // Stable options: the chart sets an option only when the figures, the language or the
  // date-time setting change.
  const options = useMemo(
    () => ({
      ordersOverTime: ordersOverTimeOption(
        orderSeries,
        {
          count: t('dashboard.series.orderCount'),
          withoutCurrency: t('dashboard.series.ordersWithoutCurrency'),
          amount: t('dashboard.series.orderAmount'),
          amountIn: (currency) => t('dashboard.series.orderAmountIn', { currency }),
        },
        locale,
        dateTimeFormat,
      ),
      ordersByStatus: ordersByStatusOption(orderQuantity, {
        count: t('dashboard.series.orderCount'),
        status: (status) => t(`order-view:status.${status}`),
      }),
      messagesOverTime: messagesOverTimeOption(
        deliverySeries,
        { status: (status) => t(`dashboard.messageStatus.${status}`) },
        messageStatusColours,
        dateTimeFormat,
      ),
      messagesByDocumentType: messagesByDocumentTypeOption(deliveryQuantity, {
        count: t('dashboard.series.messageCount'),
        documentType: (code) => outboundDocumentTypeText(code, language),
      }),
    }),
    [
      orderSeries,
      orderQuantity,
      deliverySeries,
      deliveryQuantity,
      t,
      language,
      locale,
      dateTimeFormat,
    ],
  );

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby={ordersHeadingId}>
        <Title order={2} fz="lg" id={ordersHeadingId}>
          {t('dashboard.section.orders')}
        </Title>
        {orderQuantity.count === 0 ? (
          <EmptyRange text={t('dashboard.empty.orders')} />
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ChartCard
              title={t('dashboard.chart.ordersOverTime')}
              caption={t('dashboard.chart.ordersOverTimeCaption', { range: rangeText })}
              option={options.ordersOverTime}
            />
            <ChartCard
              title={t('dashboard.chart.ordersByStatus')}
              caption={t('dashboard.chart.ordersByStatusCaption', { range: rangeText })}
              option={options.ordersByStatus}
            />
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby={messagesHeadingId}>
        <Title order={2} fz="lg" id={messagesHeadingId}>
          {t('dashboard.section.messages')}
        </Title>
        {deliveryQuantity.count === 0 ? (
          <EmptyRange text={t('dashboard.empty.messages')} />
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ChartCard
              title={t('dashboard.chart.messagesOverTime')}
              caption={t('dashboard.chart.messagesOverTimeCaption', { range: rangeText })}
              option={options.messagesOverTime}
            />
            <ChartCard
              title={t('dashboard.chart.messagesByDocumentType')}
              caption={t('dashboard.chart.messagesByDocumentTypeCaption', { range: rangeText })}
              option={options.messagesByDocumentType}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
