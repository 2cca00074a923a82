import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { packageEndpoints, optionValueEndpoints, screenPaths } from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answers,
  answerWith,
  failEverything,
  failWith,
  neverAnswer,
  projectAnswers,
  type PortalParameters,
} from '@portal/stories';
import contract from '../contract';
import PackageScreen from '../screens/package-screen';
import { long, optionValuesOf, pageOf, packageRecord, packages } from './fixtures';
import { filterList, openAdd, openRowAction, saveEmpty, textOf } from './plays';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.package };
const first = packages[0]?.name ?? '';

const meta = {
  title: 'Master data/Packages',
  component: PackageScreen,
  tags: ['screen', 'route:/space/package'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers(),
    answerWith(optionValueEndpoints.list, optionValuesOf),
    answer(packageEndpoints.page, pageOf(packages)),
    answerWith(packageEndpoints.info, ({ params }) => {
      const found = packages.find((item) => String(item.id) === params['id']);
      return found ?? packageRecord(0);
    }),
  ),
} satisfies Meta<typeof PackageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: answers(answer(packageEndpoints.page, pageOf([]))),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(packageEndpoints.page)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(packageEndpoints.page, 'OPERATION_FAILED')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

export const LongTexts: Story = {
  beforeEach: answers(
    answer(
      packageEndpoints.page,
      pageOf([
        packageRecord(0, {
          name: long(
            '加厚双层五层瓦楞出口纸箱（防潮内衬） Heavy double-walled 5-ply export carton with moisture liner ',
            128,
          ),
        }),
        ...packages.slice(1, 4),
      ]),
    ),
  ),
};

export const LongTable: Story = {
  beforeEach: answers(
    answer(
      packageEndpoints.page,
      pageOf(
        Array.from({ length: 100 }, (_, index) => ({ ...packageRecord(index), id: 6001 + index })),
        3_276,
        100,
      ),
    ),
  ),
};

export const AddDialog: Story = {
  play: async (context) => {
    await openAdd(context, 'package.add', first);
  },
};

export const EditDialog: Story = {
  play: async (context) => {
    const dialog = await openRowAction(context, 'edit', first);
    await within(dialog).findByDisplayValue(first);
  },
};

export const DeleteConfirmation: Story = {
  play: async (context) => {
    const dialog = await openRowAction(context, 'delete', first);
    await expect(within(dialog).getByText(new RegExp(first))).toBeTruthy();
  },
};

export const ValidationErrors: Story = {
  play: async (context) => {
    await saveEmpty(context, 'package.add', first);
  },
};

export const FilterByName: Story = {
  beforeEach: answers(
    answerWith(packageEndpoints.page, ({ query }) => {
      const wanted = query.get('name') ?? '';
      return pageOf(packages.filter((item) => item.name.includes(wanted)));
    }),
  ),
  play: async (context) => {
    const t = textOf(context);
    await filterList(context, t('package.field.name'), '内盒', '内盒 Inner carton', first);
  },
};
