import type { ReactNode } from 'react';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

export interface LoadErrorPanelProps {
  title: ReactNode;
  message: ReactNode;
  /** Label of the retry button. */
  retryLabel: ReactNode;
  onRetry: () => void;
  /** While true the button shows a loader and cannot be pressed again. */
  retrying?: boolean;
  /** Technical details (error code, request id), shown small in monospace. */
  details?: string;
}

/** Shown where part of a page failed to load, with a way to try again. */
export function LoadErrorPanel({
  title,
  message,
  retryLabel,
  onRetry,
  retrying = false,
  details,
}: LoadErrorPanelProps) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={20} stroke={1.6} />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {details ? (
          <Code block fz="xs" w="100%" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {details}
          </Code>
        ) : null}
        <Group>
          <Button
            color="red"
            variant="outline"
            size="xs"
            leftSection={<IconRefresh size={16} stroke={1.6} />}
            loading={retrying}
            aria-busy={retrying}
            onClick={onRetry}
          >
            {retryLabel}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
