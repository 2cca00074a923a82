import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deliveryEndpoints, deliveryFileEndpoints, screenPaths } from '@portal/contracts';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answerFile,
  answers,
  failWith,
  neverAnswer,
  projectAnswers,
  type PortalParameters,
} from '@portal/stories';
import contract from '../contract';
import DeliveryScreen from '../screens/delivery-screen';
import { lineWorkbook, noticeDetail, rejectedRows, storedFile } from './sending-fixtures';

const portal: PortalParameters = {
  texts: contractTexts(contract),
  path: `${screenPaths.delivery}/notice/41`,
};

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file input inside `container` (Mantine's FileInput and FileButton keep one hidden). */
const fileInputOf = async (container: HTMLElement): Promise<HTMLInputElement> => {
  let input: HTMLInputElement | null = null;
  await waitFor(() => {
    input = container.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
  });
  if (input === null) throw new Error('no file input');
  return input;
};

/** Line items → Upload from Excel → Overwrite: the upload dialog, open. */
const openUploadDialog = async (canvasElement: HTMLElement): Promise<HTMLElement> => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(
    await canvas.findByRole('button', { name: /^(从 Excel 上传|Upload from Excel)$/ }),
  );
  const confirm = within(await body.findByRole('dialog'));
  await userEvent.click(confirm.getByRole('button', { name: /^(覆盖|Overwrite)$/ }));
  return body.findByRole('dialog', { name: /从 Excel 上传行项目|Upload line items from Excel/ });
};

const meta = {
  title: 'Delivery/Line-item import and report files',
  component: DeliveryScreen,
  tags: ['screen', 'route:/space/delivery'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    ...projectAnswers(),
    answer(deliveryEndpoints.infoById, noticeDetail()),
    answerFile(deliveryFileEndpoints.template, 'PK', xlsx, 'ASN_template_PO-4501001.xlsx'),
    answerFile(deliveryFileEndpoints.download, '%PDF-1.4\n%%EOF\n', 'application/pdf', 'qc.pdf'),
  ),
} satisfies Meta<typeof DeliveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The upload dialog with the template to download, before a workbook is chosen. */
export const UploadDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openUploadDialog(canvasElement));
    await dialog.findByRole('button', { name: /下载模板|Download template/ });
  },
};

/**
 * A workbook whose rows the server refuses (2014): nothing is taken, and each rejected row is
 * listed with its column and reason.
 */
export const RejectedRows: Story = {
  beforeEach: answers(
    failWith(deliveryFileEndpoints.uploadItems, 'IMPORT_ROWS_INVALID', { rows: [...rejectedRows] }),
  ),
  play: async ({ canvasElement }) => {
    const dialogElement = await openUploadDialog(canvasElement);
    const dialog = within(dialogElement);
    const workbook = new File(['PK'], 'ASN明细_PO-4501001.xlsx', { type: xlsx });
    await userEvent.upload(await fileInputOf(dialogElement), workbook);
    await userEvent.click(dialog.getByRole('button', { name: /^(上传|Upload)$/ }));
    await dialog.findByRole('alert');
    const table = within(await dialog.findByRole('table'));
    // The header and one row per refusal.
    await expect(table.getAllByRole('row')).toHaveLength(rejectedRows.length + 1);
    for (const rejected of rejectedRows)
      await expect(table.getByText(rejected.message)).toBeVisible();
  },
};

/** A workbook on its way: the progress while the server reads it. */
export const Uploading: Story = {
  beforeEach: answers(neverAnswer(deliveryFileEndpoints.uploadItems)),
  play: async ({ canvasElement }) => {
    const dialogElement = await openUploadDialog(canvasElement);
    const dialog = within(dialogElement);
    await userEvent.upload(
      await fileInputOf(dialogElement),
      new File(['PK'], 'ASN明细_PO-4501001.xlsx', { type: xlsx }),
    );
    await userEvent.click(dialog.getByRole('button', { name: /^(上传|Upload)$/ }));
    await dialog.findByRole('progressbar');
  },
};

/** A workbook taken whole: the line items replaced, the workbook kept as a file. */
export const Imported: Story = {
  beforeEach: answers(
    answer(deliveryFileEndpoints.uploadItems, {
      lines: [
        {
          key: 'L1',
          packageKey: 'C1',
          lineNumber: '1',
          vendorItemNumber: 'WID-100',
          quantity: 120,
          unit: 'EA',
        },
        {
          key: 'L2',
          packageKey: 'C1',
          lineNumber: '1',
          vendorItemNumber: 'WID-100',
          quantity: 120,
          unit: 'EA',
        },
        {
          key: 'L3',
          packageKey: 'C2',
          lineNumber: '2',
          vendorItemNumber: 'LMP-220',
          quantity: 96,
          unit: 'EA',
        },
      ],
      file: lineWorkbook,
    }),
  ),
  play: async ({ canvasElement }) => {
    const dialogElement = await openUploadDialog(canvasElement);
    const dialog = within(dialogElement);
    await userEvent.upload(
      await fileInputOf(dialogElement),
      new File(['PK'], lineWorkbook.name, { type: xlsx }),
    );
    await userEvent.click(dialog.getByRole('button', { name: /^(上传|Upload)$/ }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A report file (a PDF) uploaded to the order's shipment: listed first. */
export const ReportUploaded: Story = {
  beforeEach: answers(
    answer(
      deliveryFileEndpoints.uploadReport,
      storedFile('upload:416', {
        name: '出厂检验报告_PO-4501001.pdf',
        size: 842_112,
        createdAt: '2026-11-20T01:29:00.000Z',
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: /^(报告文件|Report files)$/ });
    await userEvent.upload(
      await fileInputOf(region),
      new File(['%PDF-1.4'], '出厂检验报告_PO-4501001.pdf', { type: 'application/pdf' }),
    );
    await within(region).findByText('出厂检验报告_PO-4501001.pdf');
  },
};
