import { Button, Divider, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconSend, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeliveryFormat } from './use-delivery-format';

/** What a builder (ship notice, invoice) is waiting for: its save, its send, or nothing. */
export type BuilderBusy = 'save' | 'send' | null;

/** One labelled fact of a builder's header. */
export function HeaderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** The labels of the facts every builder's header shows, in the builder's own words. */
export interface RecordFactLabels {
  readonly po: string;
  readonly project: string;
  readonly orderStatus: string;
  readonly status: string;
  readonly updatedAt: string;
  readonly sentAt: string;
}

export interface RecordFactsProps {
  readonly labels: RecordFactLabels;
  readonly poNumber: string | null;
  readonly projectKey: string;
  /** The order's status label, or nothing. */
  readonly orderStatus: ReactNode;
  /** The record's own status label, or that it is not saved yet. */
  readonly status: ReactNode;
  readonly updatedAt: string | null;
  /** When it was sent; the fact is left out while it is not. */
  readonly sentAt: string | null;
}

/** The facts every builder's header starts with: its order, both statuses, when saved and sent. */
export function RecordFacts({
  labels,
  poNumber,
  projectKey,
  orderStatus,
  status,
  updatedAt,
  sentAt,
}: RecordFactsProps) {
  const format = useDeliveryFormat();
  return (
    <>
      <HeaderFact label={labels.po}>
        <Text size="sm" fw={600}>
          {poNumber ?? ''}
        </Text>
      </HeaderFact>
      <HeaderFact label={labels.project}>
        <Text size="sm">{projectKey}</Text>
      </HeaderFact>
      <HeaderFact label={labels.orderStatus}>{orderStatus}</HeaderFact>
      <HeaderFact label={labels.status}>{status}</HeaderFact>
      <HeaderFact label={labels.updatedAt}>
        <Text size="sm">{format.dateTime(updatedAt) || '—'}</Text>
      </HeaderFact>
      {sentAt === null ? null : (
        <HeaderFact label={labels.sentAt}>
          <Text size="sm">{format.dateTime(sentAt)}</Text>
        </HeaderFact>
      )}
    </>
  );
}

/** The "not saved yet" status of a record the builder has not saved. */
export function NotSavedStatus({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

export interface BuilderHeaderProps {
  /** The header's facts, laid out in a grid. */
  readonly facts: ReactNode;
  /** Notes under the facts (where a draft came from). */
  readonly notes?: ReactNode;
  /** Whether the record is a draft: only then is the findings summary shown. */
  readonly editable: boolean;
  /** The findings summary, shown above the buttons while the record is a draft. */
  readonly summary: ReactNode;
  /** The header's buttons, right-aligned. */
  readonly actions: ReactNode;
}

/** The header of a builder screen: its facts, notes, findings summary and buttons. */
export function BuilderHeader({ facts, notes, editable, summary, actions }: BuilderHeaderProps) {
  return (
    <Paper withBorder p="md" component="header">
      <Stack gap="sm">
        {/* Facts flow and wrap by their own width: in six equal columns at 1280 px a long
            status label ran under its neighbour. */}
        <Group gap="xl" align="flex-start" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
          {facts}
        </Group>
        {notes}
        {editable ? (
          <>
            <Divider />
            {summary}
          </>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Saves the draft; pressable while nothing else runs and there is something to save. */
export function SaveButton({
  busy,
  canSave,
  onClick,
}: {
  busy: BuilderBusy;
  canSave: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('delivery');
  return (
    <Button
      variant="default"
      leftSection={<IconDeviceFloppy size={16} stroke={1.6} />}
      loading={busy === 'save'}
      disabled={busy !== null || !canSave}
      onClick={onClick}
    >
      {t('common:button.save')}
    </Button>
  );
}

/** Deletes the saved draft (the question is asked by the screen). */
export function DeleteButton({
  busy,
  onClick,
  children,
}: {
  busy: BuilderBusy;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconTrash size={16} stroke={1.6} />}
      disabled={busy !== null}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** Sends the saved draft; when it cannot, the reason shows on hover and for screen readers. */
export function SendButton({
  busy,
  blockedBy,
  onClick,
  children,
}: {
  busy: BuilderBusy;
  /** Why it cannot be sent now; null when it can. */
  blockedBy: string | null;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <Button
      leftSection={<IconSend size={16} stroke={1.6} />}
      loading={busy === 'send'}
      disabled={busy !== null || blockedBy !== null}
      onClick={onClick}
      {...(blockedBy === null ? {} : { 'aria-description': blockedBy })}
    >
      {children}
    </Button>
  );
  if (blockedBy === null) return button;
  return (
    <Tooltip label={blockedBy}>
      <span>{button}</span>
    </Tooltip>
  );
}
