import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  userCreateSchema,
  userUpdateSchema,
  type Role,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@portal/contracts';
import { TextField } from '@portal/ui';
import { RecordFormDialog, useCreateOrEditForm } from '@portal/record-kit';
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

/** The phone is optional: an empty one is not sent. */
const candidateOf = (draft: Draft) => {
  const phone = draft.phone.trim();
  return { ...draft, phone: phone === '' ? undefined : phone };
};

/**
 * Creates a user (account, nickname, email, phone, roles) or edits one (nickname, email, phone),
 * checked by the same schemas the server uses.
 */
export function UserFormDialog(props: UserFormDialogProps) {
  const { t } = useTranslation('settings');
  const creating = props.mode === 'create';
  const form = useCreateOrEditForm({
    create: userCreateSchema,
    update: userUpdateSchema,
    dialog: props,
    initial: (): Draft =>
      props.mode === 'edit'
        ? {
            account: props.user.account,
            nickname: props.user.nickname,
            email: props.user.email,
            phone: props.user.phone,
            roles: props.user.roles,
          }
        : { account: '', nickname: '', email: '', phone: '', roles: ['USER'] },
    candidate: candidateOf,
  });
  const { bind, errors } = form;

  const title =
    props.mode === 'create'
      ? t('users.createTitle')
      : t('users.editTitle', { name: props.user.account });

  return (
    <RecordFormDialog title={title} size="lg" form={form} onClose={props.onClose}>
      {creating && <Alert color="blue">{t('users.initialPasswordNote')}</Alert>}
      <TextField
        label={t('users.form.account')}
        required={creating}
        readOnly={!creating}
        autoComplete="off"
        data-autofocus={creating || undefined}
        {...bind('account')}
      />
      <TextField
        label={t('users.form.nickname')}
        required
        autoComplete="off"
        data-autofocus={!creating || undefined}
        {...bind('nickname')}
      />
      <TextField label={t('users.form.email')} required autoComplete="off" {...bind('email')} />
      <TextField label={t('users.form.phone')} autoComplete="off" {...bind('phone')} />
      {creating && (
        <RoleCheckboxes
          label={t('users.form.roles')}
          description={t('users.rolesHint')}
          value={form.draft.roles}
          onChange={form.set('roles')}
          error={errors.roles === undefined ? undefined : t('users.rolesRequired')}
        />
      )}
    </RecordFormDialog>
  );
}
