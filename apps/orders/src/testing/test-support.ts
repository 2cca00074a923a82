import { fireEvent, waitFor, within } from '@testing-library/react';
import {
  defaultProjectFeatures,
  type ProjectFeatures,
  type ProjectListItem,
} from '@portal/contracts';

/**
 * Test data and steps the tests of every screen of this remote share (only tests import this
 * file): projects as the project list sends them, and picking an option of a Mantine select.
 * Orders, their list rows and pages are the shared order fixtures of @portal/testing.
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

/** Opens a Mantine select and picks an option (its options are hidden from a11y queries). */
export async function chooseOption(select: HTMLElement, option: string): Promise<void> {
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (element === null) throw new Error('the select did not open');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}
