import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  Loader,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { outboundDocumentTypeText, type Message, type MessageDetail } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { ConfirmDialog, showSnackbar } from '@portal/ui';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import { resendMessage } from '../api/resend-message';
import { useMessageDetail } from '../hooks/use-message-detail';
import { messagePath } from '../state/message-paths';
import { controlNumbersOf } from './message-columns';
import { isTroubledStatus, MessageStatusBadge } from './message-status-badge';

type MessageError = Message['errors'][number];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Where in the message the partner found the error: segment, its position, the element. */
function useErrorPlace(): (error: MessageError) => string {
  const { t } = useTranslation('delivery');
  return (error) =>
    [
      error.segmentTag === undefined
        ? null
        : t('messages.error.segment', { tag: error.segmentTag }),
      error.segmentPosition === undefined
        ? null
        : t('messages.error.segmentPosition', { position: error.segmentPosition }),
      error.elementPosition === undefined
        ? null
        : t('messages.error.elementPosition', { position: error.elementPosition }),
    ]
      .filter((part) => part !== null)
      .join(' · ');
}

/** The errors recorded for the message, each with its reason and where it was found. */
function MessageErrors({ errors }: { errors: readonly MessageError[] }) {
  const { t } = useTranslation('delivery');
  const format = useDeliveryFormat();
  const placeOf = useErrorPlace();
  if (errors.length === 0) return <Text size="sm">{t('messages.error.none')}</Text>;
  return (
    <Stack gap="xs" role="list" aria-label={t('messages.detail.errors')}>
      {errors.map((error, index) => {
        const place = placeOf(error);
        return (
          <Alert
            key={`${error.at ?? ''}-${index}`}
            role="listitem"
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} stroke={1.6} />}
            title={error.message ?? t('messages.error.noReason')}
          >
            <Stack gap={2}>
              {error.code === undefined ? null : (
                <Text size="xs">{t('messages.error.code', { code: error.code })}</Text>
              )}
              {place === '' ? null : <Text size="xs">{place}</Text>}
              {error.at === undefined ? null : (
                <Text size="xs" c="dimmed">
                  {format.dateTime(error.at)}
                </Text>
              )}
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}

function MessageDetailBody({
  detail,
  onResent,
}: {
  detail: MessageDetail;
  onResent: (message: Message) => void;
}) {
  const { t, i18n } = useTranslation('delivery');
  const format = useDeliveryFormat();
  const [confirming, setConfirming] = useState(false);
  const typeText = outboundDocumentTypeText(detail.documentType, currentLanguage(i18n));
  // A message still waiting to be written has nothing to send again (the server refuses it).
  const canResend = detail.status !== 'new';

  const resend = async () => {
    const sent = await resendMessage(detail.id);
    setConfirming(false);
    showSnackbar(t('messages.resend.done', { number: sent.interchangeControlNumber }), {
      level: 'success',
    });
    onResent(sent);
  };

  return (
    <Stack gap="lg">
      {isTroubledStatus(detail.status) ? (
        <Alert
          color={detail.status === 'failed' ? 'red' : 'orange'}
          variant="light"
          icon={<IconAlertTriangle size={18} stroke={1.6} />}
          title={
            detail.status === 'failed'
              ? t('messages.detail.failedTitle')
              : t('messages.detail.unknownTitle')
          }
        >
          {detail.status === 'failed'
            ? t('messages.detail.failedHint', { document: typeText })
            : t('messages.detail.unknownHint')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Field label={t('messages.detail.status')}>
          <MessageStatusBadge status={detail.status} />
        </Field>
        <Field label={t('messages.detail.documentType')}>{typeText}</Field>
        <Field label={t('messages.detail.fileName')}>{detail.fileName}</Field>
        <Field label={t('messages.detail.controlNumbers')}>{controlNumbersOf(detail)}</Field>
        <Field label={t('messages.detail.project')}>{detail.projectKey}</Field>
        <Field label={t('messages.detail.order')}>{detail.orderSerialNumber ?? ''}</Field>
        <Field label={t('messages.detail.createdBy')}>{detail.createdBy}</Field>
        <Field label={t('messages.detail.createdAt')}>{format.dateTime(detail.createdAt)}</Field>
        <Field label={t('messages.detail.writtenAt')}>{format.dateTime(detail.writtenAt)}</Field>
        <Field label={t('messages.detail.acknowledgedAt')}>
          {detail.acknowledgedAt !== null
            ? format.dateTime(detail.acknowledgedAt)
            : detail.acknowledgementExpected
              ? t('messages.awaitingAcknowledgement')
              : t('messages.noAcknowledgement')}
        </Field>
        <Field label={t('messages.detail.attempts')}>{format.quantity(detail.attempts)}</Field>
        {detail.resendOf === null ? null : (
          <Field label={t('messages.detail.resendOf')}>
            <Anchor component={Link} to={messagePath(detail.resendOf)} size="sm">
              {t('messages.detail.messageNumber', { id: detail.resendOf })}
            </Anchor>
          </Field>
        )}
      </SimpleGrid>

      <Group gap="sm" align="center">
        <Button
          leftSection={<IconSend size={16} stroke={1.6} />}
          disabled={!canResend}
          onClick={() => setConfirming(true)}
        >
          {t('messages.resend.button')}
        </Button>
        {canResend ? null : (
          <Text size="sm" c="dimmed">
            {t('messages.resend.notYet')}
          </Text>
        )}
      </Group>

      <Stack gap="xs">
        <Title order={4}>{t('messages.detail.errors')}</Title>
        <MessageErrors errors={detail.errors} />
      </Stack>

      <Stack gap="xs">
        <Title order={4}>{t('messages.detail.text')}</Title>
        <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
          <Text
            component="pre"
            aria-label={t('messages.detail.text')}
            ff="monospace"
            fz="xs"
            m={0}
            p="xs"
            bg="var(--mantine-color-gray-0)"
            style={{ whiteSpace: 'pre', borderRadius: 4 }}
          >
            {detail.text}
          </Text>
        </ScrollArea.Autosize>
      </Stack>

      <ConfirmDialog
        opened={confirming}
        title={t('messages.resend.title')}
        message={t('messages.resend.message', {
          type: typeText,
          number: detail.interchangeControlNumber,
        })}
        confirmLabel={t('messages.resend.confirm')}
        cancelLabel={t('common:button.cancel')}
        onConfirm={resend}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

export interface MessageDetailDrawerProps {
  /** The message the address names; null keeps the drawer closed. */
  readonly messageId: number | null;
  readonly onClose: () => void;
  /** A resend made a new message: the caller opens it and reads the list again. */
  readonly onResent: (message: Message) => void;
}

/** One message: its status, the errors with their reasons, the text as written, and Resend. */
export function MessageDetailDrawer({ messageId, onClose, onResent }: MessageDetailDrawerProps) {
  const { t, i18n } = useTranslation('delivery');
  const { detail, failed } = useMessageDetail(messageId);
  const title =
    detail === null
      ? t('messages.detail.loadingTitle', { id: messageId ?? '' })
      : t('messages.detail.title', {
          type: outboundDocumentTypeText(detail.documentType, currentLanguage(i18n)),
          id: detail.id,
        });
  return (
    <Drawer opened={messageId !== null} onClose={onClose} position="right" size="xl" title={title}>
      {detail !== null ? (
        <MessageDetailBody key={detail.id} detail={detail} onResent={onResent} />
      ) : failed ? (
        <Text size="sm" c="red">
          {t('messages.detail.failed')}
        </Text>
      ) : (
        <Loader size="sm" aria-label={t('messages.detail.loading')} />
      )}
    </Drawer>
  );
}
