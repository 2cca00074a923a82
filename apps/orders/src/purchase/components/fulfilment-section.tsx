import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of an order's fulfilment: a titled region, with its buttons beside the title. */
export function FulfilmentSection({
  title,
  actions,
  children,
}: {
  readonly title: string;
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder p="md" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={3} size="h5">
            {title}
          </Title>
          {actions === undefined ? null : <Group gap="xs">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
