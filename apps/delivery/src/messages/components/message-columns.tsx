import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { outboundDocumentTypeText, type Message } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import type { PagedTableColumn } from '@portal/ui';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import { messagePath } from '../state/message-paths';
import { MessageStatusBadge } from './message-status-badge';

/** Interchange / group / transaction control numbers, the ones the message has. */
export const controlNumbersOf = (message: Message): string =>
  [message.interchangeControlNumber, message.groupControlNumber, message.transactionControlNumber]
    .filter((number) => number !== null && number !== '')
    .join(' / ');

/**
 * The message list's columns: the document (type in words over its file name, a link to the
 * message), control numbers, order, status, when it was made, written and acknowledged, and the
 * attempts with the errors recorded.
 */
export function useMessageColumns(): PagedTableColumn<Message>[] {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const format = useDeliveryFormat();
  return useMemo(
    () => [
      {
        key: 'document',
        wrap: true,
        sticky: 'start',
        title: t('messages.column.document'),
        hideable: false,
        render: (message) => (
          <Stack gap={0}>
            <Text size="sm">{outboundDocumentTypeText(message.documentType, language)}</Text>
            <Anchor
              component={Link}
              to={messagePath(message.id)}
              size="xs"
              style={{ wordBreak: 'break-all' }}
            >
              {message.fileName}
            </Anchor>
          </Stack>
        ),
      },
      {
        key: 'controlNumbers',
        title: t('messages.column.controlNumbers'),
        render: controlNumbersOf,
      },
      {
        key: 'order',
        title: t('messages.column.order'),
        render: (message) => (
          <Stack gap={0}>
            <Text size="sm">{message.orderSerialNumber ?? ''}</Text>
            <Text size="xs" c="dimmed">
              {message.projectKey}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'status',
        title: t('messages.column.status'),
        hideable: false,
        render: (message) => <MessageStatusBadge status={message.status} />,
      },
      {
        key: 'createdAt',
        title: t('messages.column.createdAt'),
        render: (message) => format.dateTime(message.createdAt),
      },
      {
        key: 'writtenAt',
        title: t('messages.column.writtenAt'),
        render: (message) => format.dateTime(message.writtenAt),
      },
      {
        key: 'acknowledgedAt',
        title: t('messages.column.acknowledgedAt'),
        render: (message) =>
          message.acknowledgedAt !== null ? (
            format.dateTime(message.acknowledgedAt)
          ) : (
            <Text size="sm" c="dimmed">
              {message.acknowledgementExpected
                ? t('messages.awaitingAcknowledgement')
                : t('messages.noAcknowledgement')}
            </Text>
          ),
      },
      {
        key: 'attempts',
        title: t('messages.column.attempts'),
        width: 100,
        render: (message) => (
          <Stack gap={0}>
            <Text size="sm">{t('messages.attempts', { count: message.attempts })}</Text>
            {message.errors.length === 0 ? null : (
              <Text size="xs" c="red" fw={600}>
                {t('messages.errorCount', { count: message.errors.length })}
              </Text>
            )}
          </Stack>
        ),
      },
    ],
    [t, language, format],
  );
}
