import { projectEndpoints, type ProjectField } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Every custom field of a project. */
export const listProjectFields = (projectKey: string): Promise<ProjectField[]> =>
  apiClient().call(projectEndpoints.fieldList, { params: { key: projectKey } });
