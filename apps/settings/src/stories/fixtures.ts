import { storyText, type PlayContext } from '@portal/stories';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  systemSettingDefaults,
  type Project,
  type ProjectConnection,
  type ProjectField,
  type SystemSettingsResponse,
  type User,
} from '@portal/contracts';

/**
 * The data the settings screens' stories answer with (users, system settings, projects and their
 * fields), and the steps their play functions share. Only the stories import this file.
 */

const created = '2026-01-05T08:00:00.000Z';
const updated = '2026-11-18T06:42:00.000Z';

export { pageOf } from '@portal/stories';

export const long = (text: string, max: number) =>
  text.repeat(Math.ceil(max / text.length)).slice(0, max);

// --- users ---------------------------------------------------------------------------------------

export function user(id: number, overrides: Partial<User> = {}): User {
  return {
    id,
    account: `user${id}`,
    nickname: `用户 ${id}`,
    email: `user${id}@hengda-housewares.com`,
    phone: '',
    status: 'activated',
    roles: ['USER', 'ORDER'],
    mustChangePassword: false,
    lockedUntil: null,
    createdAt: created,
    updatedAt: updated,
    ...overrides,
  };
}

export const users: readonly User[] = [
  user(1, {
    account: 'li.wei',
    nickname: '李伟 Li Wei',
    email: 'li.wei@example.com',
    phone: '+86 21 5555 0101',
    roles: ['ADMIN'],
  }),
  user(2, {
    account: 'zhang.min',
    nickname: '张敏',
    email: 'zhang.min@hengda-housewares.com',
    phone: '13800138000',
    roles: ['USER', 'ORDER', 'DELIVERY', 'INVOICE'],
  }),
  user(3, {
    account: 'emily.chen',
    nickname: 'Emily Chen',
    email: 'emily.chen@hengda-housewares.com',
    roles: ['USER', 'PRODUCT', 'PACKAGE', 'LOCATION', 'STORE', 'OPTION'],
  }),
  user(4, {
    account: 'wang.fang',
    nickname: '王芳',
    email: 'wang.fang@hengda-housewares.com',
    status: 'deactivated',
    roles: ['USER', 'INVENTORY'],
  }),
  user(5, {
    account: 'david.brown',
    nickname: 'David Brown',
    email: 'david.brown@hengda-housewares.com',
    roles: ['USER', 'PAYMENT'],
    lockedUntil: '2026-11-20T01:45:00.000Z',
  }),
  user(6, {
    account: 'liu.yang',
    nickname: '刘洋',
    email: 'liu.yang@hengda-housewares.com',
    roles: ['USER', 'PURCHASE'],
    mustChangePassword: true,
  }),
];

// --- system settings -----------------------------------------------------------------------------

const changed = { isDefault: false, updatedAt: '2026-10-08T02:30:00.000Z', updatedBy: 'li.wei' };
const untouched = { isDefault: true, updatedAt: null, updatedBy: null };

export const systemSettings: SystemSettingsResponse = {
  values: {
    ...systemSettingDefaults,
    tokenLifetimeMinutes: 480,
    refreshIntervalMs: 30_000,
    siteTitle: { 'zh-cn': '恒达家居 EDI 门户', 'en-us': 'Hengda EDI Portal' },
  },
  defaults: systemSettingDefaults,
  meta: {
    tokenLifetimeMinutes: changed,
    lockMinutes: untouched,
    initialPassword: untouched,
    dateTimeFormat: untouched,
    refreshIntervalMs: changed,
    siteTitle: changed,
  },
};

// --- projects ------------------------------------------------------------------------------------

export const x12Connection: ProjectConnection = {
  standard: 'X12',
  version: '004010',
  x12: {
    senderQualifier: 'ZZ',
    senderId: 'HENGDASUPPLY',
    receiverQualifier: '01',
    receiverId: '061414100',
    applicationSender: 'HENGDA',
    applicationReceiver: 'ACMERETAIL',
    usage: 'P',
    acknowledgementRequested: true,
  },
  edifact: null,
  directories: defaultProjectDirectories,
  features: defaultProjectFeatures,
};

