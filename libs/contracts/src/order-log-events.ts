import { z } from 'zod';
import type { CodeMeaning } from './edi-codes';
import type { Language } from './error-codes';
import { outboundDocumentTypeMeanings } from './message-meanings';

/**
 * What an order's operation log records, as an event with its facts (`params`) rather than as
 * text: the server stores the event, and every screen says it in the user's language
 * (`orderLogText`): "Accepted — order response 855 sent (control number 000000006)", never
 * `accept: 855 000000006`. Rows written before events existed keep their text (`message`).
 */
export const orderLogEvents = [
  /** An order, change or plan taken in: { }. */
  'received',
  /** The 997 / CONTRL written: the order may be answered. */
  'released',
  /** An 860 / ORDCHG merged in: { documentNumber, version }. */
  'changed',
  /** The answers: { documentType, controlNumber, voided?, reason? }. */
  'accepted',
  'rejected',
  'backordered',
  'canceled',
  /** Routing stored (first time, or again before pickup): { carrier, scac, billOfLading? }. */
  'routed',
  'routingChanged',
  /** { packages, items }. */
  'packingPlanSaved',
  /** { count, ssccs? }. */
  'labelsPrinted',
  'labelsReprinted',
  /** Shipment confirmed: { shipped, ordered }, all, short or over. */
  'shipped',
  'shippedShort',
  'shippedOver',
  /** { reason }. */
  'documentsNotPrinted',
  /** The 856 / DESADV, 810 / INVOIC messages: { documentType, controlNumber }. */
  'shipNoticeSent',
  'shipNoticeWritten',
  'invoiceSent',
  'creditMemoSent',
  'invoiceWritten',
  /** Paid in full: { documentType, paymentNumber }. */
  'paymentReceived',
  'paymentMatchedByHand',
  'paidBeforeInvoiceWritten',
  'paidOnceCredited',
] as const;
export type OrderLogEvent = (typeof orderLogEvents)[number];

/** An event's facts: names of the template's placeholders, each as text. */
export const orderLogParamsSchema = z.record(z.string().max(32), z.string().max(256));
export type OrderLogParams = z.infer<typeof orderLogParamsSchema>;

/** What a status move or step writes into the log. */
export interface OrderLogNote {
  readonly event: OrderLogEvent;
  readonly params?: Readonly<Record<string, string | number | undefined>>;
}

const m = (zh: string, en: string): CodeMeaning => ({ 'zh-cn': zh, 'en-us': en });

const sentAnswer = (zh: string, en: string): CodeMeaning =>
  m(
    `${zh} — 已发送{document}（控制号 {controlNumber}）`,
    `${en} — {document} sent (control number {controlNumber})`,
  );
const message = (zh: string, en: string): CodeMeaning =>
  m(
    `${zh}：{document}（控制号 {controlNumber}）`,
    `${en}: {document} (control number {controlNumber})`,
  );

/** Each event as a sentence; `{name}` stands for the param of that name. */
export const orderLogEventMeanings: Readonly<Record<OrderLogEvent, CodeMeaning>> = {
  received: m('已收到订单', 'Order received'),
  released: m(
    '已向对方确认收到，订单待处理',
    'Receipt acknowledged to the partner; ready to answer',
  ),
  changed: m(
    '已按订单变更 {documentNumber} 修改（现为第 {version} 版）',
    'Changed by order change {documentNumber} (now version {version})',
  ),
  accepted: sentAnswer('已接单', 'Accepted'),
  rejected: sentAnswer('已拒单', 'Rejected'),
  backordered: sentAnswer('延期交货', 'Backordered'),
  canceled: sentAnswer('已取消', 'Cancelled'),
  routed: m(
    '已保存发运信息：承运人 {carrier}（{scac}）',
    'Shipping info saved: carrier {carrier} ({scac})',
  ),
  routingChanged: m(
    '已修改发运信息：承运人 {carrier}（{scac}）',
    'Shipping info changed: carrier {carrier} ({scac})',
  ),
  packingPlanSaved: m(
    '已保存装箱方案：{packages} 个包装，{items} 件',
    'Packing plan saved: {packages} packages, {items} items',
  ),
  labelsPrinted: m('已打印标签 {count} 张', '{count} labels printed'),
  labelsReprinted: m('已重新打印标签 {count} 张', '{count} labels printed again'),
  shipped: m(
    '已确认发货：发货 {shipped}，订购 {ordered}',
    'Shipment confirmed: {shipped} of {ordered} shipped',
  ),
  shippedShort: m(
    '已确认发货（少发）：发货 {shipped}，订购 {ordered}',
    'Shipment confirmed, short: {shipped} of {ordered} shipped',
  ),
  shippedOver: m(
    '已确认发货（多发）：发货 {shipped}，订购 {ordered}',
    'Shipment confirmed, over: {shipped} of {ordered} shipped',
  ),
  documentsNotPrinted: m(
    '发货单据未能打印：{reason}',
    'Shipping documents could not be printed: {reason}',
  ),
  shipNoticeSent: message('已发送发货通知', 'Ship notice sent'),
  shipNoticeWritten: message('发货通知文件已写出', 'Ship notice file written'),
  invoiceSent: message('已发送发票', 'Invoice sent'),
  creditMemoSent: message('已发送贷项通知单', 'Credit memo sent'),
  invoiceWritten: message('发票文件已写出', 'Invoice file written'),
  paymentReceived: m(
    '已全额付清：付款 {paymentNumber}（{document}）',
    'Paid in full by payment {paymentNumber} ({document})',
  ),
  paymentMatchedByHand: m(
    '已全额付清：付款 {paymentNumber}（{document}）已手工匹配',
    'Paid in full: payment {paymentNumber} ({document}) matched by hand',
  ),
  paidBeforeInvoiceWritten: m(
    '已全额付清：付款早于发票文件写出',
    'Paid in full: the payment came before the invoice file was written',
  ),
  paidOnceCredited: m(
    '计入贷项通知单后已全额付清',
    'Paid in full once the credit memo was counted',
  ),
};

