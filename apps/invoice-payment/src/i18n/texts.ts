import type { RemoteTranslations } from '@portal/shell-contract';

/** Texts of the invoice-payment remote (i18n namespace `invoice-payment`), in both languages. */
export const texts = {
  'zh-cn': {
    'invoice.title': '发票信息',
    'invoice.description': '已发送给客户的发票及其状态',
    'payment.title': '付款单',
    'payment.description': '客户发来的付款单据',
  },
  'en-us': {
    'invoice.title': 'Invoice Information',
    'invoice.description': 'Invoices sent to customers and their status',
    'payment.title': 'Payment Order',
    'payment.description': 'Payment documents received from customers',
  },
} satisfies RemoteTranslations;

export type TextKey = keyof (typeof texts)['en-us'];
