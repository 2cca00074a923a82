import type { RemoteTranslations } from '@portal/shell-contract';
import { fileTexts } from '../files/texts';
import { invoiceTexts } from '../invoice/texts';
import { listTexts } from '../list/texts';
import { messageTexts } from '../messages/texts';
import { noticeTexts } from '../notice/texts';

/** Titles and purposes of the remote's menu entries, and the way to an order's invoice. */
const commonTexts = {
  'zh-cn': {
    'invoice.make': '开具发票',
    'invoice.open': '查看发票',
    'delivery.title': '发货信息',
    'delivery.description': '发送发货通知和发票，跟踪报文状态',
    'deliveryFile.title': '发货信息（文件）',
    'deliveryFile.description': '报告文件、行项目表格、标签和发出的报文文件',
  },
  'en-us': {
    'invoice.make': 'Make invoice',
    'invoice.open': 'Open invoice',
    'delivery.title': 'Delivery Information',
    'delivery.description': 'Send ship notices and invoices, and follow message status',
    'deliveryFile.title': 'Delivery Information (File)',
    'deliveryFile.description': 'Report files, line-item workbooks, labels and outbound documents',
  },
} as const;

/** Texts of the delivery remote (i18n namespace `delivery`), in both languages. */
export const texts = {
  'zh-cn': {
    ...commonTexts['zh-cn'],
    ...listTexts['zh-cn'],
    ...noticeTexts['zh-cn'],
    ...invoiceTexts['zh-cn'],
    ...messageTexts['zh-cn'],
    ...fileTexts['zh-cn'],
  },
  'en-us': {
    ...commonTexts['en-us'],
    ...listTexts['en-us'],
    ...noticeTexts['en-us'],
    ...invoiceTexts['en-us'],
    ...messageTexts['en-us'],
    ...fileTexts['en-us'],
  },
} satisfies RemoteTranslations;

export type TextKey = keyof (typeof texts)['en-us'];
