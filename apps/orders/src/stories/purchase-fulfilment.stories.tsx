import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorCatalogue, purchaseEndpoints, screenPaths } from '@portal/contracts';
import { translateError } from '@portal/i18n';
import { contractTexts } from '@portal/shell-contract';
import {
  answer,
  answerWith,
  answers,
  failWith,
  loadedPortal,
  projectAnswers,
  type PortalParameters,
  storyText,
  type StoryText,
} from '@portal/stories';
import contract from '../contract';
import PurchaseScreen from '../screens/purchase-screen';
import {
  overPlanDetail,
  plannedDetail,
  plannedLogs,
  printedDetail,
  printedLogs,
  proposeResult,
  routedDetail,
  routedLogs,
  shortPlanDetail,
} from './fixtures';

/**
 * The packing plan, labels and ship confirmation of PO-4502001 (the fulfilment of
 * /space/purchase, opened by its address), each state and dialog as a designer reviews it. The
 * pictures are the 1280 × 800 viewport only, so each play brings its part of the page into view.
 */

/** PO-4502001's fulfilment, opened by its address. */
const portal: PortalParameters = {
  texts: contractTexts(contract),
  path: `${screenPaths.purchase}?project=ACME&po=PO-4502001`,
};

/**
 * These stories scroll the page for their picture; the checks show the next story in the same
 * page, which must start at the top again.
 */
const scrollBackAfterwards = () => () => window.scrollTo(0, 0);

const meta = {
  title: 'Orders/Purchase fulfilment',
  component: PurchaseScreen,
  tags: ['screen', 'route:/space/purchase'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: [
    answers(
      ...projectAnswers(),
      answer(purchaseEndpoints.detail, plannedDetail),
      answer(purchaseEndpoints.record, plannedLogs),
    ),
    scrollBackAfterwards,
  ],
} satisfies Meta<typeof PurchaseScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first look waits for the order to be read (a busy machine answers slowly). */
const loading = { timeout: 10_000 };

type Canvas = ReturnType<typeof within>;

/** A part of the fulfilment (the packing plan, the labels), by its title. */
const section = (canvas: Canvas, t: StoryText, part: 'plan' | 'labels') =>
  canvas.findByRole('region', { name: t(`orders:purchase.section.${part}`) }, loading);

/** Brings the packing plan, its buttons above its packages, to the top of the picture. */
async function showPlan(canvas: Canvas, t: StoryText): Promise<HTMLElement> {
  const plan = await section(canvas, t, 'plan');
  plan.scrollIntoView({ block: 'start' });
  return plan;
}

/** Brings the labels to the bottom of the picture, the plan's totals above them. */
async function showLabels(canvas: Canvas, t: StoryText): Promise<HTMLElement> {
  const labels = await section(canvas, t, 'labels');
  labels.scrollIntoView({ block: 'end' });
  return labels;
}

/** Brings the plan's totals per line to the middle of the picture. */
async function showTotals(canvas: Canvas, t: StoryText): Promise<HTMLElement> {
  const totals = await canvas.findByRole(
    'table',
    { name: t('orders:purchase.totals.title') },
    loading,
  );
  totals.scrollIntoView({ block: 'center' });
  return totals;
}

/** Opens one edit of a package from its row's menu (the plan in view behind the dialog). */
async function editPackage(canvas: Canvas, t: StoryText, key: string, edit: string) {
  await showPlan(canvas, t);
  await userEvent.click(
    await canvas.findByRole('button', { name: t('orders:purchase.package.actions', { key }) }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: t(edit) }));
}

