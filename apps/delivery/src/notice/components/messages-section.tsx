import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { outboundDocumentTypeText, type Message } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { useFieldLayout } from '../hooks/use-field-layout';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import { FieldSettings } from './field-settings';
import { InfoTable, type InfoColumn } from './info-table';
import { NoticeSection } from './notice-section';
import { useSentMessageColumns } from './sent-message-columns';

type MessageError = Message['errors'][number];

/** Why the partner refused (or the gateway failed), and where in the message when it says. */
export function errorReason(error: MessageError, t: TFunction<'delivery'>): string {
  const reason =
    error.message ??
    (error.code === undefined ? '' : t('notice.messages.errorCode', { code: error.code }));
  if (error.segmentTag === undefined) return reason;
  const where =
    error.elementPosition === undefined
      ? t('notice.messages.atSegment', { segment: error.segmentTag })
      : t('notice.messages.atElement', {
          segment: error.segmentTag,
          element: error.elementPosition,
        });
  return reason === '' ? where : `${reason} (${where})`;
}

/**
 * The messages the notice was sent as, newest first, with the partner's verdict; a failed one is
 * told prominently with its reason and the way to correct it (copy, correct, send the copy).
 */
export const MessagesSection = memo(function MessagesSection({
  messages,
}: {
  messages: readonly Message[];
}) {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const format = useDeliveryFormat();
  const title = t('notice.section.messages');
  const sent = useSentMessageColumns<Message>();
  const columns = useMemo<readonly InfoColumn<Message>[]>(
    () => [
      ...sent,
      {
        key: 'acknowledgedAt',
        title: t('notice.column.acknowledgedAt'),
        defaultHidden: true,
        render: (message) => format.dateTime(message.acknowledgedAt),
      },
      {
        key: 'errors',
        title: t('notice.column.errors'),
        render: (message) =>
          message.errors.length === 0 ? null : (
            <Stack gap={0}>
              {message.errors.map((error, index) => (
                <Text key={index} size="sm">
                  {errorReason(error, t)}
                </Text>
              ))}
            </Stack>
          ),
      },
    ],
    [sent, t, format],
  );
  const layout = useFieldLayout('messages', columns);
  const latest = messages[0];

  return (
    <NoticeSection
      title={title}
      actions={
        <FieldSettings
          section={title}
          fields={columns}
          state={layout}
          labelOf={(column) => column.title}
        />
      }
    >
      {latest?.status === 'failed' ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} stroke={1.6} />}
          title={t('notice.messages.failedTitle', {
            document: outboundDocumentTypeText(latest.documentType, language),
            number: latest.interchangeControlNumber,
          })}
          data-failed-message
        >
          <Stack gap={4}>
            {latest.errors.map((error, index) => (
              <Text key={index} size="sm" fw={500}>
                {errorReason(error, t)}
              </Text>
            ))}
            <Text size="sm">{t('notice.messages.copyHint')}</Text>
          </Stack>
        </Alert>
      ) : null}
      <InfoTable
        label={title}
        columns={layout.shown}
        rows={messages}
        rowKey={(message) => String(message.id)}
        empty={t('notice.messages.none')}
      />
    </NoticeSection>
  );
});
