import {
  projectFieldSchema,
  type ProjectField,
  type ProjectFieldInput,
  type ProjectFieldUpdate,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/project/field/update/{key}: changes one field of a project, named by its id. */
export const updateProjectField = (
  projectKey: string,
  id: number,
  field: ProjectFieldInput,
): Promise<ProjectField> => {
  const body: ProjectFieldUpdate = { ...field, id };
  return apiClient().put(
    `/project/field/update/${encodeURIComponent(projectKey)}`,
    projectFieldSchema,
    body,
  );
};
