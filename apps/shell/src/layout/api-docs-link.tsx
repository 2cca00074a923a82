import { Menu } from '@mantine/core';
import { IconApi, IconExternalLink } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '@portal/auth';
import { apiDocsPath } from '@portal/contracts';

/**
 * The user menu's link to the API documentation (spec §1: Swagger UI, served by the API itself),
 * for administrators only (decisions.md §4: ADMIN holds the system's technical side); it opens
 * in a new tab so the portal stays where it was.
 */
export function ApiDocsMenuItem() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  if (!user?.roles.includes('ADMIN')) return null;
  return (
    <Menu.Item
      component="a"
      href={apiDocsPath}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('shell:user.apiDocsNewTab')}
      leftSection={<IconApi size={14} aria-hidden />}
      rightSection={<IconExternalLink size={14} aria-hidden />}
    >
      {t('shell:user.apiDocs')}
    </Menu.Item>
  );
}
