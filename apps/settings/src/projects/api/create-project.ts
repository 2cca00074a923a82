import { projectSchema, type Project, type ProjectSave } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** POST /api/project/config/save: a new project with its connection and switches. */
export const createProject = (project: ProjectSave): Promise<Project> =>
  apiClient().post('/project/config/save', projectSchema, project);
