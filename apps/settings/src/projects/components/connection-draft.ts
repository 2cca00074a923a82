import { z } from 'zod';
import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  ediVersions,
  projectFeaturesSchema,
  type edifactIdentifiersSchema,
  type x12IdentifiersSchema,
  type EdiStandard,
  type ProjectConnection,
  type ProjectFeatures,
} from '@portal/contracts';

export type X12Identifiers = z.infer<typeof x12IdentifiersSchema>;
export type EdifactIdentifiers = z.infer<typeof edifactIdentifiersSchema>;
export type ProjectDirectories = ProjectConnection['directories'];

/** The feature switches that are on or off (every boolean of the contracts schema). */
export type BooleanFeature = {
  [K in keyof ProjectFeatures]: ProjectFeatures[K] extends boolean ? K : never;
}[keyof ProjectFeatures];

/** The counts of the switches, typed as text in the form. */
export type CountFeature = 'maxItemsPerOuterPack' | 'maxItemsPerNoPackage' | 'acknowledgementHours';

export const booleanFeatures = Object.entries(projectFeaturesSchema.shape)
  .filter(
    ([, schema]) =>
      schema instanceof z.ZodBoolean ||
      // A switch added later defaults for projects saved before it (allowOverShipment).
      (schema instanceof z.ZodDefault && schema.unwrap() instanceof z.ZodBoolean),
  )
  .map(([name]) => name as BooleanFeature);

export const countFeatures: readonly CountFeature[] = [
  'maxItemsPerOuterPack',
  'maxItemsPerNoPackage',
  'acknowledgementHours',
];

/** The switches as the form holds them: counts as the text typed. */
export type FeaturesDraft = Omit<ProjectFeatures, CountFeature> & Record<CountFeature, string>;

/**
 * The connection form: both identifier sets are kept while the admin switches standards, and only
 * the chosen one is sent.
 */
export interface ConnectionDraft {
  standard: EdiStandard;
  version: string;
  x12: X12Identifiers;
  edifact: EdifactIdentifiers;
  directories: ProjectDirectories;
  features: FeaturesDraft;
}

/** X12 identifiers start empty: they are the partner's, the admin must fill them in. */
export const emptyX12Identifiers: X12Identifiers = {
  senderQualifier: '',
  senderId: '',
  receiverQualifier: '',
  receiverId: '',
  applicationSender: '',
  applicationReceiver: '',
  usage: 'P',
  acknowledgementRequested: false,
};

export const emptyEdifactIdentifiers: EdifactIdentifiers = {
  syntaxId: 'UNOC',
  senderId: '',
  senderQualifier: '',
  recipientId: '',
  recipientQualifier: '',
  testIndicator: false,
};

const featuresDraftOf = (features: ProjectFeatures): FeaturesDraft => ({
  ...features,
  maxItemsPerOuterPack: String(features.maxItemsPerOuterPack),
  maxItemsPerNoPackage: String(features.maxItemsPerNoPackage),
  acknowledgementHours: String(features.acknowledgementHours),
});

/** A new project: X12 004010, empty identifiers, the default directories and switches. */
export function newConnectionDraft(): ConnectionDraft {
  return {
    standard: 'X12',
    version: ediVersions.X12[0],
    x12: emptyX12Identifiers,
    edifact: emptyEdifactIdentifiers,
    directories: defaultProjectDirectories,
    features: featuresDraftOf(defaultProjectFeatures),
  };
}

/** The form of a saved connection. */
export function connectionDraftOf(connection: ProjectConnection): ConnectionDraft {
  return {
    standard: connection.standard,
    version: connection.version,
    x12: connection.x12 ?? emptyX12Identifiers,
    edifact: connection.edifact ?? emptyEdifactIdentifiers,
    directories: connection.directories,
    features: featuresDraftOf(connection.features),
  };
}

/** Another standard: its first version, the identifiers typed for it so far. */
export function withStandard(draft: ConnectionDraft, standard: EdiStandard): ConnectionDraft {
  if (standard === draft.standard) return draft;
  return { ...draft, standard, version: ediVersions[standard][0] };
}

/** The versions of a standard, for its select. */
export const versionsOf = (standard: EdiStandard): readonly string[] => ediVersions[standard];

/** Digits as a number; nothing typed is missing (`required`), anything else not a number (NaN). */
export function wholeNumberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * What the form stands for, to be checked by `projectConnectionSchema`: the identifiers of the
 * chosen standard (the other set null) and the counts as numbers.
 */
export function connectionCandidateOf(draft: ConnectionDraft) {
  return {
    standard: draft.standard,
    version: draft.version,
    x12: draft.standard === 'X12' ? draft.x12 : null,
    edifact: draft.standard === 'EDIFACT' ? draft.edifact : null,
    directories: draft.directories,
    features: {
      ...draft.features,
      maxItemsPerOuterPack: wholeNumberOf(draft.features.maxItemsPerOuterPack),
      maxItemsPerNoPackage: wholeNumberOf(draft.features.maxItemsPerNoPackage),
      acknowledgementHours: wholeNumberOf(draft.features.acknowledgementHours),
    },
  };
}

/** What every section of the connection form takes. */
export interface ConnectionSectionProps {
  draft: ConnectionDraft;
  /** Applies a change; `path` names the field changed, whose error goes with it. */
  onChange: (change: (draft: ConnectionDraft) => ConnectionDraft, path: string) => void;
  /** The error of a path of the connection, e.g. `x12.senderId`. */
  errorOf: (path: string) => string | undefined;
}
