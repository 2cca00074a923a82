import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { adminAccount, passwordRule, validationToken } from '@portal/contracts';
import { getInitialization } from '../api/get-initialization';
import { initialize } from '../api/initialize';
import { useDocumentTitle } from '../../layout/use-document-title';
import { AuthCard } from './auth-card';
import { PasswordField, useFieldErrors } from '@portal/ui';
import { useValidationTranslate } from '@portal/i18n';

const initFormSchema = z
  .object({ password: passwordRule, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: validationToken('passwordMismatch'),
  });

/** `/init`: sets the admin password while the system is not initialised. */
export function InitPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [initialized, setInitialized] = useState<boolean | null>(null);
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const { errors, validate } = useFieldErrors(initFormSchema, useValidationTranslate());
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('shell:init.title'));

  useEffect(() => {
    getInitialization().then(
      (status) => setInitialized(status.initialized),
      // Unknown (no answer): stay on the form; the client's snackbar said why.
      () => setInitialized(false),
    );
  }, []);

  if (initialized === true) return <Navigate to="/login" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(values);
    if (checked === null) return;
    setBusy(true);
    try {
      await initialize(checked.password);
      navigate('/login', { replace: true, state: { initialized: true } });
    } catch {
      // The client's snackbar shows the catalogue message (e.g. already initialised).
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('shell:init.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Alert color="blue">{t('shell:init.description')}</Alert>
          <TextInput label={t('shell:login.account')} value={adminAccount} readOnly />
          <PasswordField
            label={t('shell:init.password')}
            autoComplete="new-password"
            required
            value={values.password}
            error={errors.password}
            onChange={(value) => setValues((current) => ({ ...current, password: value }))}
            visibilityToggleLabel={t('shell:password.toggleVisibility')}
          />
          <PasswordField
            label={t('shell:password.confirm')}
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(value) => setValues((current) => ({ ...current, confirmPassword: value }))}
            visibilityToggleLabel={t('shell:password.toggleVisibility')}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t('shell:init.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
