import { useId } from 'react';
import { Loader, Stack, Text } from '@mantine/core';

export interface PageLoaderProps {
  /** What is loading, e.g. "Loading orders…"; shown under the loader and used as its name. */
  label: string;
}

/** A centred loader for a page or a panel whose data is on its way. */
export function PageLoader({ label }: PageLoaderProps) {
  const labelId = useId();
  return (
    <Stack
      role="status"
      aria-live="polite"
      aria-busy
      aria-labelledby={labelId}
      align="center"
      justify="center"
      gap="sm"
      mih={240}
      p="xl"
    >
      <Loader type="dots" aria-hidden />
      <Text id={labelId} size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
