import type { RemoteTranslations } from '@portal/shell-contract';
import { dashboardTexts } from '../dashboard/texts';
import { orderOperationTexts } from '../order-operation/texts';
import { orderTexts } from '../order/texts';

/** Texts every screen of the remote shares: titles, statuses, document types. */
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
    'status.NEW_ORDER': '新订单',
    'status.RECEIVED': '待接单',
    'status.CHANGED': '已变更，待确认',
    'status.ACCEPTED': '已接单，待发运信息',
    'status.REJECTED': '已拒单',
    'status.BACKORDERED': '延期交货',
    'status.CANCELED': '已取消，交易结束',
    'status.ROUTED': '已上传发运信息，待打印标签',
    'status.PRINTED': '已生成标签，待发货',
    'status.DELIVERED': '已发货，待发送发货通知',
    'status.SEND_ASN': '发货通知发送中',
    'status.SENT_ASN': '发货通知已发送，待对方确认',
    'status.SEND_INV': '发票发送中',
    'status.SENT_INV': '发票已发送',
    'status.PAYMENT_ORDER': '已收到付款，交易结束',
    'status.INVOICE': '已收到发票',
    'documentType.ORDER': '订单',
    'documentType.ORDER_CHANGE': '订单变更',
    'documentType.ORDER_PLAN': '订单计划',
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
    'status.NEW_ORDER': 'New order',
    'status.RECEIVED': 'Waiting for accept',
    'status.CHANGED': 'Changed, waiting for confirmation',
    'status.ACCEPTED': 'Accepted, waiting for shipping info',
    'status.REJECTED': 'Rejected',
    'status.BACKORDERED': 'Backordered',
    'status.CANCELED': 'Cancelled, transaction ended',
    'status.ROUTED': 'Shipping info uploaded, waiting for label print',
    'status.PRINTED': 'Labels generated, waiting for shipment',
    'status.DELIVERED': 'Shipped, waiting for ship notice',
    'status.SEND_ASN': 'Ship notice being sent',
    'status.SENT_ASN': 'Ship notice sent, waiting for confirmation',
    'status.SEND_INV': 'Invoice being sent',
    'status.SENT_INV': 'Invoice sent',
    'status.PAYMENT_ORDER': 'Payment received, transaction ended',
    'status.INVOICE': 'Invoice received',
    'documentType.ORDER': 'Order',
    'documentType.ORDER_CHANGE': 'Order change',
    'documentType.ORDER_PLAN': 'Order plan',
  },
} as const;

/** Texts of the orders remote (i18n namespace `orders`), in both languages. */
export const texts = {
  'zh-cn': {
    ...commonTexts['zh-cn'],
    ...orderTexts['zh-cn'],
    ...orderOperationTexts['zh-cn'],
    ...dashboardTexts['zh-cn'],
  },
  'en-us': {
    ...commonTexts['en-us'],
    ...orderTexts['en-us'],
    ...orderOperationTexts['en-us'],
    ...dashboardTexts['en-us'],
  },
} satisfies RemoteTranslations;

export type TextKey = keyof (typeof texts)['en-us'];
