import { projectSchema, type Project, type ProjectConnection } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/project/config/updateConf/{key}: standard, identifiers, directories and switches. */
export const updateProjectConnection = (
  projectKey: string,
  connection: ProjectConnection,
): Promise<Project> =>
  apiClient().put(
    `/project/config/updateConf/${encodeURIComponent(projectKey)}`,
    projectSchema,
    connection,
  );
