import { validationMessage } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import type { ValidationTranslate } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** Validation messages (spec §5 rule tokens) in the user's current language. */
export function useValidationTranslate(): ValidationTranslate {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (key, params) => validationMessage(key, language, params);
}

/** A redirect target from the query string, only when it stays on this site. */
export function safeRedirect(target: string | null): string {
  if (target === null || !target.startsWith('/') || target.startsWith('//')) return '/space';
  if (target.startsWith('/login') || target.startsWith('/init')) return '/space';
  return target;
}
