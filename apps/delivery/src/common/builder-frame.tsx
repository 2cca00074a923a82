import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { screenPaths } from '@portal/contracts';
import { ConfirmDialog, LoadErrorPanel } from '@portal/ui';

/** Back to the delivery list, from a builder. */
export function BackToDelivery() {
  const { t } = useTranslation('delivery');
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} stroke={1.6} />}
      onClick={() => void navigate(screenPaths.delivery)}
    >
      {t('notice.back')}
    </Button>
  );
}

/** A builder's route names nothing it can open. */
export function BuilderNotFound({ title, message }: { title: string; message: string }) {
  return (
    <Stack gap="md">
      <Group gap="sm">
        <BackToDelivery />
      </Group>
      <Alert color="red" variant="light" role="alert" title={title}>
        {message}
      </Alert>
    </Stack>
  );
}

export interface BuilderFrameProps {
  readonly title: string;
  /** The record could not be read: a panel says so and offers another try. */
  readonly failed: boolean;
  /** The record is still being read. */
  readonly loading: boolean;
  readonly texts: {
    readonly failed: string;
    readonly failedMessage: string;
    readonly loading: string;
  };
  readonly onRetry: () => void;
  /** The record's parts, shown once it is read. */
  readonly children: ReactNode;
}

/** A builder's page: the way back and its title, then its record once read (or why it is not). */
export function BuilderFrame({
  title,
  failed,
  loading,
  texts,
  onRetry,
  children,
}: BuilderFrameProps) {
  const { t } = useTranslation('delivery');
  return (
    <Stack gap="md">
      <Group gap="sm">
        <BackToDelivery />
        {/* The page's one h1: a builder has no PageHeader, and its sections are h2 below it. */}
        <Title order={1} size="h4">
          {title}
        </Title>
      </Group>
      {failed ? (
        <LoadErrorPanel
          title={texts.failed}
          message={texts.failedMessage}
          retryLabel={t('common:button.retry')}
          onRetry={onRetry}
        />
      ) : loading ? (
        <Loader size="sm" aria-label={texts.loading} />
      ) : (
        children
      )}
    </Stack>
  );
}

/** Leaving the page with unsaved changes asks the browser's question. */
export function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * What a builder does with the record its save or send answered with: a first save moves to the
 * record's own address, other answers are shown where they are.
 */
export function useEditorAnswers<Detail extends { readonly editable: boolean }>({
  isNew,
  onMoved,
  onReplace,
  onReload,
}: {
  isNew: boolean;
  onMoved: (detail: Detail) => void;
  onReplace: (detail: Detail) => void;
  onReload: () => void;
}): { onSaved: (saved: Detail) => void; onSent: (sent: Detail) => void } {
  const onSaved = useCallback(
    (saved: Detail) => (isNew ? onMoved(saved) : onReplace(saved)),
    [isNew, onMoved, onReplace],
  );
  const onSent = useCallback(
    (sent: Detail) => {
      onReplace(sent);
      // Once sent, read it again: the gateway writes the message after the answer.
      if (!sent.editable) onReload();
    },
    [onReplace, onReload],
  );
  return { onSaved, onSent };
}

/** Someone else saved or sent the record: the user's changes can only be dropped for theirs. */
export function StaleAlert({
  title,
  message,
  reloadLabel,
  onReload,
}: {
  title: string;
  message: string;
  reloadLabel: string;
  onReload: () => void;
}) {
  return (
    <Alert color="yellow" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" onClick={onReload}>
          {reloadLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Says why the record cannot be changed. */
export function ReadOnlyAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} stroke={1.6} />}>
      {children}
    </Alert>
  );
}

/** Asks whether to send although the findings listed ask a question; hidden while none is asked. */
export function SendQuestionDialog({
  question,
  title,
  intro,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  question: readonly { readonly message: string }[] | null;
  title: string;
  /** A line above the findings; none when left out. */
  intro?: string;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('delivery');
  return (
    <ConfirmDialog
      opened={question !== null}
      title={title}
      message={
        <Stack gap={4} component="span">
          {intro === undefined ? null : <span>{intro}</span>}
          {(question ?? []).map((finding) => (
            <span key={finding.message}>{finding.message}</span>
          ))}
        </Stack>
      }
      confirmLabel={confirmLabel}
      cancelLabel={t('common:button.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
