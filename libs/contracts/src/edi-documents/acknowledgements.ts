import { z } from 'zod';
import { text } from './scalars';

// Functional acknowledgements, in and out: 997 / CONTRL.

/** A segment or element error an acknowledgement reports (997 AK3/AK4, CONTRL UCS/UCD). */
export const acknowledgedErrorSchema = z.object({
  segmentTag: text.optional(),
  segmentPosition: z.number().int().optional(),
  elementPosition: z.number().int().optional(),
  /** AK304 / AK403 / UCS03 / UCD01 code. */
  code: text,
  badValue: text.optional(),
});

/** A transaction set / message an acknowledgement answers (997 AK2/AK5, CONTRL UCM). */
export const acknowledgedTransactionSchema = z.object({
  /** 850 / ORDERS */
  setId: text,
  controlNumber: text,
  /** A accepted, E accepted with errors, R rejected. */
  status: z.enum(['A', 'E', 'R']),
  /** AK502 / UCM03 codes. */
  codes: z.array(text),
  errors: z.array(acknowledgedErrorSchema),
});

/** 997 / CONTRL: what a functional acknowledgement says, inbound and outbound. */
export const canonicalAcknowledgementSchema = z.object({
  kind: z.literal('acknowledgement'),
  /** The interchange it answers (CONTRL UCI; 997 carries only the group). */
  interchangeControlNumber: text.optional(),
  interchangeSender: text.optional(),
  interchangeRecipient: text.optional(),
  /** AK1 / UCF: the group it answers. */
  functionalId: text.optional(),
  groupControlNumber: text.optional(),
  /** AK9 / UCI action: A accepted, E accepted with errors, P partly accepted, R rejected. */
  status: z.enum(['A', 'E', 'P', 'R']),
  /** AK905+ / UCI syntax error code. */
  codes: z.array(text),
  transactionsIncluded: z.number().int().optional(),
  transactionsReceived: z.number().int().optional(),
  transactionsAccepted: z.number().int().optional(),
  transactions: z.array(acknowledgedTransactionSchema),
});
export type CanonicalAcknowledgement = z.infer<typeof canonicalAcknowledgementSchema>;
