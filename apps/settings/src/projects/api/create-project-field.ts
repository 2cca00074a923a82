import { projectEndpoints, type ProjectField, type ProjectFieldInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Adds one field to a project. */
export const createProjectField = (
  projectKey: string,
  field: ProjectFieldInput,
): Promise<ProjectField> =>
  apiClient().call(projectEndpoints.fieldSave, { params: { key: projectKey }, body: field });