/** Facts some events add when they have them, after the sentence. */
const extraMeanings: Readonly<Record<string, CodeMeaning>> = {
  billOfLading: m('提单号 {billOfLading}', 'bill of lading {billOfLading}'),
  ssccs: m('SSCC {ssccs}', 'SSCC {ssccs}'),
  voided: m('作废标签 {voided} 张', '{voided} labels voided'),
  reason: m('原因：{reason}', 'reason: {reason}'),
};

/** The inbound payment documents, beside the outbound ones the messages list. */
const documentMeanings: Readonly<Record<string, CodeMeaning>> = {
  ...outboundDocumentTypeMeanings,
  '820': m('付款通知', 'Payment order / remittance advice'),
  REMADV: m('汇款通知', 'Remittance advice'),
};

/** "order response 855" (in a sentence), "订单回复 855"; an unknown type alone. */
function documentText(code: string, language: Language): string {
  const meaning = Object.hasOwn(documentMeanings, code) ? documentMeanings[code] : undefined;
  if (meaning === undefined) return code;
  const words = meaning[language];
  return language === 'en-us'
    ? `${words.charAt(0).toLowerCase()}${words.slice(1)} ${code}`
    : `${words} ${code}`;
}

const fill = (template: string, params: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (_whole, name: string) => params[name] ?? '');

/** Params as stored: text, and no empty ones. */
export function orderLogParams(note: OrderLogNote): OrderLogParams {
  return Object.fromEntries(
    Object.entries(note.params ?? {}).flatMap(([name, value]) =>
      value === undefined || value === '' ? [] : [[name, String(value).slice(0, 256)]],
    ),
  );
}

/** Who wrote a row when no person did: the portal itself, or the EDI gateway taking a document in. */
export const orderLogMachineActors: Readonly<Record<string, CodeMeaning>> = {
  system: m('系统', 'System'),
  gateway: m('EDI 网关', 'EDI gateway'),
};

/** A row's actor as people read it: "System", "EDI gateway", or the user's account as it is. */
export function orderLogActorText(actor: string, language: Language): string {
  return Object.hasOwn(orderLogMachineActors, actor)
    ? (orderLogMachineActors[actor]?.[language] ?? actor)
    : actor;
}

const isEvent = (event: string): event is OrderLogEvent =>
  (orderLogEvents as readonly string[]).includes(event);

/**
 * A log row as a sentence in `language`. A row without a known event (written before events
 * existed) shows the text it was written with.
 */
export function orderLogText(
  log: {
    readonly event?: string | null;
    readonly params?: OrderLogParams;
    readonly message?: string;
  },
  language: Language,
): string {
  if (log.event === null || log.event === undefined || !isEvent(log.event))
    return log.message ?? '';
  const stored = log.params ?? {};
  const params =
    stored['documentType'] === undefined
      ? stored
      : { ...stored, document: documentText(stored['documentType'], language) };
  const extras = Object.entries(extraMeanings)
    .filter(([name]) => params[name] !== undefined && params[name] !== '')
    .map(([, meaning]) => fill(meaning[language], params));
  return [fill(orderLogEventMeanings[log.event][language], params), ...extras].join(' — ');
}
