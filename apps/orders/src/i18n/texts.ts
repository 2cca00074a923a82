import type { RemoteTranslations } from '@portal/shell-contract';
import { dashboardTexts } from '../dashboard/texts';
import { orderOperationTexts } from '../order-operation/texts';
import { orderTexts } from '../order/texts';
import { purchaseTexts } from '../purchase/texts';

/**
 * Texts every screen of the remote shares: titles and descriptions. Order statuses and document
 * types are the order view's texts (`order-view:status.…`), listed in the contract.
 */
const commonTexts = {
  'zh-cn': {
    'dashboard.title': '仪表盘',
    'dashboard.description': '按年、月、日、小时统计订单与发货',
    'order.title': '订单信息',
    'order.description': '客户订单及其行项目、参与方与原始单据',
    'orderOperation.title': '订单操作',
    'orderOperation.description': '查询订单并接单、拒单、延期交货或取消',
    'purchase.title': '采购订单',
    'purchase.description': '履约：发运信息、标签与发货',
  },
  'en-us': {
    'dashboard.title': 'Dashboard',
    'dashboard.description': 'Order and delivery statistics by year, month, day and hour',
    'order.title': 'Order Information',
    'order.description': 'Customer orders, their lines, parties and original documents',
    'orderOperation.title': 'Order Operation',
    'orderOperation.description': 'Query orders, then accept, reject, backorder or cancel them',
    'purchase.title': 'Purchase Order',
    'purchase.description': 'Fulfilment: shipping info, labels and shipment',
  },
} as const;

/** Texts of the orders remote (i18n namespace `orders`), in both languages. */
export const texts = {
  'zh-cn': {
    ...commonTexts['zh-cn'],
    ...orderTexts['zh-cn'],
    ...orderOperationTexts['zh-cn'],
    ...dashboardTexts['zh-cn'],
    ...purchaseTexts['zh-cn'],
  },
  'en-us': {
    ...commonTexts['en-us'],
    ...orderTexts['en-us'],
    ...orderOperationTexts['en-us'],
    ...dashboardTexts['en-us'],
    ...purchaseTexts['en-us'],
  },
} satisfies RemoteTranslations;

export type TextKey = keyof (typeof texts)['en-us'];
