import { Alert, Button, Stack } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@portal/contracts';
import { currentUserAtom, tokenAtom } from '@portal/auth';
import { changePassword } from '../api/change-password';
import { getCurrentUser } from '../api/get-current-user';
import { PasswordField, useFieldErrors } from '@portal/ui';
import { useValidationTranslate } from '@portal/i18n';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
const fields: readonly Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/**
 * Old password, new password twice (spec §5: 6–20 characters, new ≠ old, both entries equal).
 * On success this browser keeps a fresh token; every other session has ended.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(currentUserAtom);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { errors, validate } = useFieldErrors(changePasswordFormSchema, useValidationTranslate());
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(values);
    if (checked === null) return;
    setBusy(true);
    try {
      const session = await changePassword(checked.oldPassword, checked.newPassword);
      setToken(session.token);
      setUser(await getCurrentUser());
      setDone(true);
      onChanged?.();
    } catch {
      // The client's snackbar shows the catalogue message (e.g. old password wrong).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {done && <Alert color="green">{t('shell:password.changed')}</Alert>}
        {fields.map((name) => (
          <PasswordField
            key={name}
            label={t(
              `shell:password.${name === 'oldPassword' ? 'old' : name === 'newPassword' ? 'new' : 'confirm'}`,
            )}
            autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
            required
            value={values[name]}
            error={errors[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            visibilityToggleLabel={t('shell:password.toggleVisibility')}
          />
        ))}
        <Button type="submit" loading={busy}>
          {t('shell:password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
