import type { ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

export interface NotFoundPanelProps {
  /** The status shown large, e.g. 404 or 500. */
  code: string | number;
  title: ReactNode;
  message: ReactNode;
  actionLabel: ReactNode;
  /** E.g. navigate home or reload. */
  onAction: () => void;
}

/** The body of an error page (404, 500): the status, what happened and one way out. */
export function NotFoundPanel({ code, title, message, actionLabel, onAction }: NotFoundPanelProps) {
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={560} ta="center">
        <Text
          component="p"
          fz={{ base: 72, sm: 112 }}
          fw={800}
          lh={1}
          c="portalBlue.3"
          style={{ letterSpacing: '0.04em' }}
          data-testid="error-code"
        >
          {code}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button mt="md" onClick={onAction}>
          {actionLabel}
        </Button>
      </Stack>
    </Center>
  );
}
