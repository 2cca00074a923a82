import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  productEndpoints,
  optionValueEndpoints,
  screenPaths,
  xlsxMediaType,
} from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answers,
  answerWith,
  failWith,
  projectAnswers,
  type PortalParameters,
} from '@portal/stories';
import contract from '../contract';
import ProductScreen from '../screens/product-screen';
import { longProduct, optionValuesOf, pageOf, product, products } from './fixtures';
import { listScreenStories } from './list-stories';
import { filterList, textOf } from './plays';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.product };
const first = products[0]?.vendorNumber ?? '';

const meta = {
  title: 'Master data/Products',
  component: ProductScreen,
  tags: ['screen', 'route:/space/product'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers(),
    answerWith(optionValueEndpoints.list, optionValuesOf),
    answer(productEndpoints.page, pageOf(products, 10)),
    answerWith(productEndpoints.info, ({ params }) => {
      const found = products.find((item) => String(item.id) === params['id']);
      return found ?? product(0);
    }),
  ),
} satisfies Meta<typeof ProductScreen>;

const states = listScreenStories({
  page: productEndpoints.page,
  empty: pageOf([]),
  longTexts: pageOf([longProduct, ...products.slice(1, 4)]),
  longTable: pageOf(
    Array.from({ length: 100 }, (_, index) => product(index, { id: 5001 + index })),
    4_821,
    100,
  ),
  addKey: 'product.add',
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

/** The rows the server refuses, as it words them: the column header and reason in your language. */
const rejectedRows = {
  'zh-cn': [
    { row: 3, field: '产品编号', message: '产品编号 P-100246 在项目 ACME 中已存在' },
    { row: 7, field: 'UPC', message: '应为 8、12、13 或 14 位数字' },
    { row: 12, field: '计量单位', message: '选项 BX 已停用' },
  ],
  'en-us': [
    { row: 3, field: 'Product number', message: 'P-100246 already exists in project ACME' },
    { row: 7, field: 'UPC', message: 'Must be 8, 12, 13 or 14 digits' },
    { row: 12, field: 'Unit of measure', message: 'The option BX is disabled' },
  ],
};

export const ImportRejectedRows: Story = {
  beforeEach: async ({ globals }) =>
    answers(
      failWith(productEndpoints.import, 'IMPORT_ROWS_INVALID', {
        field: 'rows',
        rows: rejectedRows[globals['locale'] === 'en-us' ? 'en-us' : 'zh-cn'],
      }),
    )(),
  play: async (context) => {
    const t = textOf(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await within(context.canvasElement).findAllByText(first);
    await userEvent.click(body.getByRole('button', { name: t('product.import.open') }));
    const dialog = await body.findByRole('dialog');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('The import dialog has no file input');
    await userEvent.upload(
      input,
      new File(['PK'], 'acme-products-2026-11.xlsx', { type: xlsxMediaType }),
    );
    const submit = within(dialog).getByRole('button', { name: t('common:import.submit') });
    await userEvent.click(submit);
    await within(dialog).findByText(/P-100246/);
    await expect(within(dialog).getAllByRole('row').length).toBe(4);
    // The picture waits for the button to come back from its call.
    await waitFor(() => expect(submit).toBeEnabled());
  },
};

export const FilterByProductNumber: Story = {
  beforeEach: answers(
    answerWith(productEndpoints.page, ({ query }) => {
      const number = query.get('vendorNumber') ?? '';
      return pageOf(products.filter((item) => item.vendorNumber.includes(number)));
    }),
  ),
  play: async (context) => {
    const t = textOf(context);
    await filterList(context, t('product.field.vendorNumber'), 'P-100247', 'P-100247', first);
  },
};
