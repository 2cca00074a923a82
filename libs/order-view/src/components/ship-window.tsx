import { Badge, Group, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';

export interface ShipWindowProps {
  /** Earliest ship day (`YYYY-MM-DD`), or null when the order gives none. */
  readonly start: string | null;
  /** Latest ship day, or null when the order gives none. */
  readonly end: string | null;
  /** The window ends soon (or has ended) and nothing shipped: marked with a badge. */
  readonly dueSoon?: boolean;
  /** The badge's text in the user's language, e.g. "Due soon": the mark never rests on colour. */
  readonly dueSoonLabel: string;
  /** How a day reads (the portal's date format); shown as given when absent. */
  readonly formatDay?: (day: string) => string;
  /** Stands for an end the order does not give. */
  readonly openEnd?: string;
}

const asGiven = (day: string): string => day;

/**
 * An order's ship window as "start – end" (one day when both are the same), with a due-soon
 * badge that says so in words.
 */
export function ShipWindow({
  start,
  end,
  dueSoon = false,
  dueSoonLabel,
  formatDay = asGiven,
  openEnd = '…',
}: ShipWindowProps) {
  const side = (day: string | null) => (day === null ? openEnd : formatDay(day));
  const text =
    start === null && end === null
      ? openEnd
      : start === end
        ? side(start)
        : `${side(start)} – ${side(end)}`;
  return (
    <Group gap={6} wrap="wrap" data-due-soon={dueSoon || undefined}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
      {dueSoon ? (
        <Badge
          color="orange"
          variant="light"
          size="sm"
          leftSection={<IconClockExclamation size={12} stroke={1.8} aria-hidden />}
        >
          {dueSoonLabel}
        </Badge>
      ) : null}
    </Group>
  );
}
