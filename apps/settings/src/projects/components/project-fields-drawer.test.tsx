import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  type Project,
  type ProjectField,
  type ProjectFieldInput,
} from '@portal/contracts';
import { choose, messagesOf, rowOf } from '@portal/testing';
import { renderInPortal } from '../../testing/render-in-portal';
import { ProjectFieldsDrawer } from './project-fields-drawer';
import { listProjectFields } from '../api/list-project-fields';
import { createProjectField } from '../api/create-project-field';
import { updateProjectField } from '../api/update-project-field';
import { batchUpdateProjectFields } from '../api/batch-update-project-fields';

// The calls are replaced here; the API's own suites and the e2e walk test the real ones.
vi.mock('../api/list-project-fields', () => ({ listProjectFields: vi.fn() }));
vi.mock('../api/create-project-field', () => ({ createProjectField: vi.fn() }));
vi.mock('../api/update-project-field', () => ({ updateProjectField: vi.fn() }));
vi.mock('../api/batch-update-project-fields', () => ({ batchUpdateProjectFields: vi.fn() }));

const acme: Project = {
  projectKey: 'ACME',
  nameZh: '艾克美零售',
  nameEn: 'Acme Retail',
  description: '',
  sort: 1,
  connection: {
    standard: 'X12',
    version: '004010',
    x12: {
      senderQualifier: 'ZZ',
      senderId: 'ACMESUPPLY',
      receiverQualifier: 'ZZ',
      receiverId: 'RETAILCO',
      applicationSender: 'ACMESUPPLY',
      applicationReceiver: 'RETAILCO',
      usage: 'P',
      acknowledgementRequested: false,
    },
    edifact: null,
    directories: defaultProjectDirectories,
    features: defaultProjectFeatures,
  },
  hasApiKey: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const field = (id: number, key: string, overrides: Partial<ProjectField> = {}): ProjectField => ({
  id,
  projectKey: 'ACME',
  key,
  name: `Name ${key}`,
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
});

/** The input the batch update takes for a saved field. */
const inputOf = (saved: ProjectField): ProjectFieldInput => {
  const input: Partial<ProjectField> = { ...saved };
  delete input.id;
  delete input.projectKey;
  return input as ProjectFieldInput;
};

/** What the server answers for a field it saved. */
const savedOf = (input: ProjectFieldInput, id: number): ProjectField => ({
  ...input,
  id,
  projectKey: 'ACME',
  defaultValue: input.defaultValue ?? '',
  tips: input.tips ?? '',
});

const remark = field(1, 'remark', { maxLength: 200, tips: '给仓库的备注' });
const priority = field(2, 'priority', { type: 'number', required: true, customListHeader: true });

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  // Listed out of order: the editor shows them by sort.
  vi.mocked(listProjectFields).mockResolvedValue([priority, remark]);
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

const rowKeys = () =>
  screen
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-field'))
    .filter((key): key is string => key !== null);

describe('project field editor', () => {
  it('adds a dropdown field with its options, then saves the new order with the whole list', async () => {
    const carrier = field(3, 'carrier', {
      name: '承运商',
      type: 'dropdown',
      defaultValue: 'SF',
      sort: 30,
      options: [
        { value: 'SF', label: '顺丰' },
        { value: 'JD', label: '京东' },
      ],
    });
    vi.mocked(createProjectField).mockResolvedValue(carrier);
    vi.mocked(batchUpdateProjectFields).mockImplementation(async (_key, fields) =>
      fields.map((input, index) => savedOf(input, [1, 3, 2][index] ?? 0)),
    );
    await renderInPortal(<ProjectFieldsDrawer project={acme} onClose={vi.fn()} />);
    await screen.findByText('remark', { selector: 'td' });
    expect(rowKeys()).toEqual(['remark', 'priority']);
    expect(rowOf('priority').getByText('数字')).toBeTruthy();
    expect(listProjectFields).toHaveBeenCalledWith('ACME');
    const saveOrder = screen.getByRole('button', { name: '保存顺序' });
    expect(saveOrder.hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '新增字段' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增字段' }));
    const text = (name: string) => dialog.getByRole('textbox', { name });
    const type = (name: string, value: string) =>
      fireEvent.change(text(name), { target: { value } });
    const save = () => fireEvent.click(dialog.getByRole('button', { name: '保存' }));

    type('字段键', 'remark');
    type('字段名称', '承运商');
    save();
    await waitFor(() =>
      expect(messagesOf(text('字段键'))).toContain('该字段键已被本项目的其他字段使用'),
    );

    type('字段键', 'carrier');
    expect(dialog.queryByRole('button', { name: '添加选项' })).toBeNull();
    await choose(dialog.getByRole('combobox', { name: '类型' }), '下拉框');
    await dialog.findByRole('button', { name: '添加选项' });
    save();
    expect(await dialog.findByText('该字段不能为空')).toBeTruthy();
    expect(createProjectField).not.toHaveBeenCalled();

    fireEvent.click(dialog.getByRole('button', { name: '添加选项' }));
    fireEvent.click(dialog.getByRole('button', { name: '添加选项' }));
    type('选项 1 的值', 'SF');
    type('选项 1 的显示文字', '顺丰');
    type('选项 2 的值', 'JD');
    type('选项 2 的显示文字', '京东');
    type('默认值', 'EMS');
    save();
    await waitFor(() => expect(messagesOf(text('默认值'))).toContain('信息输入错误'));
    expect(createProjectField).not.toHaveBeenCalled();

    type('默认值', 'SF');
    save();
    await waitFor(() =>
      expect(createProjectField).toHaveBeenCalledWith('ACME', {
        key: 'carrier',
        name: '承运商',
        type: 'dropdown',
        defaultValue: 'SF',
        maxLength: null,
        tips: '',
        customListHeader: false,
        sort: 30,
        required: false,
        enabled: true,
        options: [
          { value: 'SF', label: '顺丰' },
          { value: 'JD', label: '京东' },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增字段' })).toBeNull());
    expect(rowKeys()).toEqual(['remark', 'priority', 'carrier']);
    expect(batchUpdateProjectFields).not.toHaveBeenCalled();

    fireEvent.click(rowOf('carrier').getByRole('button', { name: '上移' }));
    expect(rowKeys()).toEqual(['remark', 'carrier', 'priority']);
    expect(screen.getByText('字段顺序已调整，尚未保存。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存顺序' }));
    await waitFor(() =>
      expect(batchUpdateProjectFields).toHaveBeenCalledWith('ACME', [
        { ...inputOf(remark), sort: 10 },
        { ...inputOf(carrier), sort: 20 },
        { ...inputOf(priority), sort: 30 },
      ]),
    );
    await waitFor(() => expect(screen.queryByText('字段顺序已调整，尚未保存。')).toBeNull());
    expect(rowKeys()).toEqual(['remark', 'carrier', 'priority']);
    expect(updateProjectField).not.toHaveBeenCalled();
  });

  it('changes one field at once, keeping its key', async () => {
    vi.mocked(updateProjectField).mockImplementation(async (_key, id, input) => savedOf(input, id));
    await renderInPortal(<ProjectFieldsDrawer project={acme} onClose={vi.fn()} />);
    await screen.findByText('remark', { selector: 'td' });
    expect(rowOf('remark').queryAllByText('是')).toHaveLength(0);

    fireEvent.click(rowOf('remark').getByRole('button', { name: '编辑' }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑字段“remark”' }));
    expect(dialog.getByRole('textbox', { name: '字段键' }).hasAttribute('readonly')).toBe(true);
    fireEvent.change(dialog.getByRole('textbox', { name: '最大长度' }), {
      target: { value: '5000' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messagesOf(dialog.getByRole('textbox', { name: '最大长度' }))).toContain(
        '信息输入错误',
      ),
    );
    fireEvent.change(dialog.getByRole('textbox', { name: '最大长度' }), {
      target: { value: '' },
    });
    fireEvent.click(dialog.getByRole('switch', { name: '必填' }));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updateProjectField).toHaveBeenCalledWith('ACME', 1, {
        ...inputOf(remark),
        maxLength: null,
        required: true,
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '编辑字段“remark”' })).toBeNull(),
    );
    // Required is now "yes" in the row (list header stays "no").
    expect(rowOf('remark').getAllByText('是')).toHaveLength(1);
    expect(batchUpdateProjectFields).not.toHaveBeenCalled();
  });

  it("gives a date field's default as a day of the portal's calendar", async () => {
    const shipBy = field(3, 'shipBy', { name: '最晚发货日', type: 'date', sort: 30 });
    vi.mocked(createProjectField).mockResolvedValue(shipBy);
    await renderInPortal(<ProjectFieldsDrawer project={acme} onClose={vi.fn()} />);
    await screen.findByText('remark', { selector: 'td' });
    fireEvent.click(screen.getByRole('button', { name: '新增字段' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增字段' }));
    fireEvent.change(dialog.getByRole('textbox', { name: '字段键' }), {
      target: { value: 'shipBy' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: '字段名称' }), {
      target: { value: '最晚发货日' },
    });
    await choose(dialog.getByRole('combobox', { name: '类型' }), '日期');
    // The default is now a date field, which asks for a day in the portal's date format.
    const defaultValue = dialog.getByRole('textbox', { name: '默认值' });
    expect(defaultValue.getAttribute('placeholder')).toBe('YYYY-MM-DD');
    fireEvent.change(defaultValue, { target: { value: '2026-12-01' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(createProjectField).toHaveBeenCalledWith(
        'ACME',
        expect.objectContaining({ key: 'shipBy', type: 'date', defaultValue: '2026-12-01' }),
      ),
    );
  });
});
