import type { ReactNode } from 'react';
import { Box, Group, Stack, Text, Title } from '@mantine/core';

export interface PageHeaderProps {
  /** The page's heading (rendered as the h1). */
  title: ReactNode;
  /** One or two dimmed lines under the title. */
  description?: ReactNode;
  /** Buttons or menus aligned to the right of the title. */
  actions?: ReactNode;
}

/** The top of a page: its h1, an optional description and right-aligned actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Box component="header" mb="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 20rem', minWidth: 0 }}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap="sm" justify="flex-end" data-testid="page-header-actions">
            {actions}
          </Group>
        ) : null}
      </Group>
    </Box>
  );
}
