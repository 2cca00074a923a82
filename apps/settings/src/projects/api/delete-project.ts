import { projectEndpoints } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Deletes the project, its fields and its API key. */
export const deleteProject = (projectKey: string): Promise<null> =>
  apiClient().call(projectEndpoints.remove, { params: { key: projectKey } });
