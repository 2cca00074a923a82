import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

/** The colours a status can take, from Mantine's palette. */
export const statusTones = [
  'gray',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'violet',
  'teal',
] as const;

export type StatusTone = (typeof statusTones)[number];

/**
 * The tone of a status from a feature's table of tones, or `fallback` for a status the table does
 * not name (a status a newer server sends, say).
 */
export function toneOf(
  status: string,
  tones: Readonly<Record<string, StatusTone>>,
  fallback: StatusTone = 'gray',
): StatusTone {
  return Object.hasOwn(tones, status) ? (tones[status] ?? fallback) : fallback;
}

export interface StatusBadgeProps {
  /** The status value as the server sends it (e.g. `ACCEPTED`); kept in `data-status`. */
  status: string;
  /** The translated name of the status. */
  label: ReactNode;
  tone?: StatusTone;
  /** Shown on hover: what the label alone does not say (the code of an unknown status). */
  title?: string;
}

/** A status of an order, a user or a message, as a small coloured badge. */
export function StatusBadge({ status, label, tone = 'gray', title }: StatusBadgeProps) {
  return (
    <Badge
      color={tone}
      variant="light"
      radius="sm"
      tt="none"
      title={title}
      data-status={status}
      data-tone={tone}
    >
      {label}
    </Badge>
  );
}
