import {
  projectEndpoints,
  type ProjectField,
  type ProjectFieldInput,
  type ProjectFieldUpdate,
} from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Changes one field of a project, named by its id. */
export const updateProjectField = (
  projectKey: string,
  id: number,
  field: ProjectFieldInput,
): Promise<ProjectField> => {
  const body: ProjectFieldUpdate = { ...field, id };
  return apiClient().call(projectEndpoints.fieldUpdate, { params: { key: projectKey }, body });
};
