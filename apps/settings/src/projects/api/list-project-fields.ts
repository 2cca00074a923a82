import { z } from 'zod';
import { projectFieldSchema, type ProjectField } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** GET /api/project/field/list/{key}: every custom field of a project. */
export const listProjectFields = (projectKey: string): Promise<ProjectField[]> =>
  apiClient().get(
    `/project/field/list/${encodeURIComponent(projectKey)}`,
    z.array(projectFieldSchema),
  );
