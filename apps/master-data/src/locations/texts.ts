/** Texts of the locations feature (namespace `master-data`), in both languages. */
export const locationTexts = {
  'zh-cn': {},
  'en-us': {},
} as const;
