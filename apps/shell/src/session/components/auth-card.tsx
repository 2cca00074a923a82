import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../layout/language-switch';

/**
 * The frame of the pages before the portal opens (sign-in, initialisation, the forced password
 * change): the page's main landmark, site title, language switch, and one card headed by the
 * page's h1.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Stack w={380} maw="100%" gap="md">
        <Stack gap={4} align="center">
          <Text fw={700} size="lg">
            {t('siteTitle')}
          </Text>
          <LanguageSwitch />
        </Stack>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          <Title order={1} size="h3" mb="md">
            {title}
          </Title>
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
