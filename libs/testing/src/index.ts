export { describeRemoteContract } from './remote-contract-suite';
export { countTextKeys, missingTextKeys, type Namespaces } from './text-keys';
export { renderInPortal, type PortalRender, type RenderInPortalOptions } from './render-in-portal';
export { expectFormatsFollowDateSetting, type DayAndTimeFormat } from './date-setting-check';
export { choose, messagesOf, rowOf, snackbarText } from './record-queries';
export {
  canonicalOrder,
  fixtureStamp,
  orderDetail,
  orderErrors,
  orderLogs,
  orderMessages,
  orderPage,
  orderSummary,
  purchaseOrder850,
  serviceCharges,
} from './order-fixtures';
export { sentInvoiceData, sentInvoiceDetail } from './invoice-fixtures';
