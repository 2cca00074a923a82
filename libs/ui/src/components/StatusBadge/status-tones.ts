import type { MessageStatus, OrderStatus, UserStatus } from '@portal/contracts';
import type { StatusTone } from './StatusBadge';

/**
 * The colours of the statuses the contracts define, one table each, so that every badge of a
 * status (the order view, the delivery screens, the Storybook story) shows it alike. The words
 * come from the contracts (status-labels.ts); a colour never stands alone for a meaning.
 */

/** Order statuses: waiting on us, moving, done well, ended badly. */
export const orderStatusTones: Readonly<Record<OrderStatus, StatusTone>> = {
  NEW_ORDER: 'blue',
  RECEIVED: 'blue',
  CHANGED: 'orange',
  ACCEPTED: 'teal',
  REJECTED: 'red',
  BACKORDERED: 'yellow',
  CANCELED: 'gray',
  ROUTED: 'violet',
  PRINTED: 'violet',
  DELIVERED: 'teal',
  SEND_ASN: 'blue',
  SENT_ASN: 'blue',
  SEND_INV: 'blue',
  SENT_INV: 'green',
  PAYMENT_ORDER: 'green',
  INVOICE: 'green',
};

/** Outbound message statuses: failed and unknown (no answer in time) stand out. */
export const messageStatusTones: Readonly<Record<MessageStatus, StatusTone>> = {
  new: 'gray',
  doing: 'blue',
  pok: 'yellow',
  finish: 'teal',
  success: 'green',
  failed: 'red',
  unknown: 'orange',
};

export const userStatusTones: Readonly<Record<UserStatus, StatusTone>> = {
  activated: 'green',
  deactivated: 'gray',
};
