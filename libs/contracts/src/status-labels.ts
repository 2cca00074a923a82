import { messageStatuses, type MessageStatus } from './edi-gateway';
import { orderDocumentTypes, type OrderDocumentType } from './edi-documents';
import type { Language } from './error-codes';
import type { InvoiceStatus, PaidState } from './invoice';
import { orderStatuses, type OrderStatus } from './orders';
import type { PaymentMatchState } from './payment';
import type { UserStatus } from './users';

/**
 * The one wording of every status (and document type) the portal shows, in both languages. The
 * screens' texts (`statusTexts` builds their keys), the Storybook stories, the server's error
 * texts and the Excel exports all read these tables; no other copy of the words exists, so the
 * badge a clerk sees, the story a developer reads and the file a buyer gets say the same thing.
 */
export type StatusMeaning = Readonly<Record<Language, string>>;

/** Order status of spec §4, as people read it. */
export const orderStatusMeanings: Readonly<Record<OrderStatus, StatusMeaning>> = {
  NEW_ORDER: { 'zh-cn': '新订单', 'en-us': 'New order' },
  RECEIVED: { 'zh-cn': '待接单', 'en-us': 'Awaiting acceptance' },
  CHANGED: { 'zh-cn': '已变更，待确认', 'en-us': 'Changed, waiting for confirmation' },
  ACCEPTED: { 'zh-cn': '已接单，待发运信息', 'en-us': 'Accepted, waiting for shipping info' },
  REJECTED: { 'zh-cn': '已拒单', 'en-us': 'Rejected' },
  BACKORDERED: { 'zh-cn': '延期交货', 'en-us': 'Backordered' },
  CANCELED: { 'zh-cn': '已取消，交易结束', 'en-us': 'Cancelled, transaction ended' },
  ROUTED: {
    'zh-cn': '已上传发运信息，待打印标签',
    'en-us': 'Shipping info uploaded, waiting for label print',
  },
  PRINTED: { 'zh-cn': '已生成标签，待发货', 'en-us': 'Labels generated, waiting for shipment' },
  DELIVERED: { 'zh-cn': '已发货，待发送发货通知', 'en-us': 'Shipped, waiting for ship notice' },
  SEND_ASN: { 'zh-cn': '发货通知发送中', 'en-us': 'Ship notice being sent' },
  SENT_ASN: {
    'zh-cn': '发货通知已发送，待对方确认',
    'en-us': 'Ship notice sent, waiting for confirmation',
  },
  SEND_INV: { 'zh-cn': '发票发送中', 'en-us': 'Invoice being sent' },
  SENT_INV: { 'zh-cn': '发票已发送', 'en-us': 'Invoice sent' },
  PAYMENT_ORDER: {
    'zh-cn': '已收到付款，交易结束',
    'en-us': 'Payment received, transaction ended',
  },
  INVOICE: { 'zh-cn': '已收到发票', 'en-us': 'Invoice received' },
};

/** A status as people read it; a value that is no order status shows as nothing, never raw. */
export function orderStatusMeaning(status: string, language: Language): string {
  return (orderStatuses as readonly string[]).includes(status)
    ? orderStatusMeanings[status as OrderStatus][language]
    : '';
}

/** What each message status of spec §4 means (decisions.md §2). */
export const messageStatusMeanings: Readonly<Record<MessageStatus, StatusMeaning>> = {
  new: { 'zh-cn': '新建（未处理）', 'en-us': 'New (not processed)' },
  doing: { 'zh-cn': '处理中（等待确认）', 'en-us': 'Processing (awaiting acknowledgement)' },
  pok: { 'zh-cn': '部分成功', 'en-us': 'Partly accepted' },
  finish: { 'zh-cn': '已处理', 'en-us': 'Processed' },
  success: { 'zh-cn': '成功', 'en-us': 'Accepted' },
  failed: { 'zh-cn': '失败', 'en-us': 'Failed' },
  unknown: { 'zh-cn': '未知（超时未确认）', 'en-us': 'Unknown (no acknowledgement in time)' },
};

/** The meaning of a message status, or the status itself when this build does not know it. */
export const messageStatusMeaning = (status: string, language: Language): string =>
  (messageStatuses as readonly string[]).includes(status)
    ? messageStatusMeanings[status as MessageStatus][language]
    : status;

/** An invoice's state: a draft, its message's status once sent, or received from the customer. */
export const invoiceStatusMeanings: Readonly<Record<InvoiceStatus, StatusMeaning>> = {
  draft: { 'zh-cn': '草稿（未发送）', 'en-us': 'Draft (not sent)' },
  ...messageStatusMeanings,
  received: { 'zh-cn': '已收到（客户发来）', 'en-us': 'Received (from the customer)' },
};

/** How much of an invoice the matched payments cover. */
export const paidStateMeanings: Readonly<Record<PaidState, StatusMeaning>> = {
  unpaid: { 'zh-cn': '未付款', 'en-us': 'Unpaid' },
  partial: { 'zh-cn': '部分付款', 'en-us': 'Partly paid' },
  paid: { 'zh-cn': '已付清', 'en-us': 'Paid in full' },
  overpaid: { 'zh-cn': '超额付款', 'en-us': 'Overpaid' },
};

/** How a remittance line stands against the invoice it pays. */
export const paymentMatchStateMeanings: Readonly<Record<PaymentMatchState, StatusMeaning>> = {
  paid: { 'zh-cn': '已付清', 'en-us': 'Paid in full' },
  short: { 'zh-cn': '少付', 'en-us': 'Short-paid' },
  over: { 'zh-cn': '多付', 'en-us': 'Overpaid' },
  unmatched: { 'zh-cn': '未匹配到发票', 'en-us': 'No invoice matched' },
};

/** A user account's status. */
export const userStatusMeanings: Readonly<Record<UserStatus, StatusMeaning>> = {
  activated: { 'zh-cn': '已激活', 'en-us': 'Activated' },
  deactivated: { 'zh-cn': '已停用', 'en-us': 'Deactivated' },
};

/** Whether a value (an option's, say) is offered: enabled or disabled. */
export const enabledStateMeanings: Readonly<Record<'enabled' | 'disabled', StatusMeaning>> = {
  enabled: { 'zh-cn': '已启用', 'en-us': 'Enabled' },
  disabled: { 'zh-cn': '已禁用', 'en-us': 'Disabled' },
};

/** The kinds of inbound order document (850 / ORDERS, 860 / ORDCHG, 830 / DELFOR). */
export const orderDocumentTypeMeanings: Readonly<Record<OrderDocumentType, StatusMeaning>> = {
  ORDER: { 'zh-cn': '订单', 'en-us': 'Order' },
  ORDER_CHANGE: { 'zh-cn': '订单变更', 'en-us': 'Order change' },
  ORDER_PLAN: { 'zh-cn': '订单计划', 'en-us': 'Order plan' },
};

/** A document type as people read it; an unknown one shows as nothing, never raw. */
export function orderDocumentTypeMeaning(documentType: string, language: Language): string {
  return (orderDocumentTypes as readonly string[]).includes(documentType)
    ? orderDocumentTypeMeanings[documentType as OrderDocumentType][language]
    : '';
}

/**
 * A table's words as i18n texts of one language, each under `prefix` + its value: the screens'
 * texts files spread `statusTexts('status.', orderStatusMeanings, language)` rather than typing
 * the words again.
 */
export function statusTexts<K extends string>(
  prefix: string,
  table: Readonly<Record<K, StatusMeaning>>,
  language: Language,
): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(table) as K[]).map((value) => [`${prefix}${value}`, table[value][language]]),
  );
}
