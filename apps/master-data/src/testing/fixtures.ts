import type { OptionDetail, ProjectListItem } from '@portal/contracts';

/** Records the master-data component tests share (only tests import this file). */

const stamp = '2026-11-20T08:00:00.000Z';

/** An enabled value of an option list. */
export const optionValue = (optionTypeKey: string, value: string, name: string): OptionDetail => ({
  id: value.length,
  optionTypeId: 1,
  optionTypeKey,
  name,
  value,
  active: true,
  sort: 0,
  description: '',
  createdAt: stamp,
  updatedAt: stamp,
});

/** A project as GET /project/config/list sends it: key, names and three switches. */
export const project = (projectKey: string, nameZh: string): ProjectListItem => ({
  projectKey,
  nameZh,
  nameEn: `${projectKey} English`,
  features: { allowCancel: true, allowDelete: false, confirmBeforeAccept: true },
});
