import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  messageStatusMeaning,
  messageStatuses,
  type InvoiceStatus,
  type MessageStatus,
  type PaidState,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import type { StatusTone } from '@portal/ui';

const statusTones: Readonly<Record<InvoiceStatus, StatusTone>> = {
  draft: 'gray',
  new: 'gray',
  doing: 'blue',
  pok: 'yellow',
  finish: 'teal',
  success: 'green',
  failed: 'red',
  unknown: 'orange',
  received: 'violet',
};

const isMessageStatus = (status: InvoiceStatus): status is MessageStatus =>
  (messageStatuses as readonly string[]).includes(status);

/** An invoice's status in words: draft, its message's status (the contracts' wording), or received. */
export function useInvoiceStatusText(): (status: InvoiceStatus) => string {
  const { t, i18n } = useTranslation('invoice-payment');
  const language = currentLanguage(i18n);
  return (status) =>
    isMessageStatus(status)
      ? messageStatusMeaning(status, language)
      : status === 'draft'
        ? t('invoice.status.draft')
        : t('invoice.status.received');
}

/**
 * The status badge: a refused or unacknowledged message is filled with a warning sign, and an
 * invoice the customer sent (received) carries an inbox sign, so both stand out in the list.
 */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const textOf = useInvoiceStatusText();
  const troubled = status === 'failed' || status === 'unknown';
  return (
    <Badge
      color={statusTones[status]}
      variant={troubled ? 'filled' : 'light'}
      radius="sm"
      tt="none"
      data-status={status}
      leftSection={
        troubled ? (
          <IconAlertTriangle size={12} stroke={2} aria-hidden />
        ) : status === 'received' ? (
          <IconInbox size={12} stroke={2} aria-hidden />
        ) : null
      }
    >
      {textOf(status)}
    </Badge>
  );
}

const paidTones: Readonly<Record<PaidState, StatusTone>> = {
  unpaid: 'gray',
  partial: 'yellow',
  paid: 'green',
  overpaid: 'orange',
};

/** How much of the invoice its matched payments cover, in words. */
export function PaidStateBadge({ state }: { state: PaidState }) {
  const { t } = useTranslation('invoice-payment');
  return (
    <Badge color={paidTones[state]} variant="light" radius="sm" tt="none" data-paid={state}>
      {t(`paidState.${state}`)}
    </Badge>
  );
}
