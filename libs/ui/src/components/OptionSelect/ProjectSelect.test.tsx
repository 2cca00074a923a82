import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { ProjectSelect } from './ProjectSelect';

const projects = [
  { projectKey: 'ACME', nameZh: '艾克美', nameEn: 'ACME Retail' },
  { projectKey: 'EURO', nameZh: '欧洲超市', nameEn: 'Euro Markt' },
];

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

/** Opens the select and clicks an option (Mantine hides its options from a11y queries). */
async function pick(option: string) {
  const select = screen.getByRole('combobox', { name: 'Project' });
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (element === null) throw new Error('the select did not open');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('ProjectSelect', () => {
  it('names each project by key and name in the language, and keeps a project chosen again', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <ProjectSelect
        label="Project"
        projects={projects}
        language="en-us"
        value="ACME"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Project' }).value).toBe(
      'ACME — ACME Retail',
    );
    // Preselected for the user, then chosen again: still that project, not none.
    await pick('ACME — ACME Retail');
    expect(onChange).not.toHaveBeenCalledWith('');

    await pick('EURO — Euro Markt');
    expect(onChange).toHaveBeenLastCalledWith('EURO');
  });
});
