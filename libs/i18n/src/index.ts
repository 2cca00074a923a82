export { common } from './common';
export { isLanguage, storedLanguage, storeLanguage } from './language';
export {
  addTranslations,
  currentLanguage,
  initI18n,
  translateError,
  type Translations,
} from './setup';
export { useTableLabels } from './table-labels';
export { useImportDialogLabels } from './import-dialog-labels';
export { useDateFieldLabels } from './date-field-labels';
export { useValidationTranslate } from './validation-translate';
export { dateFormatOf, formatDateTime, formatDay, formatMoment } from './date-time';
export { uncountedTexts, unpairedPlurals, type TextNamespaces } from './counted-texts';
