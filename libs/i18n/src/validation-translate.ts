import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessage, type ValidationMessageKey } from '@portal/contracts';
import { currentLanguage } from './setup';

/**
 * Validation messages of the contracts rules (spec §5) in the user's current language; the ui
 * kit's `useFieldErrors` takes it as its `translate`.
 */
export function useValidationTranslate(): (
  key: ValidationMessageKey,
  params: { maximum?: number | bigint },
) => string {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useCallback((key, params) => validationMessage(key, language, params), [language]);
}
