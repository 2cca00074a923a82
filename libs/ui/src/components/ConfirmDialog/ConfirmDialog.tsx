import { useRef, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useReturnFocus } from '../../hooks/use-return-focus';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /**
   * Called by the confirm button. When it returns a promise, the confirm button shows a loader and
   * both buttons stay disabled until it settles. The dialog never closes itself: the caller sets
   * `opened` to false once the action succeeded, and reports a failure itself (a rejected promise
   * only ends the loading state).
   */
  onConfirm: () => void | Promise<void>;
  /** Called by the cancel button, Escape and a click outside, except while a confirm is pending. */
  onCancel: () => void;
  /** A destructive action (delete, cancel an order): the confirm button is red. */
  danger?: boolean;
}

const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  'then' in value &&
  typeof (value as { then: unknown }).then === 'function';

/** Asks the user to confirm an action before it is carried out. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
}: ConfirmDialogProps) {
  useReturnFocus(opened);
  const [pending, setPending] = useState(false);
  // Guards against a second press before the disabled state has rendered.
  const pendingRef = useRef(false);

  const confirm = async () => {
    if (pendingRef.current) return;
    const result = onConfirm();
    if (!isPromise(result)) return;
    pendingRef.current = true;
    setPending(true);
    try {
      await result;
    } catch {
      // The caller reports its own failures; the dialog only stops waiting.
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  const cancel = () => {
    if (!pendingRef.current) onCancel();
  };

  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={title}
      centered
      withCloseButton={false}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
    >
      <Stack gap="lg">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={pending} onClick={cancel}>
            {cancelLabel}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            data-danger={danger || undefined}
            loading={pending}
            aria-busy={pending}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
