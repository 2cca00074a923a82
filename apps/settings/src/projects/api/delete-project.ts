import { z } from 'zod';
import { apiClient } from '@portal/api-client';

/** DELETE /api/project/config/delete/{key}: the project, its fields and its API key. */
export const deleteProject = (projectKey: string): Promise<unknown> =>
  apiClient().delete(`/project/config/delete/${encodeURIComponent(projectKey)}`, z.unknown());
