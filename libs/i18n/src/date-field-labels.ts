import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The texts of the ui kit's date fields (`DateFieldLabels`: the calendar's arrows and level
 * buttons, the clear button) from the `common` namespace, in the current language.
 */
export function useDateFieldLabels() {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      previousMonth: t('date.previousMonth'),
      nextMonth: t('date.nextMonth'),
      previousYear: t('date.previousYear'),
      nextYear: t('date.nextYear'),
      previousDecade: t('date.previousDecade'),
      nextDecade: t('date.nextDecade'),
      chooseMonth: t('date.chooseMonth'),
      chooseYear: t('date.chooseYear'),
      clear: t('date.clear'),
    }),
    [t],
  );
}
