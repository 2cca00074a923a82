import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { outboundDocumentSchema } from './edi-documents';
import { projectKeySchema } from './projects';
import { optionalText, validationToken } from './validation';

/** What the gateway says about one inbound file or HTTP body. */
export const receiptStatuses = ['accepted', 'partial', 'rejected', 'duplicate'] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

export const receiptProblemSchema = z.object({
  /** An envelope error code (CONTROL_NUMBER_MISMATCH…), MAPPING, DUPLICATE_INTERCHANGE, … */
  code: z.string(),
  message: z.string(),
  /** `<sender>/<control number>` of the interchange. */
  interchange: z.string().optional(),
  /** ST02 / UNH01 of the document. */
  transaction: z.string().optional(),
  segmentPosition: z.number().int().optional(),
  segmentTag: z.string().optional(),
  elementPosition: z.number().int().optional(),
});

/** POST /edi/inbound/{key}: the answer to the partner. */
export const inboundReceiptSchema = z.object({
  fileId: z.number().int(),
  status: z.enum(receiptStatuses),
  reason: z.string().nullable(),
  problems: z.array(receiptProblemSchema),
  documents: z.number().int(),
  orders: z.number().int(),
  /** The interchange this one repeats, when it is a duplicate. */
  duplicateOf: z.number().int().nullable(),
});
export type InboundReceipt = z.infer<typeof inboundReceiptSchema>;

/** A name for the stored body: letters, digits and `._-`, as a file would be called. */
export const inboundFileNameSchema = z
  .string()
  .trim()
  .max(128, { error: validationToken('maxLength') })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: validationToken('invalid') });

export const inboundParamsSchema = z.object({ key: projectKeySchema });
export const inboundQuerySchema = z.object({ fileName: inboundFileNameSchema.optional() });

/** The delivery message status of spec §4 (decisions.md §2). */
export const messageStatuses = [
  'new',
  'doing',
  'pok',
  'finish',
  'success',
  'failed',
  'unknown',
] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const messageErrorSchema = z.object({
  at: z.string().optional(),
  message: z.string().optional(),
  code: z.string().optional(),
  segmentTag: z.string().optional(),
  segmentPosition: z.number().int().optional(),
  elementPosition: z.number().int().optional(),
});

/** An outbound message as listed. */
export const messageSchema = z.object({
  id: z.number().int(),
  projectKey: z.string(),
  standard: z.enum(['X12', 'EDIFACT']),
  /** 997, 855, 856, 810, 846, CONTRL, ORDRSP, DESADV, INVOIC, INVRPT */
  documentType: z.string(),
  status: z.enum(messageStatuses),
  orderSerialNumber: z.number().int().nullable(),
  answersInterchangeId: z.number().int().nullable(),
  resendOf: z.number().int().nullable(),
  fileName: z.string(),
  interchangeControlNumber: z.string(),
  groupControlNumber: z.string().nullable(),
  transactionControlNumber: z.string(),
  acknowledgementExpected: z.boolean(),
  errors: z.array(messageErrorSchema),
  attempts: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  writtenAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /message/info/{id}: with the text as written and the canonical document. */
export const messageDetailSchema = messageSchema.extend({
  text: z.string(),
  canonical: outboundDocumentSchema,
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const messagePageSchema = pageSchema(messageSchema);

const isoInstant = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: validationToken('invalid') });

export const messagePageQuerySchema = pageQuerySchema
  .extend({
    projectKey: optionalText(32),
    status: z.enum(messageStatuses, { error: validationToken('invalid') }).optional(),
    documentType: optionalText(32),
    orderSerialNumber: z.coerce.number().int().positive().optional(),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    path: ['to'],
    error: validationToken('endBeforeStart'),
  });
export type MessagePageQuery = z.infer<typeof messagePageQuerySchema>;

export const messageIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const orderMessagesParamsSchema = z.object({
  serialNumber: z.coerce.number().int().positive(),
});
