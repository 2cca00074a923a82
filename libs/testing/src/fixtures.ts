// What stories may share with tests: data only, nothing that needs Node (the index's text-key
// checks read files). docs/storybook.md.
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
