import { projectEndpoints, type ProjectField, type ProjectFieldInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Replaces a project's whole field list at once (e.g. a new order). */
export const batchUpdateProjectFields = (
  projectKey: string,
  fields: readonly ProjectFieldInput[],
): Promise<ProjectField[]> =>
  apiClient().call(projectEndpoints.fieldBatchUpdate, {
    params: { key: projectKey },
    body: [...fields],
  });
