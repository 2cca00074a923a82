import { z } from 'zod';
import { requiredText, validationToken } from '../validation';
import { projectDirectoriesSchema } from './directories';
import { projectFeaturesSchema } from './features';
import { choice, invalid } from './rules';

// How the gateway talks to the partner: standard, version, envelope identifiers, directories and
// switches.

/** The standards and versions the gateway speaks. */
export const ediVersions = {
  X12: ['004010', '005010'],
  EDIFACT: ['D96A', 'D01B'],
} as const;
export type EdiStandard = keyof typeof ediVersions;
export const ediStandards = Object.keys(ediVersions) as EdiStandard[];

/** X12 envelope identifiers: ISA05–08 (qualifier 2, id up to 15), GS02/03, ISA15. */
export const x12IdentifiersSchema = z.object({
  senderQualifier: z.string().regex(/^[0-9A-Z]{2}$/, invalid),
  senderId: z.string().regex(/^[\x20-\x7e]{1,15}$/, invalid),
  receiverQualifier: z.string().regex(/^[0-9A-Z]{2}$/, invalid),
  receiverId: z.string().regex(/^[\x20-\x7e]{1,15}$/, invalid),
  applicationSender: z.string().regex(/^[\x20-\x7e]{2,15}$/, invalid),
  applicationReceiver: z.string().regex(/^[\x20-\x7e]{2,15}$/, invalid),
  usage: choice(['P', 'T'] as const),
  /** ISA14: ask the partner for a TA1. */
  acknowledgementRequested: z.boolean(),
});

/** EDIFACT UNB identifiers: syntax id, sender and recipient with their code qualifiers. */
export const edifactIdentifiersSchema = z.object({
  syntaxId: choice(['UNOA', 'UNOB', 'UNOC', 'UNOY'] as const),
  senderId: z.string().regex(/^[A-Za-z0-9 .\-/]{1,35}$/, invalid),
  senderQualifier: z.string().regex(/^[A-Za-z0-9]{0,4}$/, invalid),
  recipientId: z.string().regex(/^[A-Za-z0-9 .\-/]{1,35}$/, invalid),
  recipientQualifier: z.string().regex(/^[A-Za-z0-9]{0,4}$/, invalid),
  testIndicator: z.boolean(),
});

/** The connection part of a project: standard, version, identifiers, directories, switches. */
export const projectConnectionSchema = z
  .object({
    standard: choice(['X12', 'EDIFACT'] as const),
    version: requiredText(32),
    x12: x12IdentifiersSchema.nullable(),
    edifact: edifactIdentifiersSchema.nullable(),
    directories: projectDirectoriesSchema,
    features: projectFeaturesSchema,
  })
  .superRefine((connection, context) => {
    const versions: readonly string[] = ediVersions[connection.standard];
    if (!versions.includes(connection.version)) {
      context.addIssue({ code: 'custom', path: ['version'], message: validationToken('invalid') });
    }
    const identifiers = connection.standard === 'X12' ? 'x12' : 'edifact';
    if (connection[identifiers] === null) {
      context.addIssue({
        code: 'custom',
        path: [identifiers],
        message: validationToken('required'),
      });
    }
  });
export type ProjectConnection = z.infer<typeof projectConnectionSchema>;
