import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  deliveryEndpoints,
  deliveryFileEndpoints,
  packageLevelTexts,
  screenPaths,
  shipNoticeProblemText,
  shippingInfoFieldTexts,
  type DeliveryDetail,
  type DeliveryLine,
  type DeliveryOrderLine,
  type DeliveryPackage,
  type ShipNoticeProblem,
} from '@portal/contracts';
import { common } from '@portal/i18n';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answerFile,
  answers,
  answerWith,
  failEverything,
  failWith,
  neverAnswer,
  type PortalParameters,
} from '@portal/stories';
import contract from '../contract';
import { texts } from '../i18n/texts';
import DeliveryScreen from '../screens/delivery-screen';
import {
  deliveryId,
  emptyNotice,
  lines,
  noticeDetail,
  orderLines,
  packages,
  poNumber,
  rejectedNotice,
  reportFile,
  sentNotice,
  serialNumber,
  shipment,
  sscc,
  tinyPdf,
} from './notice-fixtures';

const noticePath = `${screenPaths.delivery}/notice/${deliveryId}`;
const orderPath = `${screenPaths.delivery}/order/${serialNumber}?project=ACME`;
const portal: PortalParameters = { texts: contractTexts(contract), path: noticePath };
const atOrder: PortalParameters = { ...portal, path: orderPath };

type Locale = 'zh-cn' | 'en-us';
type Values = Readonly<Record<string, string | number>>;

/** The language a play function runs in (the toolbar's). */
const localeOf = (globals: Record<string, unknown>): Locale =>
  globals['locale'] === 'en-us' ? 'en-us' : 'zh-cn';