/** The dialog named `title`, once it shows. */
async function dialogNamed(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * Opens the ship confirmation from the order's header. Its date field takes the focus and opens
 * its calendar over the lines; a click on the dialog's hint closes it, as the user would.
 */
async function openShipConfirm(canvas: Canvas, t: StoryText): Promise<HTMLElement> {
  await userEvent.click(
    await canvas.findByRole('button', { name: t('orders:purchase.deliver.button') }, loading),
  );
  const shown = await dialogNamed(
    t('orders:purchase.deliver.title', { orderNumber: 'PO-4502001' }),
  );
  await userEvent.click(within(shown).getByText(t('orders:purchase.deliver.hint')));
  await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  return shown;
}

/** Replaces what a number field holds. */
async function typeNumber(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

// ---------------------------------------------------------------- the plan

/**
 * A saved plan: three pallets carrying seven cartons of W-100 and three of W-200, and one mixed
 * carton on no pallet; no SSCCs before the labels are printed.
 */
export const PackingPlan: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    const plan = await showPlan(canvas, t);
    const packages = within(plan).getByRole('table', { name: t('orders:purchase.plan.table') });
    await expect(
      within(packages).getByRole('row', {
        name: t('orders:purchase.package.heading', {
          key: 'C11',
          level: t('orders:purchase.level.carton'),
        }),
      }),
    ).toBeVisible();
    await expect(
      within(plan).getByText(t('orders:purchase.plan.count', { count: 14 })),
    ).toBeVisible();
  },
};

/** Packed short: W-100 12 and W-200 10 below what ships. */
export const PlanShort: Story = {
  beforeEach: answers(answer(purchaseEndpoints.detail, shortPlanDetail)),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const totals = within(await showTotals(within(canvasElement), t));
    await expect(totals.getByText(t('orders:purchase.totals.short', { count: 12 }))).toBeVisible();
    await expect(totals.getByText(t('orders:purchase.totals.short', { count: 10 }))).toBeVisible();
  },
};

/** Packed over: a carton of W-100 too many (the project allows shipping more than ordered). */
export const PlanOver: Story = {
  beforeEach: answers(answer(purchaseEndpoints.detail, overPlanDetail)),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const totals = within(await showTotals(within(canvasElement), t));
    await expect(totals.getByText(t('orders:purchase.totals.over', { count: 12 }))).toBeVisible();
    await expect(totals.getByText(t('orders:purchase.totals.exact'))).toBeVisible();
  },
};

/** Routed, nothing packed yet: propose a plan, or add pallets and cartons by hand. */
export const NoPlanYet: Story = {
  beforeEach: answers(
    answer(purchaseEndpoints.detail, routedDetail),
    answer(purchaseEndpoints.record, routedLogs),
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const plan = within(await showPlan(within(canvasElement), t));
    await expect(plan.getByText(t('orders:purchase.plan.none'))).toBeVisible();
    await expect(plan.getByRole('button', { name: t('orders:purchase.plan.save') })).toBeDisabled();
  },
};

/** The server's proposal, shown to edit and not saved yet. */
export const ProposedPlan: Story = {
  beforeEach: answers(
    answer(purchaseEndpoints.detail, routedDetail),
    answer(purchaseEndpoints.record, routedLogs),
    answerWith(purchaseEndpoints.action, ({ params }) =>
      params['action'] === 'propose' ? proposeResult : { detail: routedDetail },
    ),
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    const plan = within(await showPlan(canvas, t));
    await userEvent.click(plan.getByRole('button', { name: t('orders:purchase.plan.propose') }));
    await expect(await plan.findByText(t('orders:purchase.plan.proposed'))).toBeVisible();
    await expect(plan.getByText(t('orders:purchase.plan.count', { count: 15 }))).toBeVisible();
    await expect(plan.getByRole('button', { name: t('orders:purchase.plan.save') })).toBeEnabled();
    await showPlan(canvas, t);
  },
};

// ---------------------------------------------------------------- the plan's edits

/** The quantities of the mixed carton C11, one field per line it holds. */
export const EditContentsDialog: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    await editPackage(within(canvasElement), t, 'C11', 'orders:purchase.package.editContents');
    const dialog = within(await dialogNamed(t('orders:purchase.contents.title', { key: 'C11' })));
    await expect(
      dialog.getByRole('textbox', {
        name: t('orders:purchase.content.quantityOf', { key: 'C11', line: '2' }),
      }),
    ).toHaveValue('10');
  },
};

