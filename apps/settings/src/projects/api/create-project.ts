import { projectEndpoints, type Project, type ProjectSave } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** A new project with its connection and switches. */
export const createProject = (project: ProjectSave): Promise<Project> =>
  apiClient().call(projectEndpoints.save, { body: project });
