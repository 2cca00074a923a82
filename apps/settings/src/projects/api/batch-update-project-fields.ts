import { z } from 'zod';
import { projectFieldSchema, type ProjectField, type ProjectFieldInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/project/field/batchUpdate/{key}: the whole field list at once (e.g. a new order). */
export const batchUpdateProjectFields = (
  projectKey: string,
  fields: readonly ProjectFieldInput[],
): Promise<ProjectField[]> =>
  apiClient().put(
    `/project/field/batchUpdate/${encodeURIComponent(projectKey)}`,
    z.array(projectFieldSchema),
    fields,
  );