const fill = (template: string, values: Values): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** The product's own texts, as the screen shows them in `locale`. */
function textsIn(locale: Locale) {
  const delivery: Readonly<Record<string, string>> = texts[locale];
  const shared: Readonly<Record<string, string>> = common[locale];
  const say = (key: string, values: Values = {}) => fill(delivery[key] ?? key, values);
  return {
    say,
    common: (key: string) => shared[key] ?? key,
    /** A cell's accessible name: "SSCC label No. of C1". */
    cell: (field: string, row: string) =>
      say('notice.cell', { field: say(`notice.field.${field}`), row }),
    level: (level: DeliveryPackage['level']) => packageLevelTexts[level][locale],
    /** A package level's heading: the contracts' wording, capitalised. */
    heading: (level: DeliveryPackage['level']) => {
      const text = packageLevelTexts[level][locale];
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
    problem: (rule: ShipNoticeProblem['rule'], params: ShipNoticeProblem['params']) =>
      shipNoticeProblemText({ rule, severity: 'block', field: '', params }, locale),
  };
}

const meta = {
  title: 'Delivery/Ship notice builder',
  component: DeliveryScreen,
  tags: ['screen', 'route:/space/delivery'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    answer(deliveryEndpoints.infoById, noticeDetail()),
    answerFile(deliveryFileEndpoints.download, tinyPdf, 'application/pdf', reportFile.name),
  ),
} satisfies Meta<typeof DeliveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved draft: a pallet of three cartons, four line items, every check passing. */
export const Filled: Story = {};

/** A new notice of the order, prefilled from fulfilment and not saved yet. */
export const PrefilledFromFulfilment: Story = {
  parameters: { portal: atOrder },
  beforeEach: answers(
    answer(
      deliveryEndpoints.info,
      noticeDetail({
        deliveryId: null,
        status: null,
        version: null,
        reportFiles: [],
        createdBy: null,
        updatedAt: null,
      }),
    ),
  ),
};

/** No packing plan: the order's lines only, nothing packed, nothing entered. */
export const Empty: Story = {
  parameters: { portal: atOrder },
  beforeEach: answers(answer(deliveryEndpoints.info, emptyNotice())),
};

export const Loading: Story = {
  beforeEach: answers(neverAnswer(deliveryEndpoints.infoById)),
};

export const LoadError: Story = {
  beforeEach: answers(failWith(deliveryEndpoints.infoById, 'OPERATION_FAILED')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

export const LongTexts: Story = {
  beforeEach: answers(
    answer(
      deliveryEndpoints.infoById,
      noticeDetail({
        poNumber: 'PO-ACME-APAC-2026-11-DROPSHIP-4501001-REV12',
        data: {
          shipment: {
            ...shipment,
            shipmentNumber: 'SH-NINGBO-BEILUN-20261118-000001',
            carrierName:
              '中远海运集装箱运输有限公司宁波分公司（北仑港区四期码头联合拼箱及内陆集卡转运服务部）',
            equipmentNumber: 'MSKU 907032-3 / TGHU 881204-0',
            shipFrom: {
              ...shipment.shipFrom,
              name: '宁波海曙精工制品有限公司望春工业园区第二生产基地出口成品仓（保税物流中心B区）',
              address:
                '浙江省宁波市海曙区望春工业园区杉杉路 188 号 3 号厂房东侧装卸平台 12–18 号门',
            },
            shipTo: {
              ...shipment.shipTo,
              name: 'ACME Retail Distribution Center Dallas–Fort Worth International Gateway North',
              address:
                '2400 Logistics Parkway, Building C, Receiving Docks 41 through 58, Suite 1200',
            },
          },
          packages: packages.map((found) => ({
            ...found,
            markingInstructions:
              '易碎品 请勿倒置 FRAGILE – THIS SIDE UP – DO NOT STACK MORE THAN TWO HIGH',
          })),
          lines: lines.map((line) => ({
            ...line,
            vendorItemNumber: `${line.vendorItemNumber ?? ''}-PREMIUM-EDITION-2026`,
            description:
              '不锈钢双层真空保温杯 500 ml 附硅胶防滑底座 Stainless double-wall vacuum tumbler',
          })),
        },
        orderLines: orderLines.map((line) => ({
          ...line,
          vendorItemNumber: `${line.vendorItemNumber ?? ''}-PREMIUM-EDITION-2026`,
        })),
      }),
    ),
  ),
};

// A notice of 100 line items in 40 cartons on two pallets.
const bigOrderLines: DeliveryOrderLine[] = Array.from({ length: 20 }, (_, index) => ({
  lineNumber: String(index + 1),
  buyerItemNumber: `B-${100300 + index}`,
  vendorItemNumber: `SKU-${2600 + index}`,
  upc: `0061414100${String(1000 + index).slice(-4)}`,
  description: index % 2 === 0 ? `收纳盒 ${index + 1} 号 Storage box` : `Tumbler no. ${index + 1}`,
  unit: 'EA',
  ordered: 60,
  shipped: 60,
}));
const bigPackages: DeliveryPackage[] = [
  ...[1, 2].map((number): DeliveryPackage => ({
    key: `P${number}`,
    level: 'pallet',
    packageType: 'PLT94',
    labelNumber: sscc(200000000 + number),
    autoLabel: false,
    weightUnit: 'KG',
  })),
  ...Array.from({ length: 40 }, (_, index): DeliveryPackage => ({
    key: `C${index + 1}`,
    level: 'carton',
    parentKey: index < 20 ? 'P1' : 'P2',
    packageType: 'CTN25',
    labelNumber: sscc(200000100 + index),
    autoLabel: false,
    grossWeight: 18.6,
    netWeight: 16.2,
    weightUnit: 'KG',
  })),
];
const bigLines: DeliveryLine[] = Array.from({ length: 100 }, (_, index) => ({
  key: `L${index + 1}`,
  packageKey: `C${(index % 40) + 1}`,
  lineNumber: String((index % 20) + 1),
  vendorItemNumber: `SKU-${2600 + (index % 20)}`,
  quantity: 12,
  unit: 'EA',
  grossWeight: 7.44,
  netWeight: 6.48,
  weightUnit: 'KG',
  countryOfOrigin: 'CN',
}));

export const LongTable: Story = {
  beforeEach: answers(
    answer(
      deliveryEndpoints.infoById,
      noticeDetail({
        data: {
          shipment: { ...shipment, packageCount: 42, totalQuantity: 1_200, grossWeight: 744 },
          packages: bigPackages,
          lines: bigLines,
        },
        orderLines: bigOrderLines,
      }),
    ),
  ),
};

/**
 * The checks before sending, each standing where it is to be fixed: a shipped date after today,
 * no ship-from, a label that is no SSCC, a line item in no package, an empty carton, and the
 * bill of lading missing (a question, not a refusal).
 */
export const ValidationErrors: Story = {
  beforeEach: answers(
    answer(
      deliveryEndpoints.infoById,
      noticeDetail({
        data: {
          shipment: {
            ...shipment,
            shippedDate: '2026-11-25',
            billOfLading: undefined,
            shipFrom: { country: 'CN' },
          },
          packages: [
            ...packages.map((found) =>
              found.key === 'C2' ? { ...found, labelNumber: '0061414112345678' } : found,
            ),
          ],
          lines: lines.map((line) =>
            line.key === 'L2' ? { key: line.key, lineNumber: line.lineNumber, quantity: 24 } : line,
          ),
        },
      }),
    ),
  ),
};

/** A wrong label typed in a cell: the finding stands beneath that row, and in the summary. */
export const FindingWhereTyped: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = textsIn(localeOf(globals));
    const canvas = within(canvasElement);
    const label = await canvas.findByRole('textbox', { name: text.cell('labelNumber', 'C1') });
    await userEvent.clear(label);
    await userEvent.type(label, '12345');
    const finding = text.problem('labelInvalid', { package: 'C1', label: '12345' });
    await expect(await canvas.findAllByText(finding)).not.toHaveLength(0);
    await expect(label).toHaveAttribute('aria-invalid', 'true');
  },
};

// Building a package: a draft whose line items are in no package yet.
const looseLines: DeliveryLine[] = [
  { key: 'L1', lineNumber: '1', vendorItemNumber: 'WID-100', quantity: 48 },
  { key: 'L2', lineNumber: '2', vendorItemNumber: 'TUM-500', quantity: 24 },
  { key: 'L3', lineNumber: '3', vendorItemNumber: 'CAB-310', quantity: 120 },
].map((line) => ({ ...line, unit: 'EA', countryOfOrigin: 'CN' }));
const palletOnly: DeliveryDetail['switches'] = {
  ...noticeDetail().switches,
  hasInnerPackage: false,
};
const unpacked = noticeDetail({
  data: { shipment: { ...shipment, packageCount: 1 }, packages: [], lines: looseLines },
  switches: palletOnly,
});
/** What the server stores: the pallet numbered from the project's GS1 prefix on save. */
const palletLabel = sscc(123456790);
const packed = noticeDetail({
  version: '2026-11-20T01:31:00.000Z',
  updatedAt: '2026-11-20T01:31:00.000Z',
  data: {
    shipment: { ...shipment, packageCount: 1 },
    packages: [
      {
        key: 'P1',
        level: 'pallet',
        autoLabel: true,
        labelNumber: palletLabel,
        labelPrefix: '0614141',
        labelLength: 18,
        labelStart: '123456790',
        labelEnd: '123456790',
      },
    ],
    lines: looseLines.map((line) => ({ ...line, packageKey: 'P1' })),
  },
  switches: palletOnly,
});

/**
 * Builds a package: adds an outer package, puts the three line items on it, and saves; the
 * pallet shows what it holds, and after the save its SSCC label number.
 */
export const BuildPackage: Story = {
  beforeEach: answers(
    answer(deliveryEndpoints.infoById, unpacked),
    answer(deliveryEndpoints.save, packed),
  ),
  play: async ({ canvasElement, globals, step }) => {
    const text = textsIn(localeOf(globals));
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);

    await step('add an outer package', async () => {
      const pallets = await canvas.findByRole('region', { name: text.heading('pallet') });
      await userEvent.click(
        within(pallets).getByRole('button', {
          name: text.say('notice.package.add', { level: text.level('pallet') }),
        }),
      );
      const row = await canvas.findByRole('row', {
        name: text.say('notice.row.package', { key: 'P1' }),
      });
      await expect(
        within(row).getByRole('checkbox', { name: text.cell('autoLabel', 'P1') }),
      ).toBeChecked();
      await canvas.findAllByText(text.problem('packageEmpty', { package: 'P1' }));
    });

    await step('put each line item on it', async () => {
      const items = within(canvas.getByRole('table', { name: text.say('notice.section.lines') }));
      for (const key of ['L1', 'L2', 'L3']) {
        await userEvent.click(items.getByRole('combobox', { name: text.cell('packageKey', key) }));
        await userEvent.click(await page.findByRole('option', { name: 'P1' }));
        await waitFor(() =>
          expect(items.getByRole('combobox', { name: text.cell('packageKey', key) })).toHaveValue(
            'P1',
          ),
        );
      }
      const row = canvas.getByRole('row', { name: text.say('notice.row.package', { key: 'P1' }) });
      await within(row).findByText(text.say('notice.package.lines', { count: 3 }));
      await waitFor(() =>
        expect(canvas.queryAllByText(text.problem('packageEmpty', { package: 'P1' }))).toHaveLength(
          0,
        ),
      );
    });

    await step('save: the pallet gets its SSCC', async () => {
      await userEvent.click(canvas.getByRole('button', { name: text.common('button.save') }));
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: text.cell('labelNumber', 'P1') })).toHaveValue(
          palletLabel,
        ),
      );
      await canvas.findByText(text.say('notice.checks.pass'));
    });
  },
};

