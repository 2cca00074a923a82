import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The page title follows the screen and the language (spec §1). */
export function useDocumentTitle(screenTitle?: string): void {
  const { t } = useTranslation();
  const siteTitle = t('siteTitle');
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} - ${siteTitle}` : siteTitle;
  }, [screenTitle, siteTitle]);
}
