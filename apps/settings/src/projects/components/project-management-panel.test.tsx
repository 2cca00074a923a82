import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  type Project,
  type ProjectConnection,
} from '@portal/contracts';
import { choose, messagesOf, rowOf } from '@portal/testing';
import { renderInPortal } from '../../testing/render-in-portal';
import { ProjectManagementPanel } from './project-management-panel';
import { listProjects } from '../api/list-projects';
import { createProject } from '../api/create-project';
import { deleteProject } from '../api/delete-project';
import { generateProjectApiKey } from '../api/generate-project-api-key';
import { updateProject } from '../api/update-project';
import { updateProjectConnection } from '../api/update-project-connection';

// The calls are replaced here; the API's own suites and the e2e walk test the real ones.
vi.mock('../api/list-projects', () => ({ listProjects: vi.fn() }));
vi.mock('../api/create-project', () => ({ createProject: vi.fn() }));
vi.mock('../api/update-project', () => ({ updateProject: vi.fn() }));
vi.mock('../api/update-project-connection', () => ({ updateProjectConnection: vi.fn() }));
vi.mock('../api/delete-project', () => ({ deleteProject: vi.fn() }));
vi.mock('../api/generate-project-api-key', () => ({ generateProjectApiKey: vi.fn() }));
vi.mock('../api/list-project-fields', () => ({ listProjectFields: vi.fn() }));
vi.mock('../api/create-project-field', () => ({ createProjectField: vi.fn() }));
vi.mock('../api/update-project-field', () => ({ updateProjectField: vi.fn() }));
vi.mock('../api/batch-update-project-fields', () => ({ batchUpdateProjectFields: vi.fn() }));

const x12Connection: ProjectConnection = {
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
};

const edifactConnection: ProjectConnection = {
  ...x12Connection,
  standard: 'EDIFACT',
  version: 'D01B',
  x12: null,
  edifact: {
    syntaxId: 'UNOC',
    senderId: '4012345000009',
    senderQualifier: '14',
    recipientId: '4098765000002',
    recipientQualifier: '14',
    testIndicator: false,
  },
};

