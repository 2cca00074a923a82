import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { storeEndpoints, screenPaths } from '@portal/contracts';
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
import StoreScreen from '../screens/store-screen';
import { long, pageOf, store, stores } from './fixtures';
import { filterList, openAdd, openRowAction, saveEmpty, textOf } from './plays';

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

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: answers(answer(storeEndpoints.page, pageOf([]))),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(storeEndpoints.page)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(storeEndpoints.page, 'OPERATION_FAILED')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

export const LongTexts: Story = {
  beforeEach: answers(
    answer(
      storeEndpoints.page,
      pageOf([
        store(0, {
          name: long(
            'ACME 超市上海南京西路旗舰店（含生鲜自提点） ACME flagship store Nanjing Road West with fresh pick-up ',
            128,
          ),
          city: long('上海 Shanghai ', 32),
        }),
        ...stores.slice(1, 4),
      ]),
    ),
  ),
};

export const LongTable: Story = {
  beforeEach: answers(
    answer(
      storeEndpoints.page,
      pageOf(
        Array.from({ length: 100 }, (_, index) => ({ ...store(index), id: 8001 + index })),
        3_276,
        100,
      ),
    ),
  ),
};

export const AddDialog: Story = {
  play: async (context) => {
    await openAdd(context, 'store.add', first);
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
    await saveEmpty(context, 'store.add', first);
  },
};

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