export const edifactConnection: ProjectConnection = {
  ...x12Connection,
  standard: 'EDIFACT',
  version: 'D01B',
  x12: null,
  edifact: {
    syntaxId: 'UNOC',
    senderId: '6901234000004',
    senderQualifier: '14',
    recipientId: '4012345000009',
    recipientQualifier: '14',
    testIndicator: false,
  },
};

export function project(projectKey: string, overrides: Partial<Project> = {}): Project {
  return {
    projectKey,
    nameZh: `${projectKey} 项目`,
    nameEn: `${projectKey} project`,
    description: '',
    sort: 0,
    connection: x12Connection,
    hasApiKey: false,
    createdAt: created,
    updatedAt: updated,
    ...overrides,
  };
}

export const projects: readonly Project[] = [
  project('ACME', {
    nameZh: 'ACME 零售',
    nameEn: 'ACME Retail',
    description: '北美零售客户，X12 850/856/810 Retail customer in North America',
    sort: 1,
    hasApiKey: true,
  }),
  project('NORTHWIND', {
    nameZh: '北风贸易',
    nameEn: 'Northwind Traders',
    description: '欧洲分销商 European distributor',
    sort: 2,
    connection: edifactConnection,
  }),
  project('EUROMART', {
    nameZh: '欧洲超市',
    nameEn: 'Euro-Mart',
    sort: 3,
    connection: { ...edifactConnection, version: 'D96A' },
    hasApiKey: true,
  }),
];

export function field(
  id: number,
  key: string,
  overrides: Partial<ProjectField> = {},
): ProjectField {
  return {
    id,
    projectKey: 'ACME',
    key,
    name: key,
    type: 'string',
    defaultValue: '',
    maxLength: null,
    tips: '',
    customListHeader: false,
    sort: id * 10,
    required: false,
    enabled: true,
    options: [],
    ...overrides,
  };
}

export const fields: readonly ProjectField[] = [
  field(1, 'department', { name: '部门号 Department', maxLength: 10, customListHeader: true }),
  field(2, 'promotion', { name: '促销代码 Promotion code', tips: '订单 PO1 段的促销代码' }),
  field(3, 'shipWindow', { name: '发货窗口 Ship window', type: 'date', required: true }),
  field(4, 'carrier', {
    name: '承运商 Carrier',
    type: 'dropdown',
    options: [
      { value: 'UPSN', label: 'UPS' },
      { value: 'FDEG', label: 'FedEx Ground' },
      { value: 'SF', label: '顺丰速运 SF Express' },
    ],
  }),
  field(5, 'gs1Label', { name: 'GS1 标签 GS1 label', type: 'switch', enabled: false }),
];

// --- play functions ------------------------------------------------------------------------------

/** The settings texts in the story's language (`ns:key` for another namespace). */
export const textOf = (context: PlayContext) => storyText(context.loaded, 'settings');

/** The whole page: dialogs and drawers render outside the story's root. */
export const pageOfStory = (context: PlayContext) =>
  within(context.canvasElement.ownerDocument.body);

/** Waits for the list to show `text`. */
export async function listShows(context: PlayContext, text: string) {
  await within(context.canvasElement).findAllByText(text, {}, { timeout: 10_000 });
}

/** Presses the button `action` of the row that shows `rowText`; answers the dialog it opens. */
export async function rowAction(context: PlayContext, rowText: string, action: string) {
  await listShows(context, rowText);
  const [cell] = within(context.canvasElement).getAllByText(rowText);
  const row = cell?.closest('tr');
  const button = row?.querySelector<HTMLElement>(`button[data-action="${action}"]`);
  if (!button) throw new Error(`No button ${action} on the row of ${rowText}`);
  await userEvent.click(button);
  return pageOfStory(context).findByRole('dialog');
}

/** Presses the button named `name`, then saves the dialog it opens empty. */
export async function saveEmpty(context: PlayContext, name: string, rowText: string) {
  await listShows(context, rowText);
  await userEvent.click(within(context.canvasElement).getByRole('button', { name }));
  const dialog = await pageOfStory(context).findByRole('dialog');
  await userEvent.click(
    within(dialog).getByRole('button', { name: textOf(context)('common:button.save') }),
  );
  await waitFor(() =>
    expect(dialog.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0),
  );
  return dialog;
}
