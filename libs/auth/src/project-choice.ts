import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { storageKeys, type ProjectListItem } from '@portal/contracts';
import { useProjects } from '@portal/api-client';
import { currentUserAtom } from './session';

/** The last project each account chose, by account (one browser may serve several users). */
const rememberedSchema = z.record(z.string(), z.string());
type Remembered = z.infer<typeof rememberedSchema>;

function readRemembered(): Remembered {
  try {
    const stored = window.localStorage.getItem(storageKeys.projectKey);
    const parsed = rememberedSchema.safeParse(stored === null ? {} : JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    // Storage disabled or a value from elsewhere: nothing is remembered.
    return {};
  }
}

/** The project `account` chose last on any business screen, if any. */
export function rememberedProject(account: string): string | undefined {
  return readRemembered()[account];
}

/** Keeps `projectKey` as the last project `account` chose. */
export function rememberProject(account: string, projectKey: string): void {
  const next = { ...readRemembered(), [account]: projectKey };
  try {
    window.localStorage.setItem(storageKeys.projectKey, JSON.stringify(next));
  } catch {
    // Storage unavailable: the choice still holds on this screen.
  }
}

/**
 * The project a screen starts with: the only project there is, else the one the user chose last
 * if it still exists; otherwise none (the screen asks to choose one).
 */
export function preselectedProject(
  projects: readonly Pick<ProjectListItem, 'projectKey'>[],
  remembered: string | undefined,
): string | undefined {
  const [only, ...others] = projects;
  if (only !== undefined && others.length === 0) return only.projectKey;
  return projects.find((project) => project.projectKey === remembered)?.projectKey;
}

export interface ProjectChoice {
  readonly projects: ProjectListItem[];
  readonly loading: boolean;
}

/**
 * The projects of a business screen, and its project choice prefilled: once the list arrives, an
 * empty choice (`current`) gets the lone project or the user's last choice through `apply`. Every
 * project chosen later is remembered for the signed-in user, so the next screen starts with it; a
 * choice cleared stays cleared on this visit. Without a known user only the lone project is
 * preselected.
 */
export function useProjectChoice(
  current: string,
  apply: (projectKey: string) => void,
): ProjectChoice {
  const { projects, loading } = useProjects();
  const account = useAtomValue(currentUserAtom)?.account;
  const decided = useRef(false);
  const previous = useRef(current);

  useEffect(() => {
    // Once per visit: a choice the user clears afterwards stays cleared.
    if (loading || decided.current) return;
    decided.current = true;
    if (current !== '') return;
    const key = preselectedProject(
      projects,
      account === undefined ? undefined : rememberedProject(account),
    );
    if (key !== undefined) apply(key);
  }, [loading, projects, current, account, apply]);

  useEffect(() => {
    if (current === previous.current) return;
    previous.current = current;
    // Clearing shows every project's rows; the last project chosen stays the one to offer.
    if (account !== undefined && current !== '') rememberProject(account, current);
  }, [current, account]);

  return { projects, loading };
}
