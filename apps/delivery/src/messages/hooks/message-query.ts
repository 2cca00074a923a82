import dayjs from 'dayjs';
import { messagePageQuerySchema } from '@portal/contracts';
import type { z } from 'zod';
import type { MessageFilters } from '../state/message-list-query';

export type MessageListQuery = z.input<typeof messagePageQuerySchema>;

/** The first or last instant of a day in the user's zone, as the server's ISO instants. */
const dayStart = (day: string) => dayjs(day).startOf('day').toISOString();
const dayEnd = (day: string) => dayjs(day).endOf('day').toISOString();

/**
 * The query of one page: only the filters that say something; the days become the instants
 * where the user's days begin and end. Null when the contract refuses it (an end before the
 * start), so nothing the server would refuse is sent.
 */
export function messageListQuery(
  filters: MessageFilters,
  page: number,
  size: number,
): MessageListQuery | null {
  const query: MessageListQuery = { page, size };
  if (filters.projectKey !== '') query.projectKey = filters.projectKey;
  if (filters.status !== '') query.status = filters.status;
  if (filters.documentType !== '') query.documentType = filters.documentType;
  const serial = filters.orderSerialNumber.trim();
  if (serial !== '') query.orderSerialNumber = Number(serial);
  if (filters.from !== '') query.from = dayStart(filters.from);
  if (filters.to !== '') query.to = dayEnd(filters.to);
  return messagePageQuerySchema.safeParse(query).success ? query : null;
}
