import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { optionalText, requiredId, requiredText, textRule, validationToken } from './validation';

/**
 * A project is one trading-partner connection, keyed by `project_key` (decisions.md §2): its
 * names, EDI standard and version, interchange identifiers, directories, the spec's feature
 * switches (§3) and its custom fields.
 */
export const projectKeySchema = requiredId;

/** The standards and versions the gateway speaks. */
export const ediVersions = {
  X12: ['004010', '005010'],
  EDIFACT: ['D96A', 'D01B'],
} as const;
export type EdiStandard = keyof typeof ediVersions;
export const ediStandards = Object.keys(ediVersions) as EdiStandard[];

const invalid = { error: validationToken('invalid') };
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => validationToken(issue.input == null ? 'required' : 'invalid'),
  });

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

/**
 * A directory below the project root: relative, no `..`, no drive or leading slash, so the
 * server never reads or writes outside the directories it owns.
 */
export const projectSubdirectorySchema = requiredText(128).refine(
  (path) =>
    !path.startsWith('/') &&
    !path.includes('\\') &&
    !/^[A-Za-z]:/.test(path) &&
    path.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
  invalid,
);

/** The admin's sub-directories of a project root, in the order the form shows them. */
export const projectSubdirectoryFields = [
  'deliveryInbox',
  'exportInbox',
  'uploadInbox',
  'businessXmlInbox',
] as const;
export type ProjectSubdirectoryField = (typeof projectSubdirectoryFields)[number];

/** The gateway's own directories beside them: read files are moved there. */
export const reservedProjectDirectories = ['processed', 'error'] as const;

/**
 * A sub-directory as the file system may see it: its segments in Unicode NFC and lower case, so
 * that two spellings of one folder (on a case-insensitive or normalising file system) compare
 * equal.
 */
const directorySegments = (path: string): string[] =>
  path
    .trim()
    .normalize('NFC')
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.');

/** Whether one directory is the other or lies inside it (either way round). */
const overlaps = (left: readonly string[], right: readonly string[]): boolean => {
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  return shorter.every((segment, index) => segment === longer[index]);
};

/**
 * The sub-directories that are the same as, inside or around one listed before them or one the
 * gateway keeps for itself: an outbound directory equal to the inbound one would read our own
 * 997 and 855 back in. Each conflict names the later field.
 */
export function overlappingDirectories(
  directories: Readonly<Record<ProjectSubdirectoryField, string>>,
): ProjectSubdirectoryField[] {
  const seen: string[][] = reservedProjectDirectories.map((name) => [name]);
  const overlapping: ProjectSubdirectoryField[] = [];
  for (const field of projectSubdirectoryFields) {
    const segments = directorySegments(directories[field]);
    // The root itself or a way out of it breaks the directory's own rule, reported there.
    if (segments.length === 0 || segments.includes('..')) continue;
    if (seen.some((other) => overlaps(other, segments))) overlapping.push(field);
    seen.push(segments);
  }
  return overlapping;
}

/** The directories of the spec (§3); the root defaults to `<DATA_DIR>/projects/<key>`. */
export const projectDirectoriesSchema = z
  .object({
    /** Empty: `<DATA_DIR>/projects/<key>`; otherwise an absolute path the admin chose. */
    projectRoot: textRule(128).refine(
      (path) => path === '' || (path.startsWith('/') && !path.split('/').includes('..')),
      invalid,
    ),
    deliveryInbox: projectSubdirectorySchema,
    exportInbox: projectSubdirectorySchema,
    uploadInbox: projectSubdirectorySchema,
    businessXmlInbox: projectSubdirectorySchema,
  })
  .superRefine(
    (directories, context) => {
      for (const field of overlappingDirectories(directories)) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: validationToken('directoryOverlap'),
          input: directories[field],
        });
      }
    },
    {
      // Also when another directory breaks its own rule: the form shows every problem at once.
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        projectSubdirectoryFields.every(
          (field) => typeof (payload.value as Record<string, unknown>)[field] === 'string',
        ),
    },
  );

export const defaultProjectDirectories: z.infer<typeof projectDirectoriesSchema> = {
  projectRoot: '',
  deliveryInbox: 'inbound',
  exportInbox: 'outbound',
  uploadInbox: 'upload',
  businessXmlInbox: 'business-xml',
};

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
  showProjectData: true,
  allowDelete: false,
};

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

/** POST /project/config/save: a new project. */
export const projectSaveSchema = z.object({
  projectKey: projectKeySchema,
  nameZh: requiredText(32),
  nameEn: requiredText(32),
  description: optionalText(128),
  sort: z.number().int().min(0).max(9_999),
  connection: projectConnectionSchema,
});
export type ProjectSave = z.infer<typeof projectSaveSchema>;

