import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import type { Finding } from '../state/notice-findings';

export interface NoticeSectionProps {
  readonly title: string;
  /** Buttons of the section (add, upload…) and its field settings. */
  readonly actions?: ReactNode;
  /**
   * Findings of the section with no field on screen to stand next to (a hidden column, the line
   * items as a whole): spelt out under the heading.
   */
  readonly findings?: readonly Finding[];
  readonly children: ReactNode;
}

/** One section of the builder: a region named by its heading, its actions on the right. */
export function NoticeSection({ title, actions, findings = [], children }: NoticeSectionProps) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Title order={2} size="h5" id={headingId}>
            {title}
          </Title>
          {actions === undefined ? null : (
            <Group gap="xs" wrap="nowrap">
              {actions}
            </Group>
          )}
        </Group>
        {findings.length === 0 ? null : (
          <Stack gap={2} data-section-findings>
            {findings.map((finding) => (
              <FindingText key={`${finding.field}:${finding.message}`} finding={finding} />
            ))}
          </Stack>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * One finding as a line of text: a refusal in dark red, a question with a warning sign (orange
 * text would not reach AA contrast on white).
 */
export function FindingText({ finding, size = 'sm' }: { finding: Finding; size?: 'xs' | 'sm' }) {
  return finding.severity === 'ask' ? (
    <Text size={size} data-severity="ask">
      <IconAlertTriangle
        size={14}
        stroke={1.8}
        color="var(--mantine-color-orange-7)"
        aria-hidden
        style={{ verticalAlign: '-2px', marginInlineEnd: 4 }}
      />
      {finding.message}
    </Text>
  ) : (
    <Text size={size} c="red.9" data-severity="block">
      {finding.message}
    </Text>
  );
}
