import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  userCreateSchema,
  userUpdateSchema,
  type Role,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { useValidationTranslate } from '@portal/i18n';
import { TextField, showSnackbar, useFieldErrors } from '@portal/ui';
import { RoleCheckboxes } from './role-checkboxes';

export type UserFormDialogProps =
  | { mode: 'create'; onSave: (user: UserCreate) => Promise<unknown>; onClose: () => void }
  | {
      mode: 'edit';
      user: User;
      onSave: (user: UserUpdate) => Promise<unknown>;
      onClose: () => void;
    };

interface Draft {
  account: string;
  nickname: string;
  email: string;
  phone: string;
  roles: Role[];
}

/**
 * Creates a user (account, nickname, email, phone, roles) or edits one (nickname, email, phone),
 * checked by the same schemas the server uses.
 */
export function UserFormDialog(props: UserFormDialogProps) {
  const { t } = useTranslation('settings');
  const translate = useValidationTranslate();
  const creating = props.mode === 'create';
  const [draft, setDraft] = useState<Draft>(() =>
    props.mode === 'edit'
      ? {
          account: props.user.account,
          nickname: props.user.nickname,
          email: props.user.email,
          phone: props.user.phone,
          roles: props.user.roles,
        }
      : { account: '', nickname: '', email: '', phone: '', roles: ['USER'] },
  );
  const createForm = useFieldErrors(userCreateSchema, translate);
  const updateForm = useFieldErrors(userUpdateSchema, translate);
  const [busy, setBusy] = useState(false);
  const errors: Partial<Record<keyof Draft, string>> = creating
    ? createForm.errors
    : updateForm.errors;

  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = draft.phone.trim() === '' ? undefined : draft.phone.trim();
    setBusy(true);
    try {
      if (props.mode === 'create') {
        const checked = createForm.validate({ ...draft, phone });
        if (checked === null) return;
        await props.onSave(checked);
      } else {
        const checked = updateForm.validate({ ...draft, phone });
        if (checked === null) return;
        await props.onSave(checked);
      }
      showSnackbar('local-success.saved', { level: 'success' });
      props.onClose();
    } catch (error) {
      // The snackbar shows the message; a field the server names is marked too.
      if (error instanceof ApiError && error.field !== undefined) {
        const field = error.field;
        if (creating && field in draft)
          createForm.setServerError(field as keyof Draft, error.message);
        if (!creating && field !== 'account' && field !== 'roles' && field in draft) {
          updateForm.setServerError(field as 'nickname' | 'email' | 'phone', error.message);
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const title =
    props.mode === 'create'
      ? t('users.createTitle')
      : t('users.editTitle', { name: props.user.account });

  return (
    <Modal opened onClose={busy ? () => undefined : props.onClose} title={title} centered size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {creating && <Alert color="blue">{t('users.initialPasswordNote')}</Alert>}
          <TextField
            label={t('users.form.account')}
            required={creating}
            readOnly={!creating}
            autoComplete="off"
            value={draft.account}
            error={errors.account}
            onChange={set('account')}
            data-autofocus={creating || undefined}
          />
          <TextField
            label={t('users.form.nickname')}
            required
            autoComplete="off"
            value={draft.nickname}
            error={errors.nickname}
            onChange={set('nickname')}
            data-autofocus={!creating || undefined}
          />
          <TextField
            label={t('users.form.email')}
            required
            autoComplete="off"
            value={draft.email}
            error={errors.email}
            onChange={set('email')}
          />
          <TextField
            label={t('users.form.phone')}
            autoComplete="off"
            value={draft.phone}
            error={errors.phone}
            onChange={set('phone')}
          />
          {creating && (
            <RoleCheckboxes
              label={t('users.form.roles')}
              description={t('users.rolesHint')}
              value={draft.roles}
              onChange={set('roles')}
              error={errors.roles === undefined ? undefined : t('users.rolesRequired')}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" disabled={busy} onClick={props.onClose}>
              {t('common:button.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('common:button.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