/** PUT /project/config/update/{key}: names, description and sort; the key never changes. */
export const projectUpdateSchema = projectSaveSchema.omit({ projectKey: true, connection: true });

/** PUT /project/config/updateConf/{key}: the connection and switches. */
export const projectUpdateConfSchema = projectConnectionSchema;

export const projectSchema = z.object({
  projectKey: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  description: z.string(),
  sort: z.number().int(),
  connection: projectConnectionSchema,
  /** Whether an inbound HTTP API key has been made (the key itself is never shown again). */
  hasApiKey: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * GET /project/config/list, which every signed-in user may call: what a business screen needs to
 * choose a project (key and names) and to offer what its switches allow (cancel, delete, confirm
 * before accepting). Identifiers, directories and the other switches are the admin's
 * (GET /project/config/info).
 */
export const projectListItemSchema = z.object({
  projectKey: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  features: projectFeaturesSchema.pick({
    allowCancel: true,
    allowDelete: true,
    confirmBeforeAccept: true,
  }),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** PUT /project/config/apiKey/{key}: a new inbound HTTP API key, shown this once. */
export const projectApiKeySchema = z.object({ apiKey: z.string() });
/** The header the partner (or its VAN) sends the key in, with POST /edi/inbound/{key}. */
export const projectApiKeyHeader = 'x-api-key';

export const projectPageSchema = pageSchema(projectSchema);
export const projectPageQuerySchema = pageQuerySchema.extend({
  projectKey: optionalText(32),
  name: optionalText(32),
});
export const projectKeyParamsSchema = z.object({ key: projectKeySchema });

/** The nine field types of spec §3. */
export const projectFieldTypes = [
  'string',
  'number',
  'password',
  'dropdown',
  'combobox',
  'date',
  'datetime',
  'switch',
  'view',
] as const;
export type ProjectFieldType = (typeof projectFieldTypes)[number];

/** A custom form field of a project (spec §3): what the portal asks for on that project's forms. */
export const projectFieldInputSchema = z
  .object({
    key: requiredId,
    name: requiredText(32),
    type: choice(projectFieldTypes),
    defaultValue: optionalText(128),
    maxLength: z.number().int().min(1).max(4_000).nullable(),
    tips: optionalText(128),
    /** Shown as a column of the project's lists. */
    customListHeader: z.boolean(),
    sort: z.number().int().min(0).max(9_999),
    required: z.boolean(),
    enabled: z.boolean(),
    /** The choices of a dropdown or combobox. */
    options: z.array(z.object({ value: requiredText(128), label: requiredText(128) })).max(200),
  })
  .superRefine((field, context) => {
    const needsOptions = field.type === 'dropdown' || field.type === 'combobox';
    if (needsOptions && field.options.length === 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: validationToken('required') });
    }
    if (!needsOptions && field.options.length > 0) {
      context.addIssue({ code: 'custom', path: ['options'], message: validationToken('invalid') });
    }
    const value = field.defaultValue ?? '';
    if (value !== '' && !defaultFits(field.type, value, field.options)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultValue'],
        message: validationToken('invalid'),
      });
    }
    if (field.maxLength !== null && value.length > field.maxLength) {
      context.addIssue({
        code: 'custom',
        path: ['defaultValue'],
        message: validationToken('maxLength'),
      });
    }
  });
export type ProjectFieldInput = z.infer<typeof projectFieldInputSchema>;

/** Whether a default value suits its field type (a dropdown's must be one of its options). */
function defaultFits(
  type: ProjectFieldType,
  value: string,
  options: readonly { value: string }[],
): boolean {
  switch (type) {
    case 'number':
      return /^[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(value);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value);
    case 'switch':
      return value === 'true' || value === 'false';
    case 'dropdown':
      return options.some((option) => option.value === value);
    default:
      return true;
  }
}

export const projectFieldSchema = z.object({
  id: z.number().int(),
  projectKey: z.string(),
  key: z.string(),
  name: z.string(),
  type: z.enum(projectFieldTypes),
  defaultValue: z.string(),
  maxLength: z.number().int().nullable(),
  tips: z.string(),
  customListHeader: z.boolean(),
  sort: z.number().int(),
  required: z.boolean(),
  enabled: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type ProjectField = z.infer<typeof projectFieldSchema>;

/** PUT /project/field/update/{key}: one field with its id (a field of that project). */
export const projectFieldUpdateSchema = projectFieldInputSchema.extend({
  id: z.number().int().positive().max(2_147_483_647),
});
export type ProjectFieldUpdate = z.infer<typeof projectFieldUpdateSchema>;

/** PUT /project/field/batchUpdate/{key}: the whole field list, keys unique. */
export const projectFieldBatchSchema = z
  .array(projectFieldInputSchema)
  .max(200)
  .refine((fields) => new Set(fields.map((field) => field.key)).size === fields.length, invalid);
