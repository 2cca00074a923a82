import {
  Button,
  Image,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '@portal/contracts';
import { currentUserAtom, tokenAtom } from '@portal/auth';
import { getCaptcha, initialize, isInitialized, login } from './session';

/**
 * Account, password and captcha, as the shell's /login asks them; on a fresh data directory it
 * first sets the admin password. Refusals (wrong password, captcha) show in the client's snackbar.
 */
export function SignIn() {
  const { t } = useTranslation('standalone');
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(currentUserAtom);
  const [initialized, setInitialized] = useState<boolean | null>(null);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [values, setValues] = useState({ account: 'admin', password: '', captchaCode: '' });
  const [busy, setBusy] = useState(false);

  const loadCaptcha = useCallback(() => {
    getCaptcha().then(setCaptcha, () => setCaptcha(null));
  }, []);

  /** A click on the image, or any attempt (which uses the captcha up). */
  const newCaptcha = () => {
    setValues((current) => ({ ...current, captchaCode: '' }));
    loadCaptcha();
  };

  useEffect(() => {
    isInitialized().then(setInitialized, () => setInitialized(true));
    loadCaptcha();
  }, [loadCaptcha]);

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (initialized === false) {
        await initialize(values.password);
        setInitialized(true);
      } else if (captcha !== null) {
        const session = await login({ ...values, captchaId: captcha.captchaId });
        setUser(session.user);
        setToken(session.token);
      }
    } catch {
      // The snackbar said why.
      newCaptcha();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="form" onSubmit={submit} withBorder p="xl" maw={420} mx="auto" mt={80}>
      <Stack>
        <Title order={1} size="h3">
          {t(initialized === false ? 'init.title' : 'signIn.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('hint')}
        </Text>
        {initialized === false ? (
          <PasswordInput label={t('init.password')} required {...field('password')} />
        ) : (
          <>
            <TextInput label={t('signIn.account')} required {...field('account')} />
            <PasswordInput label={t('signIn.password')} required {...field('password')} />
            <TextInput label={t('signIn.captcha')} required {...field('captchaCode')} />
            <UnstyledButton onClick={newCaptcha} aria-label={t('signIn.captchaImage')}>
              {captcha && (
                <Image src={captcha.image} alt={t('signIn.captchaImage')} h={40} w="auto" />
              )}
            </UnstyledButton>
          </>
        )}
        <Button type="submit" loading={busy}>
          {t(initialized === false ? 'init.submit' : 'signIn.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
