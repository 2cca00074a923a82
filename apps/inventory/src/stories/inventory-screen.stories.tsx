import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  inventoryEndpoints,
  productEndpoints,
  screenPaths,
  storeEndpoints,
} from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  acmeProject,
  answer,
  answerFile,
  answers,
  failEverything,
  failWith,
  neverAnswer,
  northwindProject,
  type PortalParameters,
  pageOf,
  storyText,
  withPageSize,
  showsError,
  projectAnswers,
} from '@portal/stories';
import contract from '../contract';
import InventoryScreen from '../screens/inventory-screen';
import { firstRow, inventoryRows, logRows, products, stores, tinyXlsx, xlsxType } from './fixtures';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.inventory };

const meta = {
  title: 'Inventory/Inventory inquiry',
  component: InventoryScreen,
  tags: ['screen', 'route:/space/inventory'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers(),
    answer(storeEndpoints.list, stores),
    answer(productEndpoints.list, products),
    answer(inventoryEndpoints.page, pageOf(inventoryRows)),
    answer(inventoryEndpoints.get, firstRow),
    answer(inventoryEndpoints.record, pageOf(logRows)),
    answer(inventoryEndpoints.report, {
      messageId: 9120,
      documentType: '846',
      fileName: 'ACME_846_000009120.x12',
      items: 2,
    }),
    answerFile(inventoryEndpoints.template, tinyXlsx, xlsxType, '库存导入模板.xlsx'),
  ),
} satisfies Meta<typeof InventoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight records: four products in three stores, one sold out, one wholly reserved. */
export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: answers(answer(inventoryEndpoints.page, pageOf([]))),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(inventoryEndpoints.page)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(inventoryEndpoints.page, 'OPERATION_FAILED')),
  play: showsError('OPERATION_FAILED', 2),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
  play: showsError('NO_PERMISSION', 3),
};

/** Two projects: none is chosen for the user, who picks one. */
export const ChooseProject: Story = {
  beforeEach: answers(...projectAnswers([acmeProject, northwindProject])),
};

export const LongTexts: Story = {
  beforeEach: answers(
    answer(
      inventoryEndpoints.page,
      pageOf(
        inventoryRows.map((row) => ({
          ...row,
          vendorNumber: `${row.vendorNumber}-GIFTBOX-2026-Q4`,
          productName:
            '双层真空不锈钢保温杯（304 食品级内胆，防漏弹盖，附赠杯刷及礼盒包装）Double-wall vacuum insulated stainless steel flask with leak-proof lid and gift box',
          storeName:
            '上海浦东新区张江高科技园区华东区域中央配送中心 Shanghai Pudong Zhangjiang East China Central Distribution Centre',
          onHand: 1_234_567_890,
          reserved: 987_654_321,
          available: 246_913_569,
        })),
      ),
    ),
  ),
};

/** A page of 100 records out of 6,480. */
export const LongTable: Story = {
  beforeEach: async () => {
    const forget = withPageSize(100)();
    await answers(
      answer(
        inventoryEndpoints.page,
        pageOf(
          Array.from({ length: 100 }, (_, index) => {
            const template = inventoryRows[index % inventoryRows.length] ?? firstRow;
            return { ...template, id: 1001 + index };
          }),
          6480,
          100,
        ),
      ),
    )();
    return forget;
  },
};

/** The product's details and its inventory logs, opened from its number in the list. */
export const ProductDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const [number] = await canvas.findAllByRole('button', { name: firstRow.vendorNumber });
    if (number === undefined) throw new Error('no row of HS-VF-500');
    await userEvent.click(number);
    const drawer = within(await body.findByRole('dialog'));
    await drawer.findByText('PO-4500990 取消 Cancelled');
    await expect(await drawer.findByText(products[0]?.skuNumber ?? '')).toBeInTheDocument();
  },
};

/** The import dialog as it opens: the template to download, the file to choose. */
export const ImportDialog: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The lone project is preselected and its rows shown before the import names it.
    await canvas.findAllByText('HS-VF-500');
    await userEvent.click(
      await canvas.findByRole('button', { name: t('common:button.inventoryImport') }),
    );
    await body.findByRole('dialog', { name: t('inventory:import.title', { project: 'ACME' }) });
  },
};

/** A refused file: nothing is imported and each rejected row is listed with its reason. */
export const ImportRejectedRows: Story = {
  beforeEach: answers(
    failWith(inventoryEndpoints.import, 'IMPORT_ROWS_INVALID', {
      rows: [
        { row: 3, field: '数量 Quantity', message: '值必须大于 0 Must be greater than 0' },
        { row: 7, field: '门店编号 Store ID', message: '门店 SH-PD-009 不存在 No store SH-PD-009' },
        {
          row: 12,
          field: '供应商货号 Vendor item No.',
          message: '产品 HS-VF-999 不属于 ACME No product HS-VF-999 in ACME',
        },
      ],
    }),
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The lone project is preselected and its rows shown before the import names it.
    await canvas.findAllByText('HS-VF-500');
    await userEvent.click(
      await canvas.findByRole('button', { name: t('common:button.inventoryImport') }),
    );
    const dialogElement = await body.findByRole('dialog', {
      name: t('inventory:import.title', { project: 'ACME' }),
    });
    const input = dialogElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('the import dialog has no file input');
    await userEvent.upload(
      input,
      new File([tinyXlsx], 'ACME-库存盘点-2026-11.xlsx', { type: xlsxType }),
    );
    const dialog = within(dialogElement);
    const submit = dialog.getByRole('button', { name: t('common:import.submit') });
    await userEvent.click(submit);
    const rejected = within(await dialog.findByRole('table'));
    await expect(rejected.getAllByRole('row')).toHaveLength(4);
    await expect(
      rejected.getByText('门店 SH-PD-009 不存在 No store SH-PD-009'),
    ).toBeInTheDocument();
    // The picture waits for the button to come back from its call.
    await waitFor(() => expect(submit).toBeEnabled());
  },
};

/** "Send inventory report" (846 / INVRPT) of two ticked records: the question before sending. */
export const SendInventoryReport: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    for (const row of inventoryRows.slice(0, 2)) {
      await userEvent.click(
        await canvas.findByRole('checkbox', {
          name: t('common:table.selectRow', { name: `${row.vendorNumber} / ${row.storeCode}` }),
        }),
      );
    }
    await userEvent.click(
      canvas.getByRole('button', { name: t('common:button.sendInventoryReport') }),
    );
    const dialog = within(await body.findByRole('dialog'));
    await expect(dialog.getByText(t('common:confirm.sendInventoryReport'))).toBeInTheDocument();
  },
};

/** The report sent: the snackbar names the 846 file written for the partner. */
export const InventoryReportSent: Story = {
  play: async (context) => {
    await SendInventoryReport.play?.(context);
    const t = storyText(context.loaded);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(
      dialog.getByRole('button', { name: t('common:button.sendInventoryReport') }),
    );
    await body.findByText(
      t('inventory:message.reportSent', { fileName: 'ACME_846_000009120.x12' }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** "Download import template": the server's xlsx is saved. */
export const DownloadTemplate: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', {
      name: t('common:button.downloadTemplate'),
    });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
  },
};
