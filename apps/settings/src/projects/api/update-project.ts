import { projectSchema, type Project, type projectUpdateSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** PUT /api/project/config/update/{key}: names, description and sort; the key never changes. */
export const updateProject = (projectKey: string, project: ProjectUpdate): Promise<Project> =>
  apiClient().put(
    `/project/config/update/${encodeURIComponent(projectKey)}`,
    projectSchema,
    project,
  );
