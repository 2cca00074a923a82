import { atom } from 'jotai';

/** The filters of the project list as typed in the form; empty means "any". */
export interface ProjectFilters {
  projectKey: string;
  name: string;
}

export const emptyProjectFilters: ProjectFilters = { projectKey: '', name: '' };

/**
 * The filters last searched with and the page shown. They live in the portal's store, so leaving
 * the screen and coming back shows the same list.
 */
export const projectFiltersAtom = atom<ProjectFilters>(emptyProjectFilters);
export const projectPageAtom = atom(1);
