import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { packageEndpoints, optionValueEndpoints, screenPaths } from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answers,
  answerWith,
  projectAnswers,
  type PortalParameters,
} from '@portal/stories';
import contract from '../contract';
import PackageScreen from '../screens/package-screen';
import { long, optionValuesOf, pageOf, packageRecord, packages } from './fixtures';
import { listScreenStories } from './list-stories';
import { filterList, textOf } from './plays';

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

const states = listScreenStories({
  page: packageEndpoints.page,
  empty: pageOf([]),
  longTexts: pageOf([
    packageRecord(0, {
      name: long(
        '加厚双层五层瓦楞出口纸箱（防潮内衬） Heavy double-walled 5-ply export carton with moisture liner ',
        128,
      ),
    }),
    ...packages.slice(1, 4),
  ]),
  longTable: pageOf(
    Array.from({ length: 100 }, (_, index) => ({ ...packageRecord(index), id: 6001 + index })),
    3_276,
    100,
  ),
  addKey: 'package.add',
  first,
});

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const LoadError: Story = states.LoadError;
export const NoPermission: Story = states.NoPermission;
export const LongTexts: Story = states.LongTexts;
export const LongTable: Story = states.LongTable;
export const AddDialog: Story = states.AddDialog;
export const EditDialog: Story = states.EditDialog;
export const DeleteConfirmation: Story = states.DeleteConfirmation;
export const ValidationErrors: Story = states.ValidationErrors;

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
