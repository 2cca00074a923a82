import { projectEndpoints, type projectPageSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type ProjectPage = z.infer<typeof projectPageSchema>;

/** The query of the project list: page, size and the filters that say something. */
export interface ProjectListQuery {
  page: number;
  size: number;
  projectKey?: string;
  name?: string;
}

/** One page of projects whose key or name (zh or en) matches. */
export const listProjects = (query: ProjectListQuery): Promise<ProjectPage> =>
  apiClient().call(projectEndpoints.page, { query });
