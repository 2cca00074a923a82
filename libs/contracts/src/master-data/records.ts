import { z } from 'zod';
import { projectKeySchema } from '../projects';

// Ids and the project query every master-data call shares.

/** Ids are PostgreSQL integers: anything beyond is not an id (2001), not a database error. */
export const recordIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const recordIdParamsSchema = z.object({ id: recordIdSchema });
export type RecordIdParams = z.infer<typeof recordIdParamsSchema>;

/** `?projectKey=` of the calls the spec marks "(project_key)". */
export const projectKeyQuerySchema = z.object({ projectKey: projectKeySchema });
