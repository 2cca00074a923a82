import type { ReactNode } from 'react';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from '../PageHeader';

export interface ScreenPlaceholderProps {
  title: ReactNode;
  description: ReactNode;
  /** Says the screen is not built yet (and, if known, what it will offer). */
  note: ReactNode;
}

/** The body of a screen that is not built yet: its header and a note. */
export function ScreenPlaceholder({ title, description, note }: ScreenPlaceholderProps) {
  return (
    <section>
      <PageHeader title={title} description={description} />
      <Paper withBorder p="lg" role="note">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
            <IconTools size={20} stroke={1.6} />
          </ThemeIcon>
          <Text size="sm" pt={6}>
            {note}
          </Text>
        </Group>
      </Paper>
    </section>
  );
}
