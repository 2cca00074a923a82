import { allow, endpoint } from '../endpoint';
import {
  purchaseActionParamsSchema,
  purchaseActionResultSchema,
  purchaseActionSchema,
  purchaseDeliveryParamsSchema,
  purchaseDetailSchema,
  purchaseExportParamsSchema,
  purchaseExportQuerySchema,
  purchaseOrderParamsSchema,
  purchaseOrderQuerySchema,
  purchasePageQuerySchema,
  purchasePageSchema,
  purchaseRecordSchema,
  purchaseReportQuerySchema,
  routeTemplateQuerySchema,
  routeUploadResultSchema,
  shipConfirmationSchema,
} from '../purchase';

const tags = ['purchase'];
/** Purchase (fulfilment), decisions.md §4. */
const access = allow(['PURCHASE']);

/** /api/purchase/* (spec §7): fulfilment of accepted orders, docs/fulfilment.md. */
export const purchaseEndpoints = {
  orders: endpoint({
    method: 'GET',
    path: '/api/purchase/orders',
    summary:
      'Orders to fulfil (accepted, routed, printed, delivered), with ship window and due-soon mark',
    tags,
    access,
    transfer: 'json',
    query: purchasePageQuerySchema,
    response: purchasePageSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/purchase/:po_number',
    summary:
      'One order’s fulfilment: lines (ordered, reserved, packed, shipped), routing, packages, documents',
    tags,
    access,
    transfer: 'json',
    params: purchaseOrderParamsSchema,
    query: purchaseOrderQuerySchema,
    response: purchaseDetailSchema,
  }),
  record: endpoint({
    method: 'GET',
    path: '/api/purchase/record/:po_number',
    summary: 'The order’s operation log, fulfilment steps included',
    tags,
    access,
    transfer: 'json',
    params: purchaseOrderParamsSchema,
    query: purchaseOrderQuerySchema,
    response: purchaseRecordSchema,
  }),
  action: endpoint({
    method: 'POST',
    path: '/api/purchase/action/:action',
    summary:
      'route (→ ROUTED), propose a packing plan, pack (store the plan), print labels (SSCCs, → PRINTED), cancel',
    tags,
    access,
    transfer: 'json',
    params: purchaseActionParamsSchema,
    body: purchaseActionSchema,
    response: purchaseActionResultSchema,
  }),
  delivery: endpoint({
    method: 'POST',
    path: '/api/purchase/delivery/:action',
    summary:
      'confirm the shipment: shipped date, time and quantities; → DELIVERED, reserved stock shipped',
    tags,
    access,
    transfer: 'json',
    params: purchaseDeliveryParamsSchema,
    body: shipConfirmationSchema,
    response: purchaseDetailSchema,
  }),
  routeUpload: endpoint({
    method: 'POST',
    path: '/api/purchase/route/upload',
    summary:
      'Route upload (multipart, one xlsx file from the template): all rows or none, each bad row listed',
    tags,
    access,
    transfer: 'upload',
    query: routeTemplateQuerySchema,
    response: routeUploadResultSchema,
  }),
  routeTemplate: endpoint({
    method: 'GET',
    path: '/api/purchase/export',
    summary: 'The route upload template (xlsx), listing the project’s accepted and routed orders',
    tags,
    access,
    transfer: 'download',
    query: routeTemplateQuerySchema,
  }),
  document: endpoint({
    method: 'GET',
    path: '/api/purchase/export/:action',
    summary:
      'A shipment’s kept document: labels (PDF or ZPL), packing slip or straight bill of lading (PDF)',
    tags,
    access,
    transfer: 'download',
    params: purchaseExportParamsSchema,
    query: purchaseExportQuerySchema,
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/purchase/report/download',
    summary:
      'The fulfilment report (xlsx): PO, status, routing, packages, SSCCs, shipped quantities, dates',
    tags,
    access,
    transfer: 'download',
    query: purchaseReportQuerySchema,
  }),
} as const;
