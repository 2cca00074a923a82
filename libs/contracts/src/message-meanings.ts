type Meaning = Readonly<Record<'zh-cn' | 'en-us', string>>;

/**
 * The outbound document types (X12 transaction sets and EDIFACT messages, as messages list
 * them) with their meaning, shown as "856 Ship notice" rather than a bare code.
 */
export const outboundDocumentTypeMeanings: Readonly<Record<string, Meaning>> = {
  '997': { 'zh-cn': '功能确认', 'en-us': 'Functional acknowledgement' },
  '855': { 'zh-cn': '订单回复', 'en-us': 'Order response' },
  '856': { 'zh-cn': '发货通知', 'en-us': 'Ship notice' },
  '810': { 'zh-cn': '发票', 'en-us': 'Invoice' },
  '846': { 'zh-cn': '库存报告', 'en-us': 'Inventory report' },
  CONTRL: { 'zh-cn': '语法与服务确认', 'en-us': 'Syntax and service acknowledgement' },
  ORDRSP: { 'zh-cn': '订单回复', 'en-us': 'Order response' },
  DESADV: { 'zh-cn': '发货通知', 'en-us': 'Despatch advice (ship notice)' },
  INVOIC: { 'zh-cn': '发票', 'en-us': 'Invoice' },
  INVRPT: { 'zh-cn': '库存报告', 'en-us': 'Inventory report' },
};

/** "856 Ship notice": the code with its meaning; an unknown code alone. */
export const outboundDocumentTypeText = (code: string, language: 'zh-cn' | 'en-us'): string => {
  const meaning = outboundDocumentTypeMeanings[code];
  return meaning === undefined ? code : `${code} ${meaning[language]}`;
};
