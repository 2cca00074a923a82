import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createStore } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { useProjects } from '@portal/api-client';
import { systemSettingsAtom } from '@portal/auth';
import {
  systemSettingDefaults,
  type Message,
  type MessageDetail,
  type ProjectListItem,
} from '@portal/contracts';
import { choose, renderInPortal } from '@portal/testing';
import { getMessage } from '../api/get-message';
import { listMessages } from '../api/list-messages';
import { resendMessage } from '../api/resend-message';
import { emptyMessageFilters, messageFiltersAtom } from '../state/message-list-query';
import { messageTexts } from '../texts';
import { MessageStatusList } from './message-status-list';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/list-messages', () => ({ listMessages: vi.fn() }));
vi.mock('../api/get-message', () => ({ getMessage: vi.fn() }));
vi.mock('../api/resend-message', () => ({ resendMessage: vi.fn() }));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProjects: vi.fn(),
}));

// Mantine's selects and drawers are slow in jsdom; a busy machine runs them slower still.
vi.setConfig({ testTimeout: 30_000 });

const project = (projectKey: string): ProjectListItem => ({
  projectKey,
  nameZh: `${projectKey} 中文`,
  nameEn: `${projectKey} Retail`,
  features: { allowCancel: true, allowDelete: true, confirmBeforeAccept: false },
});

/** An 856 of ACME's order 7001, written and accepted. */
const message = (id: number, overrides: Partial<Message> = {}): Message => ({
  id,
  projectKey: 'ACME',
  standard: 'X12',
  documentType: '856',
  status: 'success',
  orderSerialNumber: 7001,
  answersInterchangeId: null,
  resendOf: null,
  fileName: `ACME_856_${id}.x12`,
  interchangeControlNumber: String(id).padStart(9, '0'),
  groupControlNumber: String(id),
  transactionControlNumber: '0001',
  acknowledgementExpected: true,
  errors: [],
  attempts: 1,
  createdBy: 'alice',
  createdAt: '2026-03-12T08:00:00.000Z',
  updatedAt: '2026-03-12T09:00:00.000Z',
  writtenAt: '2026-03-12T08:00:05.000Z',
  acknowledgedAt: '2026-03-12T09:00:00.000Z',
  ...overrides,
});

const refused = message(31, {
  status: 'failed',
  acknowledgedAt: '2026-03-12T09:00:00.000Z',
  errors: [
    {
      message: 'Ship date is in the future',
      code: '8',
      segmentTag: 'DTM',
      segmentPosition: 4,
      elementPosition: 2,
    },
  ],
});
const silent = message(30, { status: 'unknown', documentType: 'DESADV', acknowledgedAt: null });
const answer = message(29, {
  documentType: '997',
  orderSerialNumber: null,
  acknowledgementExpected: false,
  acknowledgedAt: null,
});

const detailOf = (row: Message, text = 'ISA*00*~ST*856*0001~'): MessageDetail => ({
  ...row,
  text,
  canonical: { kind: 'acknowledgement', status: 'A', codes: [], transactions: [] },
});

const texts = { 'zh-cn': messageTexts['zh-cn'], 'en-us': messageTexts['en-us'] };

