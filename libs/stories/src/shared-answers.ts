import type { HttpHandler } from 'msw';
import { projectEndpoints, type ProjectListItem } from '@portal/contracts';
import { answer } from './api-answers';

/**
 * Answers to the calls every business screen makes besides its own: the projects to choose from.
 * A remote's stories list these before their own handlers.
 */

/** ACME Retail, the lone project most stories run in (so the screens preselect it). */
export const acmeProject: ProjectListItem = {
  projectKey: 'ACME',
  nameZh: 'ACME 零售',
  nameEn: 'ACME Retail',
  features: { allowCancel: true, allowDelete: true, confirmBeforeAccept: false },
};

/** A second project, for stories where the user must choose one. */
export const northwindProject: ProjectListItem = {
  projectKey: 'NORTHWIND',
  nameZh: '北风贸易',
  nameEn: 'Northwind Traders',
  features: { allowCancel: false, allowDelete: false, confirmBeforeAccept: true },
};

/** The projects a user may choose from (one by default: it is preselected). */
export function projectAnswers(
  projects: readonly ProjectListItem[] = [acmeProject],
): HttpHandler[] {
  return [answer(projectEndpoints.list, [...projects])];
}
