import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@portal/ui';
import type { TextKey } from '../i18n/texts';

type ScreenKey = { [K in TextKey]: K extends `${infer Key}.title` ? Key : never }[TextKey];

/** A inventory screen that is not built yet: its title and purpose, in the user's language. */
export function PlaceholderScreen({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation('inventory');
  return (
    <ScreenPlaceholder
      title={t(`${screen}.title`)}
      description={t(`${screen}.description`)}
      note={t('common:screen.placeholderNote')}
    />
  );
}
