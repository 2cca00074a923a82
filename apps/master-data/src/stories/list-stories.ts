import { expect, within } from 'storybook/test';
import type { EndpointData, EndpointDefinition } from '@portal/contracts';
import { answer, answers, failEverything, failWith, neverAnswer } from '@portal/stories';
import { openAdd, openRowAction, saveEmpty, type PlayContext } from './plays';

/**
 * The states every master-data list screen shows a designer (docs/storybook.md): empty, loading,
 * load error, no permission, long texts, a long table, and its add, edit, delete and validation
 * dialogs. Each screen's stories file names its own data; the steps are the same everywhere.
 */
export interface ListScreen<E extends EndpointDefinition> {
  /** The list's page call. */
  readonly page: E;
  /** An empty page, a page of long texts and a page of 100 rows with a large total. */
  readonly empty: EndpointData<E>;
  readonly longTexts: EndpointData<E>;
  readonly longTable: EndpointData<E>;
  /** The text key of the toolbar's create button. */
  readonly addKey: string;
  /** A text of the first row: waited for before acting, and shown in its edit and delete dialogs. */
  readonly first: string;
}

interface ListStory {
  readonly beforeEach?: () => Promise<void>;
  readonly play?: (context: PlayContext) => Promise<void>;
}

export function listScreenStories<E extends EndpointDefinition>(screen: ListScreen<E>) {
  const { page, addKey, first } = screen;
  return {
    Empty: { beforeEach: answers(answer(page, screen.empty)) },
    Loading: { beforeEach: answers(neverAnswer(page)) },
    LoadError: { beforeEach: answers(failWith(page, 'OPERATION_FAILED')) },
    NoPermission: { beforeEach: answers(failEverything('NO_PERMISSION')) },
    LongTexts: { beforeEach: answers(answer(page, screen.longTexts)) },
    LongTable: { beforeEach: answers(answer(page, screen.longTable)) },
    AddDialog: {
      play: async (context) => {
        await openAdd(context, addKey, first);
      },
    },
    EditDialog: {
      play: async (context) => {
        const dialog = await openRowAction(context, 'edit', first);
        await within(dialog).findByDisplayValue(first);
      },
    },
    DeleteConfirmation: {
      play: async (context) => {
        const dialog = await openRowAction(context, 'delete', first);
        await expect(within(dialog).getByText(new RegExp(first))).toBeTruthy();
      },
    },
    ValidationErrors: {
      play: (context) => saveEmpty(context, addKey, first),
    },
  } satisfies Record<string, ListStory>;
}
