import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '@portal/ui';
import type { FormSave } from './use-record-form';

export interface RecordFormDialogProps {
  readonly title: string;
  readonly size?: ModalProps['size'];
  /** The form's state: its save, and whether one is under way. */
  readonly form: FormSave;
  readonly onClose: () => void;
  /** The fields. */
  readonly children: ReactNode;
}

/** The modal of a create/edit form: its fields, then Cancel and Save. */
export function RecordFormDialog({ title, size, form, onClose, children }: RecordFormDialogProps) {
  const { t } = useTranslation('common');
  useReturnFocus(true);
  return (
    <Modal opened onClose={form.requestClose} title={title} centered size={size}>
      <form onSubmit={(event) => void form.submit(event)} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" disabled={form.busy} onClick={onClose}>
              {t('button.cancel')}
            </Button>
            <Button type="submit" loading={form.busy}>
              {t('button.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
