/** Texts of the packages feature (namespace `master-data`), in both languages. */
export const packageTexts = {
  'zh-cn': {},
  'en-us': {},
} as const;
