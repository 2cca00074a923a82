/** Texts of the products feature (namespace `master-data`), in both languages. */
export const productTexts = {
  'zh-cn': {},
  'en-us': {},
} as const;
