import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { projectEndpoints, screenPaths } from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answers,
  answerWith,
  failEverything,
  failWith,
  neverAnswer,
  type PortalParameters,
} from '@portal/stories';
import contract from '../contract';
import ConfigScreen from '../screens/config-screen';
import {
  edifactConnection,
  fields,
  listShows,
  long,
  pageOf,
  pageOfStory,
  project,
  projects,
  rowAction,
  saveEmpty,
  textOf,
} from './fixtures';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.config };

/** The key the server makes once; it keeps only its hash. */
const newApiKey = 'pk_live_7f3c9a1e5b2d4c8f9e0a6b3d1c7e5f2a';

const meta = {
  title: 'Settings/Project configuration',
  component: ConfigScreen,
  tags: ['screen', 'route:/config'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    answer(projectEndpoints.page, pageOf(projects)),
    answer(projectEndpoints.fieldList, [...fields]),
    answer(projectEndpoints.apiKey, { apiKey: newApiKey }),
  ),
} satisfies Meta<typeof ConfigScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: answers(answer(projectEndpoints.page, pageOf([]))),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(projectEndpoints.page)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(projectEndpoints.page, 'OPERATION_FAILED')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

export const LongTexts: Story = {
  beforeEach: answers(
    answer(
      projectEndpoints.page,
      pageOf([
        project('GLOBALHOMEGOODS', {
          nameZh: long('环球家居用品零售集团（北美及欧洲） ', 64),
          nameEn: long('Global Home Goods Retail Group North America and Europe ', 64),
          description: long(
            '主要客户，通过 AS2 交换 850、856、810 与 ORDERS、DESADV、INVOIC 报文 ',
            200,
          ),
          sort: 1,
          hasApiKey: true,
        }),
        ...projects.slice(1),
      ]),
    ),
  ),
};

export const LongTable: Story = {
  beforeEach: answers(
    answer(
      projectEndpoints.page,
      pageOf(
        Array.from({ length: 100 }, (_, index) =>
          project(`RETAILER${String(index + 1).padStart(3, '0')}`, {
            nameZh: `零售客户 ${index + 1}`,
            nameEn: `Retailer ${index + 1}`,
            sort: index + 1,
            hasApiKey: index % 3 === 0,
            ...(index % 2 === 1 ? { connection: edifactConnection } : {}),
          }),
        ),
        1_032,
        100,
      ),
    ),
  ),
};

export const AddProjectDialog: Story = {
  play: async (context) => {
    await listShows(context, 'ACME');
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: textOf(context)('projects.add') }),
    );
    await pageOfStory(context).findByRole('dialog');
  },
};

export const ProjectValidationErrors: Story = {
  play: async (context) => {
    await saveEmpty(context, textOf(context)('projects.add'), 'ACME');
  },
};

export const EditProjectDialog: Story = {
  play: async (context) => {
    const dialog = await rowAction(context, 'ACME', 'edit');
    await within(dialog).findByDisplayValue('ACME Retail');
  },
};

export const ConnectionParameters: Story = {
  play: async (context) => {
    const dialog = await rowAction(context, 'ACME', 'config');
    await within(dialog).findByDisplayValue('HENGDASUPPLY');
  },
};

export const ConnectionParametersEdifact: Story = {
  play: async (context) => {
    const dialog = await rowAction(context, 'NORTHWIND', 'config');
    await within(dialog).findByDisplayValue('6901234000004');
  },
};

export const ProjectFields: Story = {
  play: async (context) => {
    const drawer = await rowAction(context, 'ACME', 'fields');
    await within(drawer).findAllByText('department');
  },
};

export const ApiKeyConfirmation: Story = {
  play: async (context) => {
    await rowAction(context, 'ACME', 'apiKey');
  },
};

export const ApiKeyShownOnce: Story = {
  play: async (context) => {
    const t = textOf(context);
    const confirm = await rowAction(context, 'NORTHWIND', 'apiKey');
    await userEvent.click(
      within(confirm).getByRole('button', { name: t('projects.apiKey.generate') }),
    );
    const shown = await pageOfStory(context).findByText(newApiKey);
    await expect(shown).toBeTruthy();
  },
};

export const DeleteProjectConfirmation: Story = {
  play: async (context) => {
    await rowAction(context, 'EUROMART', 'delete');
  },
};

export const FilterByProjectKey: Story = {
  beforeEach: answers(
    answerWith(projectEndpoints.page, ({ query }) => {
      const key = (query.get('projectKey') ?? '').toUpperCase();
      return pageOf(projects.filter((item) => item.projectKey.includes(key)));
    }),
  ),
  play: async (context) => {
    const t = textOf(context);
    const canvas = within(context.canvasElement);
    await listShows(context, 'EUROMART');
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('projects.filter.projectKey') }),
      'NORTH',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('common:button.search') }));
    await waitFor(() => expect(canvas.queryByText('EUROMART')).toBeNull());
    await expect(canvas.getAllByText('NORTHWIND').length).toBeGreaterThan(0);
  },
};
