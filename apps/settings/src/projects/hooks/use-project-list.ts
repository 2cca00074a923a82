import { usePagedList, type PagedList } from '@portal/ui';
import { listProjects, type ProjectListQuery, type ProjectPage } from '../api/list-projects';
import {
  projectFiltersAtom,
  projectPageAtom,
  type ProjectFilters,
} from '../state/project-list-query';

export type ProjectList = PagedList<ProjectFilters, ProjectPage['records'][number]>;

/** The query the server takes: only the filters that say something. */
export function projectListQuery(
  filters: ProjectFilters,
  page: number,
  size: number,
): ProjectListQuery {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return { page, size, projectKey: text(filters.projectKey), name: text(filters.name) };
}

const loadProjects = (filters: ProjectFilters, page: number, size: number): Promise<ProjectPage> =>
  listProjects(projectListQuery(filters, page, size));

/** The project list: filters and page in the portal store, the page size the user's own choice. */
export function useProjectList(): ProjectList {
  return usePagedList(projectFiltersAtom, projectPageAtom, loadProjects);
}