/**
 * A carton added to a short plan, then filled: the dialog offers the line still short (W-100)
 * with what is left of it.
 */
export const AddLineDialog: Story = {
  beforeEach: answers(answer(purchaseEndpoints.detail, shortPlanDetail)),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    const plan = within(await showPlan(canvas, t));
    await userEvent.click(plan.getByRole('button', { name: t('orders:purchase.plan.addCarton') }));
    await editPackage(canvas, t, 'C10', 'orders:purchase.package.addLine');
    const dialog = within(await dialogNamed(t('orders:purchase.addLine.title', { key: 'C10' })));
    await expect(
      dialog.getByRole('textbox', { name: t('orders:purchase.addLine.quantity') }),
    ).toHaveValue('12');
  },
};

/** Splitting the mixed carton C11: how many of each line go into a new carton. */
export const SplitDialog: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    await editPackage(within(canvasElement), t, 'C11', 'orders:purchase.package.split');
    const dialog = within(await dialogNamed(t('orders:purchase.split.title', { key: 'C11' })));
    await typeNumber(
      dialog.getByRole('textbox', {
        name: t('orders:purchase.split.take', { line: '1', held: 12 }),
      }),
      '6',
    );
    await expect(
      dialog.getByRole('button', { name: t('orders:purchase.package.split') }),
    ).toBeEnabled();
  },
};

/**
 * Merging carton C10 into C9, its neighbour on pallet P3 (the choices open as the dialog does:
 * choosing one closes them).
 */
export const MergeDialog: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    await editPackage(within(canvasElement), t, 'C10', 'orders:purchase.package.merge');
    const dialog = within(await dialogNamed(t('orders:purchase.merge.title', { key: 'C10' })));
    const into = t('orders:purchase.package.heading', {
      key: 'C9',
      level: t('orders:purchase.level.carton'),
    });
    const merged = dialog.getByLabelText(t('orders:purchase.merge.into'));
    if (screen.queryByRole('option', { name: into }) === null) await userEvent.click(merged);
    await userEvent.click(await screen.findByRole('option', { name: into }));
    await waitFor(() => expect(merged).toHaveValue(into));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(
      dialog.getByRole('button', { name: t('orders:purchase.package.merge') }),
    ).toBeEnabled();
  },
};

/** Moving W-100 out of the mixed carton C11 into another package. */
export const MoveDialog: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    await editPackage(within(canvasElement), t, 'C11', 'orders:purchase.content.move');
    const dialog = within(await dialogNamed(t('orders:purchase.move.title', { key: 'C11' })));
    await expect(
      dialog.getByRole('textbox', { name: t('orders:purchase.move.quantity', { max: 12 }) }),
    ).toHaveValue('12');
  },
};

/**
 * Twelve more of W-100 put into C11, then saved: the server refuses the plan (4024, the project
 * ships no more than ordered, naming line 1) and the editor says so above the packages.
 */
export const SaveRefused: Story = {
  beforeEach: answers(failWith(purchaseEndpoints.action, 'OVER_SHIPMENT_REFUSED', { field: '1' })),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    await editPackage(canvas, t, 'C11', 'orders:purchase.package.editContents');
    const dialog = within(await dialogNamed(t('orders:purchase.contents.title', { key: 'C11' })));
    await typeNumber(
      dialog.getByRole('textbox', {
        name: t('orders:purchase.content.quantityOf', { key: 'C11', line: '1' }),
      }),
      '24',
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('orders:purchase.contents.apply') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const plan = within(await showPlan(canvas, t));
    await userEvent.click(plan.getByRole('button', { name: t('orders:purchase.plan.save') }));
    const message = translateError(
      errorCatalogue.OVER_SHIPMENT_REFUSED.code,
      '1',
      loadedPortal(loaded).i18n,
    );
    await expect(
      await plan.findByText(t('orders:purchase.plan.refused', { message })),
    ).toBeVisible();
    // The edit stays on screen to correct: still unsaved, 12 over.
    await expect(plan.getByText(t('orders:purchase.plan.unsaved'))).toBeVisible();
    await expect(
      plan.getByText(t('orders:purchase.totals.over', { count: 12 })),
    ).toBeInTheDocument();
    await showPlan(canvas, t);
  },
};

