import { Button, Card, CopyButton, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { outboundDocumentTypeText, type Message, type OrderDetail } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { useOrderFormat } from '../hooks/use-order-format';
import { useOrderMessages } from '../hooks/use-order-history';
import { DetailSection, DetailTable, EmptyText, FieldGrid } from './detail-blocks';
import { MessageStatusBadge } from './order-status-badge';

type SourceDocument = OrderDetail['documents'][number];

/** One inbound document: its envelope facts and its text exactly as received. */
function SourceDocumentCard({ document }: { document: SourceDocument }) {
  const { t } = useTranslation('order-view');
  const format = useOrderFormat();
  const heading = t('order.document.heading', {
    setId: document.setId,
    standard: document.standard,
    fileName: document.fileName,
  });
  return (
    <Card withBorder padding="sm" radius="sm" component="section" aria-label={heading}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {heading}
        </Text>
        <FieldGrid
          fields={[
            { label: t('order.document.setId'), value: document.setId },
            { label: t('order.document.standard'), value: document.standard },
            {
              label: t('order.document.interchangeControlNumber'),
              value: document.interchangeControlNumber,
            },
            { label: t('order.document.groupControlNumber'), value: document.groupControlNumber },
            { label: t('order.document.controlNumber'), value: document.controlNumber },
            { label: t('order.document.senderId'), value: document.senderId },
            { label: t('order.document.receiverId'), value: document.receiverId },
            { label: t('order.document.fileName'), value: document.fileName },
            { label: t('order.document.receivedAt'), value: format.dateTime(document.receivedAt) },
          ]}
        />
        <CopyButton value={document.originalText} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              w="fit-content"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? t('order.document.copied') : t('order.document.copy')}
            </Button>
          )}
        </CopyButton>
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <Text
            component="pre"
            aria-label={t('order.document.text', { setId: document.setId })}
            ff="monospace"
            fz="xs"
            m={0}
            p="xs"
            bg="var(--mantine-color-gray-0)"
            style={{ whiteSpace: 'pre', borderRadius: 4 }}
          >
            {document.originalText}
          </Text>
        </ScrollArea.Autosize>
      </Stack>
    </Card>
  );
}

/** The control numbers of an outbound message: interchange / group / transaction. */
const controlNumbersOf = (message: Message): string =>
  [message.interchangeControlNumber, message.groupControlNumber, message.transactionControlNumber]
    .filter((number) => number !== null && number !== '')
    .join(' / ');

/**
 * Original document: each inbound document of the order verbatim (order, then each change), and
 * the messages sent about it with their delivery status.
 */
export function OriginalDocumentTab({ detail }: { detail: OrderDetail }) {
  const { t, i18n } = useTranslation('order-view');
  const language = currentLanguage(i18n);
  const format = useOrderFormat();
  const messages = useOrderMessages(detail.summary.serialNumber);

  return (
    <Stack gap="lg">
      <DetailSection title={t('order.section.documents')}>
        {detail.documents.length === 0 ? (
          <EmptyText>{t('order.document.none')}</EmptyText>
        ) : (
          <Stack gap="sm">
            {detail.documents.map((document) => (
              <SourceDocumentCard key={document.id} document={document} />
            ))}
          </Stack>
        )}
      </DetailSection>
      <DetailSection title={t('order.section.messages')}>
        {messages === null ? (
          <Loader size="sm" aria-label={t('order.detail.loading')} />
        ) : (
          <DetailTable<Message>
            label={t('order.section.messages')}
            rows={messages}
            rowKey={(message) => message.id}
            empty={t('order.message.none')}
            columns={[
              {
                key: 'documentType',
                title: t('order.message.documentType'),
                render: (message) => outboundDocumentTypeText(message.documentType, language),
              },
              {
                key: 'status',
                title: t('order.message.status'),
                render: (message) => <MessageStatusBadge status={message.status} />,
              },
              {
                key: 'fileName',
                title: t('order.message.fileName'),
                render: (message) => message.fileName,
              },
              {
                key: 'controlNumbers',
                title: t('order.message.controlNumbers'),
                render: controlNumbersOf,
              },
              {
                key: 'writtenAt',
                title: t('order.message.writtenAt'),
                render: (message) => format.dateTime(message.writtenAt),
              },
              {
                key: 'acknowledgedAt',
                title: t('order.message.acknowledgedAt'),
                render: (message) =>
                  message.acknowledgedAt === null
                    ? message.acknowledgementExpected
                      ? t('order.message.awaitingAcknowledgement')
                      : t('order.message.noAcknowledgement')
                    : format.dateTime(message.acknowledgedAt),
              },
              {
                key: 'errors',
                title: t('order.message.errors'),
                // Why the partner refused it (a failed ship notice, say), where it is not lost in the logs.
                render: (message) =>
                  message.errors.length === 0 ? null : (
                    <Stack gap={2}>
                      {message.errors.map((error, index) => (
                        <Text key={`${error.at ?? ''}-${index}`} size="sm" c="red">
                          {[error.message ?? t('order.message.noReason'), error.segmentTag]
                            .filter((part) => part !== undefined)
                            .join(' · ')}
                        </Text>
                      ))}
                    </Stack>
                  ),
              },
            ]}
          />
        )}
      </DetailSection>
    </Stack>
  );
}
