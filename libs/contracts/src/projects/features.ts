import { z } from 'zod';
import { requiredText } from '../validation';
import { invalid } from './rules';

// The project's feature switches: what its screens and documents offer.

const count = z.number().int().min(1).max(100_000);

/** The feature switches of spec §3, with the label settings decisions.md §2 adds. */
export const projectFeaturesSchema = z.object({
  confirmBeforeAccept: z.boolean(),
  printLabel: z.boolean(),
  sendShipNotice: z.boolean(),
  sendInvoice: z.boolean(),
  showOrderResponse: z.boolean(),
  quantityRecalculation: z.boolean(),
  showInvoiceHeader: z.boolean(),
  showInvoiceInfo: z.boolean(),
  showInvoiceDetails: z.boolean(),
  showTradeSettlement: z.boolean(),
  allowCancel: z.boolean(),
  allowAsnTemplateDownload: z.boolean(),
  showFileInfo: z.boolean(),
  allowMaterialUpload: z.boolean(),
  showTotalQuantity: z.boolean(),
  sendByFile: z.boolean(),
  dateTimeFormat: requiredText(32),
  viewFormat: requiredText(32),
  hasOuterPackage: z.boolean(),
  hasInnerPackage: z.boolean(),
  hasNoPackage: z.boolean(),
  maxItemsPerOuterPack: count,
  maxItemsPerNoPackage: count,
  autoLabelNumber: z.boolean(),
  labelPrefix: z.string().regex(/^[A-Za-z0-9-]{0,16}$/, invalid),
  /** GS1 company prefix for SSCC labels: 7 to 10 digits, or empty while labels are not used. */
  gs1CompanyPrefix: z.string().regex(/^(?:\d{7,10})?$/, invalid),
  /**
   * Whether a shipment may carry more than was ordered (fulfilment, docs/fulfilment.md). Off by
   * default: most buyers refuse over-shipments. Projects saved before it existed read as off.
   */
  allowOverShipment: z.boolean().default(false),
  /**
   * Hours to wait for the partner's 997 / CONTRL before a sent message is marked `unknown`
   * (docs/ship-notices.md). Projects saved before it existed read as 24.
   */
  acknowledgementHours: z.number().int().min(1).max(720).default(24),
  /**
   * Invoice numbers (docs/invoices.md): with a prefix, the project numbers its invoices itself
   * (prefix + a per-project sequence); empty, the user types each number. Projects saved before
   * it existed read as empty.
   */
  invoiceNumberPrefix: z
    .string()
    .regex(/^[A-Za-z0-9-]{0,10}$/, invalid)
    .default(''),
  showProjectData: z.boolean(),
  allowDelete: z.boolean(),
});
export type ProjectFeatures = z.infer<typeof projectFeaturesSchema>;

export const defaultProjectFeatures: ProjectFeatures = {
  confirmBeforeAccept: true,
  printLabel: true,
  sendShipNotice: true,
  sendInvoice: true,
  showOrderResponse: true,
  quantityRecalculation: false,
  showInvoiceHeader: true,
  showInvoiceInfo: true,
  showInvoiceDetails: true,
  showTradeSettlement: true,
  allowCancel: true,
  allowAsnTemplateDownload: true,
  showFileInfo: true,
  allowMaterialUpload: false,
  showTotalQuantity: true,
  sendByFile: true,
  dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
  viewFormat: 'YYYY-MM-DD',
  hasOuterPackage: true,
  hasInnerPackage: true,
  hasNoPackage: false,
  maxItemsPerOuterPack: 50,
  maxItemsPerNoPackage: 50,
  autoLabelNumber: true,
  labelPrefix: '',
  gs1CompanyPrefix: '',
  allowOverShipment: false,
  acknowledgementHours: 24,
  invoiceNumberPrefix: '',
  showProjectData: true,
  allowDelete: false,
};
