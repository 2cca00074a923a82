import { Box, Group, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The narrowest a filter field gets, in px: the longest value a select shows ("Orders and order
 * changes", "Descending", "Received time") stays whole in it.
 */
export const filterFieldMinWidth = 232;

const gap = 12;

/**
 * The fields of a list's filter form on one grid: up to four equal columns (four at 1280 px with
 * the menu open, three at 1024 px), every field as wide as its column, so the rows end on one
 * edge and no select cuts its value.
 */
export function FilterGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(max(${filterFieldMinWidth}px, calc((100% - ${3 * gap + 1}px) / 4)), 1fr))`,
        gap,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A field over two columns of the grid (a status multi-select with its chips). */
export const wideFilter: BoxProps['style'] = { gridColumn: 'span 2' };

/** Starts a new row of the grid (the first of a pair of dates). */
export const rowStart: BoxProps['style'] = { gridColumnStart: 1 };

/** Search and Reset, below the labels of the fields beside them. */
export function FilterButtons({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" mt={25}>
      {children}
    </Group>
  );
}
