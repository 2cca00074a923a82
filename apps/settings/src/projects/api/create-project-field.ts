import { projectFieldSchema, type ProjectField, type ProjectFieldInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** POST /api/project/field/save/{key}: adds one field to a project. */
export const createProjectField = (
  projectKey: string,
  field: ProjectFieldInput,
): Promise<ProjectField> =>
  apiClient().post(
    `/project/field/save/${encodeURIComponent(projectKey)}`,
    projectFieldSchema,
    field,
  );