const project = (projectKey: string, overrides: Partial<Project> = {}): Project => ({
  projectKey,
  nameZh: `${projectKey} 中文`,
  nameEn: `${projectKey} English`,
  description: '',
  sort: 0,
  connection: x12Connection,
  hasApiKey: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

const acme = project('ACME', {
  nameZh: '艾克美零售',
  nameEn: 'Acme Retail',
  description: '北美零售客户',
  sort: 1,
  hasApiKey: true,
});
const euro = project('EURO-MART', { connection: edifactConnection, sort: 2 });

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(listProjects).mockResolvedValue({ records: [acme, euro], total: 2, page: 1, size: 10 });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

async function renderPanel(language: 'zh-cn' | 'en-us' = 'zh-cn') {
  const rendered = await renderInPortal(<ProjectManagementPanel />, { language });
  await screen.findByText('EURO-MART', { selector: 'td' });
  return rendered;
}

async function openDialog(name: string) {
  return within(await screen.findByRole('dialog', { name }));
}

/** The open listbox of a Mantine select (its options are styled hidden from a11y queries). */
async function listboxOf(select: HTMLElement): Promise<HTMLElement> {
  fireEvent.click(select);
  return waitFor(() => {
    const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (listbox === null) throw new Error('the select did not open');
    return listbox;
  });
}

/** Opens a Mantine select and returns the texts of its options. */
async function optionsOf(select: HTMLElement): Promise<string[]> {
  const listbox = await listboxOf(select);
  const texts = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
  fireEvent.click(select);
  return texts;
}

describe('project configuration', () => {
  it('lists the projects with their total, standard, version and whether a key exists', async () => {
    await renderPanel();
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(rowOf('ACME').getByText('艾克美零售')).toBeTruthy();
    expect(rowOf('ACME').getByText('Acme Retail')).toBeTruthy();
    expect(rowOf('ACME').getByText('北美零售客户')).toBeTruthy();
    expect(rowOf('ACME').getByText('X12 004010')).toBeTruthy();
    expect(rowOf('ACME').getByText('已生成')).toBeTruthy();
    expect(rowOf('EURO-MART').getByText('EDIFACT D01B')).toBeTruthy();
    expect(rowOf('EURO-MART').getByText('未生成')).toBeTruthy();
    expect(vi.mocked(listProjects)).toHaveBeenLastCalledWith({ page: 1, size: 10 });

    fireEvent.change(screen.getByRole('textbox', { name: '项目键' }), {
      target: { value: ' acme ' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(vi.mocked(listProjects)).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        projectKey: 'acme',
      }),
    );
  });

  it('checks a new project with the contracts rules before sending, then creates it', async () => {
    vi.mocked(createProject).mockResolvedValue(project('ACME-NEW'));
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '新增项目' }));
    const dialog = await openDialog('新增项目');
    const field = (name: string) => dialog.getByRole('textbox', { name });
    const select = (name: string) => dialog.getByRole('combobox', { name });
    const type = (name: string, value: string) =>
      fireEvent.change(field(name), { target: { value } });
    const save = () => fireEvent.click(dialog.getByRole('button', { name: '保存' }));

    // The defaults: X12 004010, the default directories, identifiers left for the admin.
    expect((select('EDI 标准') as HTMLInputElement).value).toBe('X12');
    expect((select('版本') as HTMLInputElement).value).toBe('004010');
    expect((field('发货收件目录') as HTMLInputElement).value).toBe('inbound');
    expect((field('发送方 ID（ISA06）') as HTMLInputElement).value).toBe('');

    type('中文名称', '艾克美新项目');
    type('英文名称', 'Acme New');
    type('发送方 ID（ISA06）', '供应商');
    type('GS1 厂商识别代码', '12345');
    save();
    await waitFor(() => expect(messagesOf(field('项目键'))).toContain('该字段不能为空'));
    expect(messagesOf(field('GS1 厂商识别代码'))).toContain('信息输入错误');
    expect(messagesOf(field('发送方 ID（ISA06）'))).toContain('信息输入错误');
    expect(messagesOf(field('发送方限定符（ISA05）'))).toContain('信息输入错误');
    expect(messagesOf(field('中文名称'))).not.toContain('该字段不能为空');
    expect(messagesOf(field('发货收件目录'))).not.toContain('信息输入错误');

    type('项目键', 'acme new!');
    save();
    await waitFor(() =>
      expect(messagesOf(field('项目键'))).toContain('只能包含字母、数字、连字符和下划线'),
    );
    expect(createProject).not.toHaveBeenCalled();

    type('项目键', 'ACME-NEW');
    type('发送方限定符（ISA05）', 'ZZ');
    type('发送方 ID（ISA06）', 'ACMESUPPLY');
    type('接收方限定符（ISA07）', '01');
    type('接收方 ID（ISA08）', '123456789');
    type('应用发送方代码（GS02）', 'ACMESUPPLY');
    type('应用接收方代码（GS03）', 'RETAILCO');
    type('GS1 厂商识别代码', '0614141');
    type('排序', '5');
    save();
    await waitFor(() =>
      expect(createProject).toHaveBeenCalledWith({
        projectKey: 'ACME-NEW',
        nameZh: '艾克美新项目',
        nameEn: 'Acme New',
        description: '',
        sort: 5,
        connection: {
          standard: 'X12',
          version: '004010',
          x12: {
            senderQualifier: 'ZZ',
            senderId: 'ACMESUPPLY',
            receiverQualifier: '01',
            receiverId: '123456789',
            applicationSender: 'ACMESUPPLY',
            applicationReceiver: 'RETAILCO',
            usage: 'P',
            acknowledgementRequested: false,
          },
          edifact: null,
          directories: defaultProjectDirectories,
          features: { ...defaultProjectFeatures, gs1CompanyPrefix: '0614141' },
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('保存成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the validation messages in the language of the user', async () => {
    await renderPanel('en-us');
    fireEvent.click(screen.getByRole('button', { name: 'Add project' }));
    const dialog = await openDialog('Add project');
    fireEvent.change(dialog.getByRole('textbox', { name: 'GS1 company prefix' }), {
      target: { value: '12345' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messagesOf(dialog.getByRole('textbox', { name: 'Project key' }))).toContain(
        'This field cannot be empty',
      ),
    );
    expect(messagesOf(dialog.getByRole('textbox', { name: 'GS1 company prefix' }))).toContain(
      'Information input error',
    );
    expect(createProject).not.toHaveBeenCalled();
  });

  it('offers the EDIFACT versions and UNB identifiers once EDIFACT is chosen', async () => {
    vi.mocked(createProject).mockResolvedValue(project('EU-2'));
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '新增项目' }));
    const dialog = await openDialog('新增项目');
    const field = (name: string) => dialog.getByRole('textbox', { name });
    const select = (name: string) => dialog.getByRole('combobox', { name });
    const type = (name: string, value: string) =>
      fireEvent.change(field(name), { target: { value } });

    expect(await optionsOf(select('版本'))).toEqual(['004010', '005010']);
    expect(dialog.queryByRole('textbox', { name: '发送方 ID（UNB 0004）' })).toBeNull();

    await choose(select('EDI 标准'), 'EDIFACT');
    await waitFor(() => expect((select('版本') as HTMLInputElement).value).toBe('D96A'));
    expect(await optionsOf(select('版本'))).toEqual(['D96A', 'D01B']);
    expect(dialog.queryByRole('textbox', { name: '发送方 ID（ISA06）' })).toBeNull();
    expect(select('语法标识（UNB 0001）')).toBeTruthy();
    expect(dialog.getByRole('switch', { name: '测试报文（UNB 0035）' })).toBeTruthy();

    await choose(select('版本'), 'D01B');
    type('项目键', 'EU-2');
    type('中文名称', '欧洲超市');
    type('英文名称', 'Euro Mart');
    type('发送方 ID（UNB 0004）', '4012345000009');
    type('发送方代码限定符（UNB 0007）', '14');
    type('接收方 ID（UNB 0010）', 'EU/MART 01');
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(createProject).toHaveBeenCalledTimes(1));
    const sent = vi.mocked(createProject).mock.calls[0]?.[0];
    expect(sent?.connection).toMatchObject({
      standard: 'EDIFACT',
      version: 'D01B',
      x12: null,
      edifact: {
        syntaxId: 'UNOC',
        senderId: '4012345000009',
        senderQualifier: '14',
        recipientId: 'EU/MART 01',
        recipientQualifier: '',
        testIndicator: false,
      },
    });
  });

  it('saves the edited switches and counts of a connection, refusing a bad count first', async () => {
    vi.mocked(updateProjectConnection).mockResolvedValue(acme);
    await renderPanel();
    fireEvent.click(rowOf('ACME').getByRole('button', { name: '配置' }));
    const dialog = await openDialog('配置项目“ACME”的连接');
    const allowDelete = dialog.getByRole('switch', { name: '允许删除' }) as HTMLInputElement;
    const printLabel = dialog.getByRole('switch', { name: '打印标签' }) as HTMLInputElement;
    expect(allowDelete.checked).toBe(false);
    expect(printLabel.checked).toBe(true);
    expect(
      (dialog.getByRole('textbox', { name: '发送方 ID（ISA06）' }) as HTMLInputElement).value,
    ).toBe('ACMESUPPLY');

    fireEvent.click(allowDelete);
    fireEvent.click(printLabel);
    const outerPack = dialog.getByRole('textbox', { name: '每个外包装最多项数' });
    fireEvent.change(outerPack, { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messagesOf(outerPack)).toContain('信息输入错误'));
    expect(updateProjectConnection).not.toHaveBeenCalled();

    fireEvent.change(outerPack, { target: { value: '24' } });
    const calls = vi.mocked(listProjects).mock.calls.length;
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updateProjectConnection).toHaveBeenCalledWith('ACME', {
        ...x12Connection,
        features: {
          ...defaultProjectFeatures,
          allowDelete: true,
          printLabel: false,
          maxItemsPerOuterPack: 24,
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('保存成功');
    await waitFor(() => expect(vi.mocked(listProjects).mock.calls.length).toBeGreaterThan(calls));
  });

  it('deletes a project only after confirmation, says so, and reads the list again', async () => {
    vi.mocked(deleteProject).mockResolvedValue(null);
    await renderPanel();

    fireEvent.click(rowOf('EURO-MART').getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定删除“EURO-MART”吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteProject).not.toHaveBeenCalled();

    const calls = vi.mocked(listProjects).mock.calls.length;
    fireEvent.click(rowOf('EURO-MART').getByRole('button', { name: '删除' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }),
    );
    await waitFor(() => expect(deleteProject).toHaveBeenCalledWith('EURO-MART'));
    expect(deleteProject).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('alert')).textContent).toContain('删除成功');
    await waitFor(() => expect(vi.mocked(listProjects).mock.calls.length).toBeGreaterThan(calls));
  });

  it('makes a new API key after confirmation and shows it this once, with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const key = 'pk_live_3f9a1c2e7b4d4e0a9c8b7a6f5e4d3c2b';
    vi.mocked(generateProjectApiKey).mockResolvedValue(key);
    await renderPanel();

    fireEvent.click(rowOf('ACME').getByRole('button', { name: 'API 密钥' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('确定为“ACME”生成新的 API 密钥吗？旧密钥将立即失效。');
    expect(generateProjectApiKey).not.toHaveBeenCalled();
    expect(screen.queryByText(key)).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: '生成密钥' }));

    const shown = await openDialog('“ACME”的 API 密钥');
    expect(shown.getByTestId('project-api-key').textContent).toBe(key);
    expect(shown.getByText(/只显示这一次/)).toBeTruthy();
    expect(shown.getByText(/x-api-key/)).toBeTruthy();
    fireEvent.click(shown.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(key));
    expect(await shown.findByRole('button', { name: '已复制' })).toBeTruthy();
    expect(generateProjectApiKey).toHaveBeenCalledTimes(1);
    expect(generateProjectApiKey).toHaveBeenCalledWith('ACME');

    fireEvent.click(shown.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByText(key)).toBeNull());

    // Opening it again asks again; the old key is never shown again.
    fireEvent.click(rowOf('ACME').getByRole('button', { name: 'API 密钥' }));
    const again = await screen.findByRole('dialog');
    expect(again.textContent).not.toContain(key);
    fireEvent.click(within(again).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(generateProjectApiKey).toHaveBeenCalledTimes(1);
  });

  it('edits the names, description and sort of a project, its key fixed', async () => {
    vi.mocked(updateProject).mockResolvedValue(acme);
    await renderPanel();
    fireEvent.click(rowOf('ACME').getByRole('button', { name: '编辑' }));
    const dialog = await openDialog('编辑项目“ACME”');
    expect(dialog.getByRole('textbox', { name: '项目键' }).hasAttribute('readonly')).toBe(true);
    expect(dialog.queryByRole('switch', { name: '允许删除' })).toBeNull();
    fireEvent.change(dialog.getByRole('textbox', { name: '英文名称' }), {
      target: { value: '  Acme Retail Group ' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: '排序' }), { target: { value: '3' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updateProject).toHaveBeenCalledWith('ACME', {
        nameZh: '艾克美零售',
        nameEn: 'Acme Retail Group',
        description: '北美零售客户',
        sort: 3,
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('保存成功');
  });
});
