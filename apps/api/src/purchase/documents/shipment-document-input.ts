import type { PackageLevel, Routing } from '@portal/contracts';

/** What the shipment documents need; the purchase service builds it from the order and its plan. */

export interface DocumentParty {
  name: string;
  street?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
  id?: string | null;
}

export interface DocumentItem {
  lineNumber: string;
  quantity: number;
  unit?: string | null;
  upc?: string | null;
  vendorItemNumber?: string | null;
  buyerItemNumber?: string | null;
  description?: string | null;
}

export interface DocumentPackage {
  sscc: string | null;
  level: PackageLevel;
  sequence: number;
  packageType?: string | null;
  weight?: number | null;
  /** the pallet this carton is on */
  palletSscc?: string | null;
  contents: DocumentItem[];
}

export interface ShipmentDocumentInput {
  projectKey: string;
  projectName: string;
  orderNumber: string;
  orderDate?: string | null;
  shipFrom: DocumentParty;
  shipTo: DocumentParty;
  billTo?: DocumentParty | null;
  routing: Routing | null;
  packages: DocumentPackage[];
  shippedDate?: string | null;
  language: 'zh-cn' | 'en-us';
}
