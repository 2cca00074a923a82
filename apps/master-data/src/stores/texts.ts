/** Texts of the stores feature (namespace `master-data`), in both languages. */
export const storeTexts = {
  'zh-cn': {},
  'en-us': {},
} as const;
