import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EChartProps } from './echart';

// The only way to the module that imports echarts: it loads when the first chart shows.
const EChart = lazy(() => import('./echart'));

/** An echarts chart, loaded on first use with a loader of the chart's height meanwhile. */
export function LazyEChart(props: EChartProps) {
  const { t } = useTranslation('orders');
  return (
    <Suspense
      fallback={
        <Center h={props.height ?? 300}>
          <Loader size="sm" role="status" aria-label={t('dashboard.chart.loading')} />
        </Center>
      }
    >
      <EChart {...props} />
    </Suspense>
  );
}
