import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { portalCssVariables, PortalStyles, portalThemeWith } from '@portal/ui';

/**
 * The portal's one MantineProvider: its theme and colour variables, its style sheet, and the
 * names of Mantine's own close buttons in the user's language (a language change re-renders it).
 */
export function PortalTheme({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const theme = useMemo(() => portalThemeWith({ close: t('button.close') }), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={portalCssVariables}>
      <PortalStyles />
      {children}
    </MantineProvider>
  );
}
