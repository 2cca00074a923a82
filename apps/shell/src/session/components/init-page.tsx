import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { PasswordField } from './password-field';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { adminAccount, passwordRule, validationToken } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { getInitialization } from '../api/get-initialization';
import { initialize } from '../api/initialize';
import { useDocumentTitle } from '../../layout/use-document-title';
import { AuthCard } from './auth-card';
import { checkForm, type FieldErrors } from './form-validation';

const initFormSchema = z
  .object({ password: passwordRule, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: validationToken('passwordMismatch'),
  });

/** `/init`: sets the admin password while the system is not initialised. */
export function InitPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const [initialized, setInitialized] = useState<boolean | null>(null);
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('shell:init.title'));

  useEffect(() => {
    getInitialization().then(
      (status) => setInitialized(status.initialized),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);

  if (initialized === true) return <Navigate to="/login" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkForm(initFormSchema, values, language);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await initialize(checked.data.password);
      navigate('/login', { replace: true, state: { initialized: true } });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('shell:init.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Alert color="blue">{t('shell:init.description')}</Alert>
          {failure !== null && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput label={t('shell:login.account')} value={adminAccount} readOnly />
          <PasswordField
            label={t('shell:init.password')}
            autoComplete="new-password"
            required
            value={values.password}
            error={errors['password']}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setValues((current) => ({ ...current, password: value }));
            }}
          />
          <PasswordField
            label={t('shell:password.confirm')}
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            error={errors['confirmPassword']}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setValues((current) => ({ ...current, confirmPassword: value }));
            }}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t('shell:init.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
