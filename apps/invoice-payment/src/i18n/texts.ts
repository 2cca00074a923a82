import { paidStateMeanings, statusTexts } from '@portal/contracts';
import type { RemoteTranslations } from '@portal/shell-contract';
import { invoiceTexts } from '../invoice/texts';
import { paymentTexts } from '../payment/texts';

/** Titles and purposes of the remote's screens, and the words both features show. */
const commonTexts = {
  'zh-cn': {
    ...statusTexts('paidState.', paidStateMeanings, 'zh-cn'),
    'invoice.title': '发票信息',
    'invoice.description': '已发送给客户的发票及其状态',
    'payment.title': '付款单',
    'payment.description': '客户发来的付款单据',
    'detail.none': '—',
    'matchedBy.invoiceNumber': '按发票号匹配',
    'matchedBy.poNumber': '按采购订单号匹配',
    'matchedBy.hand': '人工匹配',
  },
  'en-us': {
    ...statusTexts('paidState.', paidStateMeanings, 'en-us'),
    'invoice.title': 'Invoice Information',
    'invoice.description': 'Invoices sent to customers and their status',
    'payment.title': 'Payment Order',
    'payment.description': 'Payment documents received from customers',
    'detail.none': '—',
    'matchedBy.invoiceNumber': 'By invoice No.',
    'matchedBy.poNumber': 'By PO No.',
    'matchedBy.hand': 'By hand',
  },
} as const;

/** Texts of the invoice-payment remote (i18n namespace `invoice-payment`), in both languages. */
export const texts = {
  'zh-cn': {
    ...commonTexts['zh-cn'],
    ...invoiceTexts['zh-cn'],
    ...paymentTexts['zh-cn'],
  },
  'en-us': {
    ...commonTexts['en-us'],
    ...invoiceTexts['en-us'],
    ...paymentTexts['en-us'],
  },
} satisfies RemoteTranslations;

export type TextKey = keyof (typeof texts)['en-us'];
