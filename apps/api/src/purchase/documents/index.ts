export type {
  DocumentItem,
  DocumentPackage,
  DocumentParty,
  ShipmentDocumentInput,
} from './shipment-document-input';
export type { PdfRenderOptions, OfficeDocumentOptions, PaperSize } from './pdf-document';
export { renderLabelsPdf, type LabelPdfOptions } from './labels-pdf';
export { renderLabelsZpl, type LabelZplOptions } from './labels-zpl';
export { renderPackingSlipPdf } from './packing-slip';
export { renderBillOfLadingPdf } from './bill-of-lading';
