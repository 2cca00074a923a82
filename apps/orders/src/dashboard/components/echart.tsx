import { Box, Text, useComputedColorScheme } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerChartParts, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useId, useRef } from 'react';
import type { ChartOption } from './chart-option';

// Only what the dashboard draws, registered once: the full echarts bundle is several times larger.
registerChartParts([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

export interface EChartProps {
  readonly option: ChartOption;
  /** Names the chart for assistive technology (the container is one image). */
  readonly label: string;
  /** A short description shown small under the chart. */
  readonly caption: string;
  readonly height?: number;
}

/**
 * One echarts chart in a div: made in the Mantine colour scheme (made again when it changes),
 * given the option whenever it changes, resized with its container and disposed on unmount. A
 * reader who asked the system for less motion gets the chart drawn at once, without growing bars.
 * Load it through `LazyEChart` only, so echarts stays out of the screen's first chunk.
 */
export default function EChart({ option, label, caption, height = 300 }: EChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const colourScheme = useComputedColorScheme('light');
  const captionId = useId();
  // Read at the first render (the portal renders in the browser only): the first drawing already
  // knows, so no animation starts only to be replaced.
  const reducedMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const chart = init(container, colourScheme === 'dark' ? 'dark' : undefined, {
      renderer: 'svg',
    });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, [colourScheme]);

  useEffect(() => {
    // A new chart (new colour scheme) starts empty, so it gets the option again as well.
    chartRef.current?.setOption(reducedMotion ? { ...option, animation: false } : option, {
      notMerge: true,
    });
  }, [option, colourScheme, reducedMotion]);

  return (
    <Box component="figure" m={0}>
      <div
        ref={containerRef}
        role="img"
        aria-label={label}
        aria-describedby={captionId}
        style={{ width: '100%', height }}
      />
      <Text component="figcaption" id={captionId} size="xs" c="dimmed" mt={4}>
        {caption}
      </Text>
    </Box>
  );
}
