import { describe, expect, it } from 'vitest';
import { messageStatuses } from './edi-gateway';
import { orderDocumentTypes } from './edi-documents';
import { invoiceStatuses, paidStates } from './invoice';
import { orderStatuses } from './orders';
import { paymentMatchStates } from './payment';
import {
  invoiceStatusMeanings,
  messageStatusMeaning,
  messageStatusMeanings,
  orderDocumentTypeMeaning,
  orderDocumentTypeMeanings,
  orderStatusMeaning,
  orderStatusMeanings,
  paidStateMeanings,
  paymentMatchStateMeanings,
  statusTexts,
  userStatusMeanings,
  type StatusMeaning,
} from './status-labels';
import { userStatuses } from './users';

const tables: readonly [string, readonly string[], Readonly<Record<string, StatusMeaning>>][] = [
  ['order status', orderStatuses, orderStatusMeanings],
  ['message status', messageStatuses, messageStatusMeanings],
  ['invoice status', invoiceStatuses, invoiceStatusMeanings],
  ['paid state', paidStates, paidStateMeanings],
  ['payment match state', paymentMatchStates, paymentMatchStateMeanings],
  ['user status', userStatuses, userStatusMeanings],
  ['order document type', orderDocumentTypes, orderDocumentTypeMeanings],
];

describe('status words', () => {
  it.each(tables)(
    'words every %s in both languages, never by its internal name',
    (_, values, table) => {
      expect(Object.keys(table).sort()).toEqual([...values].sort());
      for (const value of values) {
        const meaning = table[value];
        for (const language of ['zh-cn', 'en-us'] as const) {
          expect(meaning?.[language]).toMatch(/\S/);
          expect(meaning?.[language]).not.toContain(value);
        }
        expect(meaning?.['zh-cn']).toMatch(/\p{Script=Han}/u);
      }
    },
  );

  it('says "Awaiting acceptance" for an order received and not yet answered', () => {
    expect(orderStatusMeaning('RECEIVED', 'en-us')).toBe('Awaiting acceptance');
    expect(orderStatusMeaning('RECEIVED', 'zh-cn')).toBe('待接单');
  });

  it('shows nothing rather than an unknown internal name', () => {
    expect(orderStatusMeaning('ARCHIVED', 'en-us')).toBe('');
    expect(orderDocumentTypeMeaning('ORDER_PLAN', 'en-us')).toBe('Order plan');
    expect(orderDocumentTypeMeaning('QUOTE', 'zh-cn')).toBe('');
    expect(messageStatusMeaning('failed', 'zh-cn')).toBe('失败');
  });

  it('builds the screens’ text keys from a table', () => {
    expect(statusTexts('status.', orderStatusMeanings, 'en-us')).toMatchObject({
      'status.RECEIVED': 'Awaiting acceptance',
      'status.NEW_ORDER': 'New order',
    });
    expect(Object.keys(statusTexts('users.status.', userStatusMeanings, 'zh-cn'))).toEqual([
      'users.status.activated',
      'users.status.deactivated',
    ]);
  });
});
