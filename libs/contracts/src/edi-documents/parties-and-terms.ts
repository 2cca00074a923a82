import { z } from 'zod';
import { text, date, amount } from './scalars';

// What several document families share: parties, contacts, sale terms, service charges.

/** The parties of spec §3, by the role they play in the document. */
export const partyRoles = [
  'buyer',
  'seller',
  'supplier',
  'materialIssuer',
  'intermediateConsignee',
  'shipFrom',
  'shipTo',
  'customsBroker',
  'freightForwarder',
  'billTo',
  'remitTo',
  'soldTo',
  'invoicee',
  'invoiceIssuer',
  'consignee',
  'consignor',
  'carrier',
  'deliveryParty',
  'payee',
  'payer',
] as const;
export type PartyRole = (typeof partyRoles)[number];

/** Contact functions of spec §3 (buyer contacts, ship-to expeditor, …). */
export const contactFunctions = [
  'general',
  'intermediate',
  'accounting',
  'delivery',
  'order',
  'purchasing',
  'schedule',
  'expeditor',
] as const;

export const contactSchema = z.object({
  function: z.enum(contactFunctions),
  name: text.optional(),
  phone: text.optional(),
  email: text.optional(),
  fax: text.optional(),
});
export type Contact = z.infer<typeof contactSchema>;

export const partySchema = z.object({
  role: z.enum(partyRoles),
  /** The party's identifier (X12 N104, EDIFACT NAD02-1). */
  id: text.optional(),
  name: text.optional(),
  /** Who issued the id: X12 N103 qualifier (92 buyer-assigned, 1 DUNS, UL GLN…), EDIFACT 3055. */
  agencyCode: text.optional(),
  address: text.optional(),
  addressInfo: text.optional(),
  street: text.optional(),
  city: text.optional(),
  state: text.optional(),
  postcode: text.optional(),
  country: text.optional(),
  contacts: z.array(contactSchema).optional(),
  /** Buyer: its reference and electronic endpoint id. */
  reference: text.optional(),
  endpointId: text.optional(),
  /** Remit to: the vendor's DUNS number. */
  vendorDuns: text.optional(),
});
export type Party = z.infer<typeof partySchema>;

/** Sale terms of spec §3 (X12 ITD, EDIFACT PAT). */
export const saleTermsSchema = z.object({
  typeCode: text.optional(),
  discountPercent: z.number().finite().optional(),
  discountDueDate: date.optional(),
  discountDays: z.number().int().optional(),
  netDueDate: date.optional(),
  netDays: z.number().int().optional(),
  description: text.optional(),
});

/** Service, allowance or charge of spec §3 (X12 SAC, EDIFACT ALC/MOA). */
export const serviceChargeSchema = z.object({
  /** A allowance, C charge, N no allowance or charge. */
  indicator: z.enum(['A', 'C', 'N']),
  /** X12 SAC02 / EDIFACT ALC05 code. */
  type: text,
  amount: amount,
  /** The percentage it was computed from (X12 SAC07, EDIFACT PCD 3); the amount stays exact. */
  percent: z.number().finite().optional(),
  description: text.optional(),
});
