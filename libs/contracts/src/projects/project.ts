import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope';
import { optionalText, requiredId, requiredText } from '../validation';
import { projectConnectionSchema } from './connection';
import { projectFeaturesSchema } from './features';

// The project record: its key, names, API key and the calls that save, list and page it.

export const projectKeySchema = requiredId;

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