export const EditPackageDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = textsIn(localeOf(globals));
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.say('notice.row.edit', { row: 'P1' }) }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: text.say('notice.package.editTitle', { key: 'P1' }),
    });
    await expect(
      within(dialog).getByRole('textbox', { name: text.say('notice.field.labelNumber') }),
    ).toHaveValue(packages[0]?.labelNumber);
  },
};

export const EditLineItemDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = textsIn(localeOf(globals));
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.say('notice.row.edit', { row: 'L3' }) }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: text.say('notice.lines.editTitle', { key: 'L3' }),
    });
    await expect(
      within(dialog).getByRole('textbox', { name: text.say('notice.field.vendorItemNumber') }),
    ).toHaveValue('TUM-500');
  },
};

export const FieldSettingsDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = textsIn(localeOf(globals));
    const canvas = within(canvasElement);
    const name = text.say('notice.settings.title', { section: text.say('notice.section.lines') });
    await userEvent.click(await canvas.findByRole('button', { name }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
    await expect(
      within(dialog).getByRole('checkbox', { name: text.say('notice.field.description') }),
    ).not.toBeChecked();
  },
};

/** An Excel upload the server refused whole: each failing row with its reason. */
export const UploadRejectedRows: Story = {
  beforeEach: answers(
    failWith(deliveryFileEndpoints.uploadItems, 'IMPORT_ROWS_INVALID', {
      rows: [
        { row: 3, field: 'lineNumber', message: 'Order line 7 is not in PO-4501001' },
        { row: 5, field: 'quantity', message: 'Quantity shipped must be a number' },
        { row: 9, field: 'packageKey', message: 'Package C9 is not in this notice' },
      ],
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const text = textsIn(localeOf(globals));
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.say('notice.lines.upload') }),
    );
    const confirm = await page.findByRole('dialog', {
      name: text.say('notice.lines.overwriteTitle'),
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: text.say('notice.lines.overwriteConfirm') }),
    );
    const dialog = await page.findByRole('dialog', { name: text.say('notice.upload.title') });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('The upload dialog has no file input');
    await userEvent.upload(
      input,
      new File(['PK'], `ASN-${poNumber}.xlsx`, {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: text.common('button.upload') }),
    );
    await within(dialog).findByText('Order line 7 is not in PO-4501001');
  },
};

