import type { RemoteTranslations } from '@portal/shell-contract';

/** Texts of the delivery remote (i18n namespace `delivery`), in both languages. */
export const texts = {
  'zh-cn': {
    'delivery.title': '发货信息',
    'delivery.description': '发送发货通知和发票，跟踪报文状态',
    'deliveryFile.title': '发货信息（文件）',
    'deliveryFile.description': '上传和下载报告文件',
  },
  'en-us': {
    'delivery.title': 'Delivery Information',
    'delivery.description': 'Send ship notices and invoices, and follow message status',
    'deliveryFile.title': 'Delivery Information (File)',
    'deliveryFile.description': 'Upload and download report files',
  },
} satisfies RemoteTranslations;

export type TextKey = keyof (typeof texts)['en-us'];
