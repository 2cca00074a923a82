import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { locationEndpoints, optionValueEndpoints, screenPaths } from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import { answer, answers, answerWith, type PortalParameters } from '@portal/stories';
import contract from '../contract';
import LocationScreen from '../screens/location-screen';
import { long, optionValuesOf, pageOf, location, locations } from './fixtures';
import { listScreenStories } from './list-stories';
import { filterList, textOf } from './plays';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.location };
const first = locations[0]?.name ?? '';

const meta = {
  title: 'Master data/Locations',
  component: LocationScreen,
  tags: ['screen', 'route:/space/location'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    answerWith(optionValueEndpoints.list, optionValuesOf),
    answer(locationEndpoints.page, pageOf(locations)),
    answerWith(locationEndpoints.info, ({ params }) => {
      const found = locations.find((item) => String(item.id) === params['id']);
      return found ?? location(0);
    }),
  ),
} satisfies Meta<typeof LocationScreen>;

const states = listScreenStories({
  page: locationEndpoints.page,
  empty: pageOf([]),
  longTexts: pageOf([
    {
      ...location(0),
      name: long(
        'ACME 华东区域中央配送中心（嘉定冷链仓） ACME East China regional central distribution centre ',
        128,
      ),
      partyName: long('艾克美零售（中国）有限公司 ACME Retail (China) Co., Ltd. ', 128),
      address: long('上海市嘉定区叶城路 1288 号 3 号仓库 B 区卸货平台 ', 128),
      street: long('近胜辛路路口 Near Shengxin Road ', 128),
    },
    ...locations.slice(1, 4),
  ]),
  longTable: pageOf(
    Array.from({ length: 100 }, (_, index) => ({ ...location(index), id: 7001 + index })),
    3_276,
    100,
  ),
  addKey: 'location.add',
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
    answerWith(locationEndpoints.page, ({ query }) => {
      const wanted = query.get('name') ?? '';
      return pageOf(locations.filter((item) => item.name.includes(wanted)));
    }),
  ),
  play: async (context) => {
    const t = textOf(context);
    await filterList(
      context,
      t('location.field.name'),
      'Dallas',
      'ACME Dallas Distribution Center',
      first,
    );
  },
};
