import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { outboundDocumentTypeText, type Message } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { FieldSettings } from '../../notice/components/field-settings';
import { InfoTable, type InfoColumn } from '../../notice/components/info-table';
import { errorReason } from '../../notice/components/messages-section';
import { NoticeSection } from '../../notice/components/notice-section';
import { useSentMessageColumns } from '../../notice/components/sent-message-columns';
import { messagePath } from '../../messages/state/message-paths';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import { useInvoiceLayout } from '../hooks/use-invoice-layout';

/**
 * The messages the invoice was sent as, newest first, with the partner's 997 / CONTRL verdict. A
 * refused one is told with its reason and the ways on: resend it from the message status view
 * once the cause is put right, or correct the invoice with a credit memo.
 */
export const InvoiceMessagesSection = memo(function InvoiceMessagesSection({
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
  const layout = useInvoiceLayout('messages', columns);
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
          <Stack gap={4} align="flex-start">
            {latest.errors.map((error, index) => (
              <Text key={index} size="sm" fw={500}>
                {errorReason(error, t)}
              </Text>
            ))}
            <Text size="sm">{t('invoice.messages.failedHint')}</Text>
            <Anchor component={Link} to={messagePath(latest.id)} size="sm">
              {t('invoice.messages.open', { number: latest.interchangeControlNumber })}
            </Anchor>
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