// ---------------------------------------------------------------- labels

/** The plan saved, labels not printed yet: choose the size, print. */
export const LabelsToPrint: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const labels = within(await showLabels(within(canvasElement), t));
    await expect(
      labels.getByRole('button', { name: t('orders:purchase.labels.print') }),
    ).toBeEnabled();
    await expect(labels.getByText(t('orders:purchase.documents.none'))).toBeVisible();
  },
};

/** Labels printed: every package has its SSCC, the documents to download, reprint keeps them. */
export const LabelsPrinted: Story = {
  beforeEach: answers(
    answer(purchaseEndpoints.detail, printedDetail),
    answer(purchaseEndpoints.record, printedLogs),
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const labels = within(await showLabels(within(canvasElement), t));
    await expect(
      labels.getByRole('button', { name: t('orders:purchase.labels.reprint') }),
    ).toBeEnabled();
    await expect(labels.getByText(t('orders:purchase.labels.reprintHint'))).toBeVisible();
    await expect(labels.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** A carton added and not saved: labels wait for the plan to be saved, and say so. */
export const LabelsSavePlanFirst: Story = {
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const canvas = within(canvasElement);
    const plan = within(await showPlan(canvas, t));
    await userEvent.click(plan.getByRole('button', { name: t('orders:purchase.plan.addCarton') }));
    await expect(plan.getByText(t('orders:purchase.plan.unsaved'))).toBeVisible();

    const labels = within(await showLabels(canvas, t));
    const print = labels.getByRole('button', { name: t('orders:purchase.labels.print') });
    await expect(print).toBeDisabled();
    const wrapper = print.parentElement;
    if (wrapper === null) throw new Error('The print button has no tooltip target.');
    await userEvent.hover(wrapper);
    const tooltip = await screen.findByRole('tooltip', {
      name: t('orders:purchase.labels.saveFirst'),
    });
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

// ---------------------------------------------------------------- shipment

/** Labels printed: confirm the shipment, its day and time (now) and what each line ships. */
export const ShipConfirmDialog: Story = {
  beforeEach: answers(
    answer(purchaseEndpoints.detail, printedDetail),
    answer(purchaseEndpoints.record, printedLogs),
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const dialog = within(await openShipConfirm(within(canvasElement), t));
    await expect(
      dialog.getByRole('textbox', { name: t('orders:purchase.deliver.quantityOf', { line: '1' }) }),
    ).toHaveValue('96');
  },
};

/**
 * W-200 confirmed at 30 while the plan packs 40: the server refuses (4025, naming line 2) and the
 * dialog stays open with what the user typed.
 */
export const ShipConfirmRefused: Story = {
  beforeEach: answers(
    answer(purchaseEndpoints.detail, printedDetail),
    answer(purchaseEndpoints.record, printedLogs),
    failWith(purchaseEndpoints.delivery, 'PACKED_QUANTITY_MISMATCH', { field: '2' }),
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = storyText(loaded);
    const shown = await openShipConfirm(within(canvasElement), t);
    const dialog = within(shown);
    await typeNumber(
      dialog.getByRole('textbox', { name: t('orders:purchase.deliver.quantityOf', { line: '2' }) }),
      '30',
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('orders:purchase.deliver.button') }),
    );
    // The catalogue message, on the refused line's quantity (and in the snackbar, which the
    // checks leave out of the picture).
    const message = translateError(
      errorCatalogue.PACKED_QUANTITY_MISMATCH.code,
      '2',
      loadedPortal(loaded).i18n,
    );
    await within(shown).findByText(message);
    await expect(
      dialog.getByRole('textbox', { name: t('orders:purchase.deliver.quantityOf', { line: '2' }) }),
    ).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(
        dialog.getByRole('button', { name: t('orders:purchase.deliver.button') }),
      ).toBeEnabled(),
    );
    await expect(shown).toBeVisible();
  },
};
