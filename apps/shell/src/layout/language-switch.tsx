import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages } from '@portal/contracts';
import { currentLanguage, isLanguage, storeLanguage } from '@portal/i18n';

/** Stores the choice and reloads, so the shell and every remote start in the new language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      w={132}
      size="xs"
      allowDeselect={false}
      value={currentLanguage(i18n)}
      data={languages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      onChange={(value) => {
        if (!isLanguage(value) || value === currentLanguage(i18n)) return;
        storeLanguage(value);
        window.location.reload();
      }}
    />
  );
}
