import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentUserAtom } from '@portal/auth';
import {
  orderEndpoints,
  screenPaths,
  storageKeys,
  userEndpoints,
  type Role,
} from '@portal/contracts';
import {
  answer,
  answers,
  failEverything,
  failWith,
  neverAnswer,
  projectAnswers,
  storyRemotes,
  type PortalParameters,
} from '@portal/stories';
import { orderPage, orderSummary } from '@portal/testing/fixtures';
import { currentMenuAtom, menuGroupStatesAtom, sidebarCollapsedAtom } from '../layout/layout-state';
import {
  ShellPortal,
  loadedPortal,
  remotesAnswer,
  remotesUnavailable,
  shellStoryTexts,
  withStore,
} from './shell-story';

/**
 * The signed-in portal (spec §2): header, menu and the screen of the current path. The menu is
 * built from every remote's real contract (registered by the preview, served by the stories'
 * loader) and follows the user's roles; `/space` opens order information, whose calls MSW
 * answers. Other stories show a remote that is loading or does not answer.
 */
const portal: PortalParameters = {
  texts: shellStoryTexts,
  path: '/space',
  route: '/*',
  fullPage: true,
};

/** The layout's choices a story sets; removed again afterwards. */
const layoutKeys = [
  storageKeys.demoMode,
  storageKeys.currentMenu,
  storageKeys.menuGroups,
  storageKeys.sidebarCollapsed,
];

/** Orders on the first page of order information, as the list shows them. */
const orders = [
  orderSummary(1001, {
    buyerName: '华润万家 China Resources Vanguard',
    shipToName: '上海 DC 浦东',
  }),
  orderSummary(1002, { status: 'ACCEPTED', buyerName: 'ACME Retail Inc.', amount: 12480 }),
  orderSummary(1003, { documentType: 'ORDER_CHANGE', shipToName: 'ACME DC Dallas', quantity: 48 }),
  orderSummary(1004, { status: 'SENT_ASN', buyerName: '永辉超市 Yonghui', currencyCode: 'CNY' }),
];

/** The calls of order information, the screen `/space` opens. */
const orderScreenAnswers = [
  ...projectAnswers(),
  answer(orderEndpoints.documentTypes, [
    { documentType: 'ORDER', setIds: ['850'] },
    { documentType: 'ORDER_CHANGE', setIds: ['860'] },
  ]),
  answer(orderEndpoints.page, orderPage(orders, { total: 1286 })),
];

const meta = {
  title: 'Shell/Layout',
  component: ShellPortal,
  args: { remotes: 'served' },
  // The remotes' contracts, as the preview registered them.
  render: (args) => <ShellPortal {...args} contracts={storyRemotes()} />,
  tags: ['screen', 'route:/space', 'route:/space/home'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(remotesAnswer, ...orderScreenAnswers),
} satisfies Meta<typeof ShellPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user holding order and delivery roles besides the dashboard's. */
const fewRoles: readonly Role[] = ['USER', 'ORDER', 'DELIVERY'];

/**
 * Waits until the sidebar holds exactly the entries `ids` (the remotes' contracts arrive one by
 * one) and order information shows its orders inside the layout.
 */
async function expectMenuAndOrders(canvasElement: HTMLElement, ids: readonly string[]) {
  const canvas = within(canvasElement);
  const navigation = await canvas.findByRole('navigation');
  await waitFor(() =>
    expect(
      [...navigation.querySelectorAll('[data-menu-id]')]
        .map((entry) => entry.getAttribute('data-menu-id') ?? '')
        .sort(),
    ).toEqual([...ids].sort()),
  );
  await canvas.findByRole('link', { name: 'PO-4501001' });
  await expect(navigation.querySelector('[aria-current="page"]')).toHaveAttribute(
    'data-menu-id',
    'order',
  );
}

/**
 * An administrator at `/space`: order information inside the layout, and every remote's menu
 * entry, group by group.
 */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const every = storyRemotes().flatMap((contract) => contract.menu.map((entry) => entry.id));
    await expectMenuAndOrders(canvasElement, every);
  },
};

/**
 * A user holding the order and delivery roles: the menu keeps only the dashboard, the order and
 * the delivery entries, and `/space` opens order information.
 */
export const FewRoles: Story = {
  parameters: { portal: { ...portal, roles: fewRoles } },
  play: async ({ canvasElement }) => {
    await expectMenuAndOrders(canvasElement, [
      'dashboard',
      'order',
      'order-operation',
      'delivery',
      'delivery-file',
    ]);
  },
};

/** Menu groups the user closed stay closed; the current entry's group opens on arrival. */
export const MenuGroupsCollapsed: Story = {
  beforeEach: withStore((store) => {
    store.set(currentMenuAtom, { account: 'li.wei', path: screenPaths.order });
    store.set(menuGroupStatesAtom, {
      'li.wei': { shippingInvoicing: false, stockMasterData: false, administration: false },
    });
  }, layoutKeys),
};

/** The sidebar folded away with the header's button. */
export const SidebarCollapsed: Story = {
  beforeEach: withStore((store) => store.set(sidebarCollapsedAtom, true), layoutKeys),
};

/** `/space/home` opens order information; its remote does not answer: the area's load error. */
export const RemoteLoadError: Story = {
  args: { remotes: 'unreachable' },
  parameters: { portal: { ...portal, path: '/space/home' } },
};

/** A remote's screen while its code is still on its way. */
export const RemoteLoading: Story = {
  args: { remotes: 'loading' },
  parameters: { portal: { ...portal, path: '/space/order' } },
};

/** The remotes' manifest cannot be read: every remote path shows the portal's load error. */
export const ManifestLoadError: Story = {
  parameters: { portal: { ...portal, path: '/space/order' } },
  beforeEach: answers(remotesUnavailable),
};

/** A path the user's roles do not open: the no-access page, with the way to a screen they may use. */
export const NoAccess: Story = {
  parameters: { portal: { ...portal, path: '/space/settings', roles: fewRoles } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('no-permission');
  },
};

/** The signed-in user is being fetched (after a reload). */
export const Loading: Story = {
  beforeEach: [
    answers(neverAnswer(userEndpoints.current)),
    withStore((store) => store.set(currentUserAtom, null)),
  ],
};

/** The signed-in user cannot be fetched: the reason, and a way to sign out. */
export const LoadError: Story = {
  beforeEach: [
    answers(failWith(userEndpoints.current, 'OPERATION_FAILED')),
    withStore((store) => store.set(currentUserAtom, null)),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};

/** Every call refused (1003), the current user's too. */
export const NoPermission: Story = {
  beforeEach: [
    answers(failEverything('NO_PERMISSION')),
    withStore((store) => store.set(currentUserAtom, null)),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};

/** Opens the user menu in the header and chooses `item`; the dialog of that name opens. */
function dialogOf(item: string): Story {
  return {
    play: async (context) => {
      const { i18n } = loadedPortal(context);
      const canvas = within(context.canvasElement);
      const page = within(context.canvasElement.ownerDocument.body);
      await userEvent.click(await canvas.findByTestId('user-menu'));
      await userEvent.click(await page.findByRole('menuitem', { name: i18n.t(item) }));
      const dialog = await page.findByRole('dialog', { name: i18n.t(item) });
      await waitFor(() => expect(dialog).toBeVisible());
    },
  };
}

/** The user menu's personal information: account, contact and roles. */
export const ProfileDialog: Story = dialogOf('shell:user.profile');

/** The user menu's password change. */
export const ChangePasswordDialog: Story = dialogOf('shell:user.changePassword');
