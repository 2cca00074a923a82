import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Finding } from '../state/notice-findings';

/** Findings listed before "show all": the summary stays compact above the send button. */
const shortList = 5;

export interface FindingsSummaryProps {
  readonly findings: readonly Finding[];
  /** Where a finding of the form stands, for its line ("P1 · Gross weight"). */
  readonly placeOf: (field: string) => string;
  /** Goes to the field or row of a finding. */
  readonly onLocate: (field: string) => void;
}

/**
 * Every finding that stands, in short: how many refuse the send and how many only ask, then the
 * first few, each a link to its field or row.
 */
export function FindingsSummary({ findings, placeOf, onLocate }: FindingsSummaryProps) {
  const { t } = useTranslation('delivery');
  const [all, setAll] = useState(false);
  if (findings.length === 0) {
    return (
      <Group gap={6} data-findings-summary>
        <IconCircleCheck size={16} stroke={1.8} color="var(--mantine-color-teal-8)" aria-hidden />
        <Text size="sm">{t('notice.checks.pass')}</Text>
      </Group>
    );
  }
  const blocking = findings.filter((finding) => finding.severity === 'block').length;
  const asking = findings.length - blocking;
  const shown = all ? findings : findings.slice(0, shortList);
  return (
    <Stack gap={4} data-findings-summary>
      <Text size="sm" fw={600} id="notice-checks-title">
        {t('notice.checks.title', { blocking, asking })}
      </Text>
      <List size="sm" spacing={2} aria-labelledby="notice-checks-title">
        {shown.map((finding) => (
          <List.Item key={`${finding.field}:${finding.message}`}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              c={finding.severity === 'block' ? 'red.9' : undefined}
              ta="left"
              onClick={() => onLocate(finding.field)}
            >
              {finding.source === 'form'
                ? `${placeOf(finding.field)}: ${finding.message}`
                : finding.message}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {findings.length > shortList ? (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setAll((value) => !value)}>
            {all ? t('notice.checks.fewer') : t('notice.checks.all', { count: findings.length })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
