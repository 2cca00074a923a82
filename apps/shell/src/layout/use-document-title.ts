import { useEffect } from 'react';
import { useSiteTitle } from './use-system-settings';

/** The page title follows the screen and the language (spec §1). */
export function useDocumentTitle(screenTitle?: string): void {
  const siteTitle = useSiteTitle();
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} - ${siteTitle}` : siteTitle;
  }, [screenTitle, siteTitle]);
}
