import { Alert, Button, Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { catalogueEntry, requiredText, type Captcha } from '@portal/contracts';
import { currentUserAtom, sessionNoticeAtom, tokenAtom } from '@portal/auth';
import { currentLanguage } from '@portal/i18n';
import { getCaptcha } from '../api/get-captcha';
import { getInitialization } from '../api/get-initialization';
import { login } from '../api/login';
import { useDocumentTitle } from '../../layout/use-document-title';
import { AuthCard } from './auth-card';
import { PasswordField, TextField, useFieldErrors } from '@portal/ui';
import { useValidationTranslate } from '@portal/i18n';
import { safeRedirect } from './form-validation';

const loginFormSchema = z.object({
  account: requiredText(32),
  password: requiredText(128),
  captchaCode: requiredText(32),
});

/** `/login`: account, password and a captcha image; clicking the image draws a new one. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [token, setToken] = useAtom(tokenAtom);
  const setUser = useSetAtom(currentUserAtom);
  const [notice, setNotice] = useAtom(sessionNoticeAtom);
  const [initialized, setInitialized] = useState<boolean | null>(null);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [values, setValues] = useState({ account: '', password: '', captchaCode: '' });
  const { errors, validate } = useFieldErrors(loginFormSchema, useValidationTranslate());
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('shell:login.title'));

  const loadCaptcha = useCallback(() => {
    // A failure is reported by the client's snackbar; the image stays empty until a click.
    getCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);

  /** A click on the image, or any sign-in attempt (which uses the captcha up). */
  const refreshCaptcha = () => {
    setValues((current) => ({ ...current, captchaCode: '' }));
    loadCaptcha();
  };

  useEffect(() => {
    getInitialization().then(
      (status) => setInitialized(status.initialized),
      () => setInitialized(true),
    );
    loadCaptcha();
  }, [loadCaptcha]);

  if (initialized === false) return <Navigate to="/init" replace />;
  if (token !== null) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const initializedNow = (location.state as { initialized?: boolean } | null)?.initialized === true;
  const noticeText = notice === null ? null : (catalogueEntry(notice)?.message[language] ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(values);
    if (checked === null) return;
    if (captcha === null) return;
    setBusy(true);
    try {
      const session = await login({ ...checked, captchaId: captcha.captchaId });
      setNotice(null);
      setUser(session.user);
      setToken(session.token);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The client's snackbar shows why (wrong password, captcha, locked); a captcha is used up
      // by any attempt.
      refreshCaptcha();
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  return (
    <AuthCard title={t('shell:login.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {initializedNow && <Alert color="green">{t('shell:init.done')}</Alert>}
          {noticeText !== null && (
            <Alert color="yellow" data-testid="session-notice">
              {noticeText}
            </Alert>
          )}
          <TextField
            label={t('shell:login.account')}
            autoComplete="username"
            required
            {...field('account')}
          />
          <PasswordField
            label={t('shell:login.password')}
            autoComplete="current-password"
            visibilityToggleLabel={t('shell:password.toggleVisibility')}
            required
            {...field('password')}
          />
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextField
              label={t('shell:login.captcha')}
              autoComplete="off"
              required
              style={{ flex: 1 }}
              {...field('captchaCode')}
            />
            <UnstyledButton
              onClick={refreshCaptcha}
              aria-label={t('shell:login.captchaRefresh')}
              title={t('shell:login.captchaRefresh')}
            >
              {captcha === null ? (
                <div style={{ width: 120, height: 40 }} />
              ) : (
                <Image src={captcha.image} w={120} h={40} alt={t('shell:login.captchaImage')} />
              )}
            </UnstyledButton>
          </Group>
          <Button type="submit" loading={busy} fullWidth>
            {t('shell:login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
