import { projectEndpoints, type Project, type ProjectConnection } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Changes a project's standard, identifiers, directories and switches. */
export const updateProjectConnection = (
  projectKey: string,
  connection: ProjectConnection,
): Promise<Project> =>
  apiClient().call(projectEndpoints.updateConf, {
    params: { key: projectKey },
    body: connection,
  });
