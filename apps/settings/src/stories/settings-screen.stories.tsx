import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenPaths, settingEndpoints, userEndpoints } from '@portal/contracts';
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
import SettingsScreen from '../screens/settings-screen';
import {
  listShows,
  long,
  pageOf,
  pageOfStory,
  rowAction,
  saveEmpty,
  systemSettings,
  textOf,
  user,
  users,
} from './fixtures';

const portal: PortalParameters = { texts: contractTexts(contract), path: screenPaths.settings };
const usersTab: PortalParameters = { ...portal, path: `${screenPaths.settings}?tab=users` };

const meta = {
  title: 'Settings/Settings',
  component: SettingsScreen,
  tags: ['screen', 'route:/space/settings'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: answers(
    answer(settingEndpoints.read, systemSettings),
    answer(userEndpoints.list, pageOf(users)),
  ),
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- basic parameters (system settings) ----------------------------------------------------------

export const SystemSettings: Story = {};

export const SystemSettingsLoading: Story = {
  beforeEach: answers(neverAnswer(settingEndpoints.read)),
};

export const SystemSettingsLoadError: Story = {
  beforeEach: answers(failWith(settingEndpoints.read, 'OPERATION_FAILED')),
};

export const NoPermission: Story = {
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

export const SystemSettingsLongTexts: Story = {
  beforeEach: answers(
    answer(settingEndpoints.read, {
      ...systemSettings,
      values: {
        ...systemSettings.values,
        siteTitle: {
          'zh-cn': long('恒达家居用品有限公司电子数据交换门户 ', 32),
          'en-us': long('Hengda Housewares EDI Supplier Portal ', 32),
        },
      },
      meta: {
        ...systemSettings.meta,
        siteTitle: {
          isDefault: false,
          updatedAt: '2026-11-19T10:05:00.000Z',
          updatedBy: 'administrator.of.the.portal',
        },
      },
    }),
  ),
};

/** The first setting's edit button (the session lifetime). */
async function editFirstSetting(context: {
  canvasElement: HTMLElement;
  loaded: Readonly<Record<string, unknown>>;
}) {
  const t = textOf(context);
  const canvas = within(context.canvasElement);
  const [edit] = await canvas.findAllByRole(
    'button',
    { name: new RegExp(`^${t('system.edit')}`) },
    { timeout: 10_000 },
  );
  if (edit === undefined) throw new Error('No setting to edit');
  await userEvent.click(edit);
  return pageOfStory(context).findByRole('dialog');
}

export const EditSettingDialog: Story = {
  play: async (context) => {
    const dialog = await editFirstSetting(context);
    await within(dialog).findByDisplayValue('480');
  },
};

export const SettingValidationError: Story = {
  play: async (context) => {
    const dialog = await editFirstSetting(context);
    const [input] = within(dialog).getAllByRole('textbox');
    if (input === undefined) throw new Error('No value field');
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.click(
      within(dialog).getByRole('button', { name: textOf(context)('common:button.save') }),
    );
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  },
};

// --- user management -----------------------------------------------------------------------------

export const Users: Story = { parameters: { portal: usersTab } };

export const UsersEmpty: Story = {
  parameters: { portal: usersTab },
  beforeEach: answers(answer(userEndpoints.list, pageOf([]))),
};

export const UsersLoading: Story = {
  parameters: { portal: usersTab },
  beforeEach: answers(neverAnswer(userEndpoints.list)),
};

export const UsersLoadError: Story = {
  parameters: { portal: usersTab },
  beforeEach: answers(failWith(userEndpoints.list, 'OPERATION_FAILED')),
};

export const UsersNoPermission: Story = {
  parameters: { portal: usersTab },
  beforeEach: answers(failEverything('NO_PERMISSION')),
};

export const UsersLongTexts: Story = {
  parameters: { portal: usersTab },
  beforeEach: answers(
    answer(
      userEndpoints.list,
      pageOf([
        user(7, {
          account: 'procurement.manager.east',
          nickname: long('华东区采购经理 East China procurement manager ', 32),
          email: 'procurement.manager.east.china.region@hengda-housewares-international.com',
          phone: '+86 574 8688 8888',
          roles: [
            'USER',
            'ORDER',
            'PURCHASE',
            'DELIVERY',
            'INVOICE',
            'PAYMENT',
            'INVENTORY',
            'PRODUCT',
            'LOCATION',
            'PACKAGE',
          ],
        }),
        ...users.slice(1, 4),
      ]),
    ),
  ),
};

export const UsersLongTable: Story = {
  parameters: { portal: usersTab },
  beforeEach: answers(
    answer(
      userEndpoints.list,
      pageOf(
        Array.from({ length: 100 }, (_, index) =>
          user(100 + index, {
            account: `supplier.user${String(index + 1).padStart(3, '0')}`,
            nickname: index % 2 === 0 ? `供应商用户 ${index + 1}` : `Supplier user ${index + 1}`,
            status: index % 7 === 0 ? 'deactivated' : 'activated',
          }),
        ),
        2_418,
        100,
      ),
    ),
  ),
};

export const AddUserDialog: Story = {
  parameters: { portal: usersTab },
  play: async (context) => {
    await listShows(context, 'zhang.min');
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: textOf(context)('users.add') }),
    );
    await pageOfStory(context).findByRole('dialog');
  },
};

export const UserValidationErrors: Story = {
  parameters: { portal: usersTab },
  play: async (context) => {
    await saveEmpty(context, textOf(context)('users.add'), 'zhang.min');
  },
};

export const EditUserDialog: Story = {
  parameters: { portal: usersTab },
  play: async (context) => {
    const dialog = await rowAction(context, 'zhang.min', 'edit');
    await within(dialog).findByDisplayValue('张敏');
  },
};

export const AuthoriseRolesDialog: Story = {
  parameters: { portal: usersTab },
  play: async (context) => {
    const dialog = await rowAction(context, 'zhang.min', 'authorize');
    await waitFor(() =>
      expect(within(dialog).getAllByRole('checkbox', { checked: true }).length).toBeGreaterThan(0),
    );
  },
};

export const DeactivateConfirmation: Story = {
  parameters: { portal: usersTab },
  play: async (context) => {
    await rowAction(context, 'zhang.min', 'deactivate');
  },
};

export const ActivateConfirmation: Story = {
  parameters: { portal: usersTab },
  play: async (context) => {
    await rowAction(context, 'wang.fang', 'activate');
  },
};

export const DeleteUserConfirmation: Story = {
  parameters: { portal: usersTab },
  play: async (context) => {
    await rowAction(context, 'zhang.min', 'delete');
  },
};

export const FilterUsersByAccount: Story = {
  parameters: { portal: usersTab },
  beforeEach: answers(
    answerWith(userEndpoints.list, ({ query }) => {
      const account = query.get('account') ?? '';
      return pageOf(users.filter((item) => item.account.includes(account)));
    }),
  ),
  play: async (context) => {
    const t = textOf(context);
    const canvas = within(context.canvasElement);
    await listShows(context, 'zhang.min');
    await userEvent.type(canvas.getByRole('textbox', { name: t('users.filter.account') }), 'emily');
    await userEvent.click(canvas.getByRole('button', { name: t('common:button.search') }));
    await waitFor(() => expect(canvas.queryByText('zhang.min')).toBeNull());
    await expect(canvas.getAllByText('emily.chen').length).toBeGreaterThan(0);
  },
};

// --- system maintenance --------------------------------------------------------------------------

export const Maintenance: Story = {
  parameters: { portal: { ...portal, path: `${screenPaths.settings}?tab=maintenance` } },
};
