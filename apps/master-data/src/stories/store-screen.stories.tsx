import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { storeEndpoints, screenPaths } from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import { answer, answers, answerWith, type PortalParameters } from '@portal/stories';
import contract from '../contract';
import StoreScreen from '../screens/store-screen';
import { long, pageOf, store, stores } from './fixtures';
import { listScreenStories } from './list-stories';
import { filterList, textOf } from './plays';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.store };
const first = stores[0]?.storeCode ?? '';

const meta = {
  title: 'Master data/Stores',
  component: StoreScreen,
  tags: ['screen', 'route:/space/store'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    answer(storeEndpoints.page, pageOf(stores)),
    answerWith(storeEndpoints.info, ({ params }) => {
      const found = stores.find((item) => String(item.id) === params['id']);
      return found ?? store(0);
    }),
  ),
} satisfies Meta<typeof StoreScreen>;

const states = listScreenStories({
  page: storeEndpoints.page,
  empty: pageOf([]),
  longTexts: pageOf([
    store(0, {
      name: long(
        'ACME 超市上海南京西路旗舰店（含生鲜自提点） ACME flagship store Nanjing Road West with fresh pick-up ',
        128,
      ),
      city: long('上海 Shanghai ', 32),
    }),
    ...stores.slice(1, 4),
  ]),
  longTable: pageOf(
    Array.from({ length: 100 }, (_, index) => ({ ...store(index), id: 8001 + index })),
    3_276,
    100,
  ),
  addKey: 'store.add',
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

export const FilterByStoreId: Story = {
  beforeEach: answers(
    answerWith(storeEndpoints.page, ({ query }) => {
      const wanted = query.get('storeCode') ?? '';
      return pageOf(stores.filter((item) => item.storeCode.includes(wanted)));
    }),
  ),
  play: async (context) => {
    const t = textOf(context);
    await filterList(context, t('store.field.storeCode'), 'ST01203', 'ST01203', first);
  },
};
