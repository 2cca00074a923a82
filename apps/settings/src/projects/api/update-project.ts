import { projectEndpoints, type Project, type projectUpdateSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** Changes a project's names, description and sort; the key never changes. */
export const updateProject = (projectKey: string, project: ProjectUpdate): Promise<Project> =>
  apiClient().call(projectEndpoints.update, { params: { key: projectKey }, body: project });