/** The bill of lading is missing: sending asks first whether to go on. */
export const SendQuestion: Story = {
  beforeEach: answers(
    answer(
      deliveryEndpoints.infoById,
      noticeDetail({
        data: { shipment: { ...shipment, billOfLading: undefined }, packages, lines },
      }),
    ),
    answerWith(deliveryEndpoints.send, ({ request }) => {
      const language = request.headers.get('accept-language')?.startsWith('en') ? 'en-us' : 'zh-cn';
      const asked: ShipNoticeProblem = {
        rule: 'shippingInfoIncomplete',
        severity: 'ask',
        field: 'shipment.billOfLading',
        params: { missing: shippingInfoFieldTexts.billOfLading[language] },
      };
      return {
        sent: false,
        problems: [asked],
        detail: noticeDetail({
          data: { shipment: { ...shipment, billOfLading: undefined }, packages, lines },
        }),
      };
    }),
  ),
  play: async ({ canvasElement, globals }) => {
    const text = textsIn(localeOf(globals));
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: text.say('notice.send.button') });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: text.say('notice.send.questionTitle'),
    });
    await expect(
      within(dialog).getByRole('button', { name: text.say('notice.send.continue') }),
    ).toBeEnabled();
  },
};

export const DeleteDraftConfirm: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = textsIn(localeOf(globals));
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.common('button.delete') }),
    );
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: text.say('notice.delete.title'),
    });
  },
};

/** A report file downloaded: the PDF arrives and the button is ready again. */
export const DownloadReportFile: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = textsIn(localeOf(globals));
    const canvas = within(canvasElement);
    const download = await canvas.findByRole('button', {
      name: text.say('notice.reports.download', { name: reportFile.name }),
    });
    await userEvent.click(download);
    await waitFor(() => expect(download).not.toHaveAttribute('data-loading'));
    await expect(download).toBeEnabled();
  },
};

/** Sent and acknowledged: read-only, with the message it was sent as. */
export const Sent: Story = {
  beforeEach: answers(answer(deliveryEndpoints.infoById, sentNotice())),
};

/** The partner refused it: why, and the way to correct it (copy, correct, send the copy). */
export const Rejected: Story = {
  beforeEach: answers(answer(deliveryEndpoints.infoById, rejectedNotice())),
};
