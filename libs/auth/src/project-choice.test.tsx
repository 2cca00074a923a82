import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { storageKeys, type ProjectListItem, type User } from '@portal/contracts';
import { useProjects } from '@portal/api-client';
import { useState } from 'react';
import { rememberedProject, rememberProject, useProjectChoice } from './project-choice';
import { currentUserAtom } from './session';

vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProjects: vi.fn(),
}));

const project = (projectKey: string): ProjectListItem => ({
  projectKey,
  nameZh: `${projectKey} 中文`,
  nameEn: `${projectKey} English`,
  features: { allowCancel: true, allowDelete: false, confirmBeforeAccept: true },
});

const user = (account: string): User => ({
  id: 1,
  account,
  nickname: account,
  email: `${account}@example.com`,
  phone: '',
  status: 'activated',
  roles: ['ALL'],
  mustChangePassword: false,
  lockedUntil: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
});

/** A screen's project choice as its state holds it, with the hook prefilling it. */
function renderChoice(projects: ProjectListItem[], account?: string, initial = '') {
  vi.mocked(useProjects).mockReturnValue({ projects, loading: false });
  const store = createStore();
  if (account !== undefined) store.set(currentUserAtom, user(account));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(
    () => {
      const [projectKey, setProjectKey] = useState(initial);
      const choice = useProjectChoice(projectKey, setProjectKey);
      return { projectKey, setProjectKey, choice };
    },
    { wrapper },
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.mocked(useProjects).mockReset());

describe('useProjectChoice', () => {
  it('preselects the lone project, even for a user who never chose one', async () => {
    const { result } = renderChoice([project('ACME')], 'clerk');
    await waitFor(() => expect(result.current.projectKey).toBe('ACME'));
    expect(result.current.choice.projects.map((item) => item.projectKey)).toEqual(['ACME']);
  });

  it('preselects the project the user chose last when there are several', async () => {
    rememberProject('clerk', 'EURO');
    const { result } = renderChoice([project('ACME'), project('EURO')], 'clerk');
    await waitFor(() => expect(result.current.projectKey).toBe('EURO'));
  });

  it('leaves the choice empty when there are several and none was chosen', async () => {
    rememberProject('someone-else', 'EURO');
    const { result } = renderChoice([project('ACME'), project('EURO')], 'clerk');
    await waitFor(() => expect(result.current.choice.loading).toBe(false));
    expect(result.current.projectKey).toBe('');
  });

  it('ignores a remembered project that no longer exists', async () => {
    rememberProject('clerk', 'GONE');
    const { result } = renderChoice([project('ACME'), project('EURO')], 'clerk');
    await waitFor(() => expect(result.current.choice.loading).toBe(false));
    expect(result.current.projectKey).toBe('');
  });

  it('keeps a choice already on screen', async () => {
    rememberProject('clerk', 'EURO');
    const { result } = renderChoice([project('ACME'), project('EURO')], 'clerk', 'ACME');
    await waitFor(() => expect(result.current.choice.loading).toBe(false));
    expect(result.current.projectKey).toBe('ACME');
  });

  it('remembers the project the user chooses, per user; a cleared choice stays cleared', async () => {
    rememberProject('other', 'ACME');
    const { result } = renderChoice([project('ACME'), project('EURO')], 'clerk');
    act(() => result.current.setProjectKey('EURO'));
    await waitFor(() => expect(rememberedProject('clerk')).toBe('EURO'));
    expect(rememberedProject('other')).toBe('ACME');

    act(() => result.current.setProjectKey(''));
    // Cleared on this visit: not put back, and the last project chosen is still offered next time.
    expect(result.current.projectKey).toBe('');
    expect(rememberedProject('clerk')).toBe('EURO');
    expect(rememberedProject('other')).toBe('ACME');
  });

  it('reads nothing from a stored value it did not write', async () => {
    window.localStorage.setItem(storageKeys.projectKey, '"EURO"');
    const { result } = renderChoice([project('ACME'), project('EURO')], 'clerk');
    await waitFor(() => expect(result.current.choice.loading).toBe(false));
    expect(result.current.projectKey).toBe('');
  });
});
