/** Texts of the options feature (namespace `master-data`), in both languages. */
export const optionTexts = {
  'zh-cn': {},
  'en-us': {},
} as const;
