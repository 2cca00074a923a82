import {
  defaultProjectFeatures,
  type ProjectFeatures,
  type ProjectListItem,
} from '@portal/contracts';

/**
 * Test data the tests of every screen of this remote share (only tests import this
 * file): projects as the project list sends them. Orders, their list rows and pages, and the
 * record queries (picking an option of a Mantine select…) are shared in @portal/testing.
 */

export interface ProjectFixture {
  nameZh?: string;
  nameEn?: string;
  /** Feature switches that differ from the defaults. */
  features?: Partial<ProjectFeatures>;
}

/** A project as GET /project/config/list sends it: key, names and the switches screens use. */
export const project = (
  projectKey: string,
  {
    nameZh = `${projectKey} 中文`,
    nameEn = `${projectKey} English`,
    features,
  }: ProjectFixture = {},
): ProjectListItem => {
  const { allowCancel, allowDelete, confirmBeforeAccept } = {
    ...defaultProjectFeatures,
    ...features,
  };
  return {
    projectKey,
    nameZh,
    nameEn,
    features: { allowCancel, allowDelete, confirmBeforeAccept },
  };
};
