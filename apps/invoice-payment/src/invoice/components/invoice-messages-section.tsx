import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { outboundDocumentTypeText, type Message } from '@portal/contracts';
import { DetailSection, DetailTable } from '../../common/detail-parts';
import { useFinanceFormat } from '../../common/use-finance-format';
import { InvoiceStatusBadge } from './invoice-badges';

type MessageError = Message['errors'][number];

/** Why the partner refused, and where in the message when its acknowledgement says. */
function errorReason(error: MessageError, t: TFunction<'invoice-payment'>): string {
  const reason =
    error.message ??
    (error.code === undefined ? '' : t('invoice.message.errorCode', { code: error.code }));
  if (error.segmentTag === undefined) return reason;
  const where =
    error.elementPosition === undefined
      ? t('invoice.message.atSegment', { segment: error.segmentTag })
      : t('invoice.message.atElement', {
          segment: error.segmentTag,
          element: error.elementPosition,
        });
  return reason === '' ? where : `${reason} (${where})`;
}

/**
 * The messages the invoice went as, newest first, each with the partner's verdict (its 997 /
 * CONTRL): the status in words, when it was acknowledged, and the reasons of a refusal. A
 * refused latest message is told above the table.
 */
export function InvoiceMessagesSection({ messages }: { messages: readonly Message[] }) {
  const { t } = useTranslation('invoice-payment');
  const format = useFinanceFormat();
  const title = t('invoice.section.messages');
  const latest = messages[0];
  return (
    <DetailSection title={title}>
      <Stack gap="sm">
        {latest?.status === 'failed' ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} stroke={1.6} />}
            title={t('invoice.message.failedTitle', {
              document: outboundDocumentTypeText(latest.documentType, format.language),
              number: latest.interchangeControlNumber,
            })}
          >
            <Stack gap={4}>
              {latest.errors.map((error, index) => (
                <Text key={index} size="sm" fw={500}>
                  {errorReason(error, t)}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <DetailTable<Message>
          label={title}
          rows={messages}
          rowKey={(message) => message.id}
          empty={t('invoice.message.none')}
          columns={[
            {
              key: 'documentType',
              title: t('invoice.message.documentType'),
              render: (m) => outboundDocumentTypeText(m.documentType, format.language),
            },
            {
              key: 'controlNumber',
              title: t('invoice.message.controlNumber'),
              render: (m) => m.interchangeControlNumber,
            },
            {
              key: 'status',
              title: t('invoice.message.verdict'),
              render: (m) => <InvoiceStatusBadge status={m.status} />,
            },
            {
              key: 'createdAt',
              title: t('invoice.message.sentAt'),
              render: (m) => format.dateTime(m.writtenAt ?? m.createdAt),
            },
            {
              key: 'acknowledgedAt',
              title: t('invoice.message.acknowledgedAt'),
              render: (m) =>
                m.acknowledgedAt !== null
                  ? format.dateTime(m.acknowledgedAt)
                  : m.acknowledgementExpected
                    ? t('invoice.message.awaitingAcknowledgement')
                    : t('invoice.message.noAcknowledgement'),
            },
            {
              key: 'errors',
              title: t('invoice.message.reasons'),
              render: (m) =>
                m.errors.length === 0 ? null : (
                  <Stack gap={0}>
                    {m.errors.map((error, index) => (
                      <Text key={index} size="sm">
                        {errorReason(error, t)}
                      </Text>
                    ))}
                  </Stack>
                ),
            },
          ]}
        />
      </Stack>
    </DetailSection>
  );
}