/** Opens what it wraps at `path`, as a link or a reload would. */
function StartAt({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return pathname === '/' ? null : children;
}

function AddressShown() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

beforeAll(() => {
  // jsdom has no layout: Mantine's combobox scrolls its selected option into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(useProjects).mockReturnValue({
    projects: [project('ACME'), project('EURO')],
    loading: false,
  });
  vi.mocked(listMessages).mockResolvedValue({
    records: [refused, silent, answer],
    total: 3,
    page: 1,
    size: 10,
  });
  vi.mocked(getMessage).mockImplementation((id) =>
    Promise.resolve(detailOf(id === 31 ? refused : message(id))),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

async function renderAt(path: string) {
  const store = createStore();
  store.set(messageFiltersAtom, emptyMessageFilters);
  store.set(systemSettingsAtom, {
    ...systemSettingDefaults,
    dateTimeFormat: 'YYYY/MM/DD HH:mm:ss',
  });
  await renderInPortal(
    <StartAt path={path}>
      <Routes>
        <Route path="/space/delivery/messages" element={<MessageStatusList />} />
        <Route path="/space/delivery/messages/:messageId" element={<MessageStatusList />} />
      </Routes>
      <AddressShown />
    </StartAt>,
    { namespace: 'delivery', texts, language: 'en-us', store },
  );
  await screen.findByRole('link', { name: 'ACME_856_31.x12' });
}

const rowOf = (fileName: string) => {
  const row = screen.getByRole('link', { name: fileName }).closest('tr');
  if (row === null) throw new Error(`no row shows ${fileName}`);
  return within(row);
};
const address = () => screen.getByTestId('address').textContent;

describe('message status list', () => {
  it('lists every outbound document in words, flags failed and unknown, and asks for the filters', async () => {
    await renderAt('/space/delivery/messages');
    expect(listMessages).toHaveBeenCalledWith({ page: 1, size: 10 });

    const first = rowOf('ACME_856_31.x12');
    expect(first.getByText('856 Ship notice')).toBeTruthy();
    expect(first.getByText('000000031 / 31 / 0001')).toBeTruthy();
    expect(first.getByText('7001')).toBeTruthy();
    expect(first.getByText('1 error')).toBeTruthy();
    expect(first.getByText('Failed').closest('[data-status]')?.getAttribute('data-status')).toBe(
      'failed',
    );
    const second = rowOf('ACME_856_30.x12');
    expect(second.getByText('DESADV Despatch advice (ship notice)')).toBeTruthy();
    expect(second.getByText('Unknown (no acknowledgement in time)')).toBeTruthy();
    expect(second.getByText('Awaiting acknowledgement')).toBeTruthy();
    const third = rowOf('ACME_856_29.x12');
    expect(third.getByText('997 Functional acknowledgement')).toBeTruthy();
    expect(third.getByText('Not expected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ACME_856_31.x12' }).getAttribute('href')).toBe(
      '/space/delivery/messages/31',
    );

    await choose(screen.getByRole('combobox', { name: 'Project' }), 'EURO — EURO Retail');
    await waitFor(() =>
      expect(listMessages).toHaveBeenLastCalledWith({ page: 1, size: 10, projectKey: 'EURO' }),
    );
    await choose(screen.getByRole('combobox', { name: 'Status' }), 'Partly accepted');
    await choose(
      screen.getByRole('combobox', { name: 'Document type' }),
      'DESADV Despatch advice (ship notice)',
    );
    fireEvent.change(screen.getByLabelText('Order No.'), { target: { value: '70a01' } });
    fireEvent.change(screen.getByLabelText('Made from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Made to'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listMessages).toHaveBeenLastCalledWith({
        page: 1,
        size: 10,
        projectKey: 'EURO',
        status: 'pok',
        documentType: 'DESADV',
        orderSerialNumber: 7001,
        // The user's days, from the first instant of the first to the last of the second.
        from: new Date(2026, 2, 1).toISOString(),
        to: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(),
      }),
    );
  });

  it('opens filtered to one status from a link that asks for it', async () => {
    await renderAt('/space/delivery/messages?status=unknown');
    await waitFor(() =>
      expect(listMessages).toHaveBeenLastCalledWith({ page: 1, size: 10, status: 'unknown' }),
    );
    // The router moves in a transition, which a busy machine may render late.
    await waitFor(() => expect(address()).toBe('/space/delivery/messages'), { timeout: 10_000 });
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe(
      'Unknown (no acknowledgement in time)',
    );
  });

  it('shows a message at its own address with the reasons and the text, and resends it after asking', async () => {
    vi.mocked(resendMessage).mockResolvedValue(message(32, { status: 'doing', resendOf: 31 }));
    await renderAt('/space/delivery/messages/31');
    const drawer = within(
      await screen.findByRole('dialog', { name: '856 Ship notice · message 31' }),
    );
    expect(getMessage).toHaveBeenCalledWith(31);
    expect(drawer.getByText('The partner refused this message')).toBeTruthy();
    // The hint names the document refused, not always a ship notice.
    expect(
      drawer.getByText(
        'See the reasons below; correct what they name in the 856 Ship notice, then send it again.',
      ),
    ).toBeTruthy();
    const errors = within(drawer.getByRole('list', { name: 'Errors' }));
    expect(errors.getByText('Ship date is in the future')).toBeTruthy();
    expect(errors.getByText('Segment DTM · segment No. 4 · element 2')).toBeTruthy();
    expect(drawer.getByLabelText('Text as written').textContent).toBe('ISA*00*~ST*856*0001~');

    fireEvent.click(drawer.getByRole('button', { name: 'Resend' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Resend message' }));
    expect(
      confirm.getByText(/Send 856 Ship notice \(interchange control No\. 000000031\) again/),
    ).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Resend' }));

    // The router moves in a transition, which a busy machine may render late.
    expect(
      await screen.findByRole(
        'dialog',
        { name: '856 Ship notice · message 32' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(address()).toBe('/space/delivery/messages/32');
    expect(resendMessage).toHaveBeenCalledWith(31);
    expect(getMessage).toHaveBeenLastCalledWith(32);
    expect(await screen.findByText('Sent again as interchange 000000032')).toBeTruthy();
    // The list is read again: the new message is on it.
    await waitFor(() => expect(listMessages).toHaveBeenCalledTimes(2));
  });

  it('refuses to resend a message not written yet', async () => {
    vi.mocked(getMessage).mockResolvedValue(
      detailOf(message(33, { status: 'new', writtenAt: null, acknowledgedAt: null })),
    );
    await renderAt('/space/delivery/messages/33');
    const drawer = within(
      await screen.findByRole('dialog', { name: '856 Ship notice · message 33' }),
    );
    expect(drawer.getByRole('button', { name: 'Resend' }).hasAttribute('disabled')).toBe(true);
    expect(drawer.getByText('The message is not written yet and cannot be resent')).toBeTruthy();
    expect(drawer.getByText('No errors recorded')).toBeTruthy();
  });
});
