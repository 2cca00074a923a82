import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { configureApiClient, useProjects } from '@portal/api-client';
import { paymentExportSeconds } from '@portal/contracts';
import { showSnackbar } from '@portal/ui';
import PaymentScreen from '../../screens/payment-screen';
import { page, paidLine, project } from '../../testing/finance-fixtures';
import { renderFinanceScreen } from '../../testing/render-finance';
import { paymentExportTimeoutMs } from '../api/export-payments';
import { listPayments } from '../api/list-payments';

// The list is replaced; the export goes through the real client to a replaced fetch.
vi.mock('../api/list-payments', () => ({ listPayments: vi.fn() }));
vi.mock('@portal/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useProjects: vi.fn(),
}));

vi.setConfig({ testTimeout: 30_000 });

/** What the server answers a payment export that ran past its limit. */
const timedOut = () =>
  new Response(
    JSON.stringify({ code: '5007', message: 'Payment document export timed out', data: null }),
    { status: 504, headers: { 'content-type': 'application/json' } },
  );

const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.mocked(useProjects).mockReturnValue({ projects: [project('ACME')], loading: false });
  vi.mocked(listPayments).mockResolvedValue(page([paidLine]));
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      asked.push(request.url);
      return Promise.resolve(timedOut());
    }),
  );
  // As the shell configures it: every failure is told once, by its catalogue message.
  configureApiClient({
    baseUrl: 'http://portal.test',
    getToken: () => 'token',
    getLanguage: () => 'en-us',
    onFailure: (error) => showSnackbar(error.message),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  act(() => notifications.clean());
});

describe('payment export', () => {
  it('asks for the filtered workbook and tells a timeout (5007) once, in the catalogue’s words', async () => {
    await renderFinanceScreen('/space/payment', <PaymentScreen />, '/space/payment');
    await waitFor(() =>
      expect(listPayments).toHaveBeenLastCalledWith({ page: 1, size: 10, project_key: 'ACME' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export Excel' }));

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert').textContent).toContain('Payment document export timed out');
    expect(asked).toEqual(['http://portal.test/api/payment/export?project_key=ACME']);
    // The button is free again for another try.
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Export Excel' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it('waits a little past the server’s own limit, so the server’s answer comes first', () => {
    expect(paymentExportTimeoutMs).toBeGreaterThan(paymentExportSeconds * 1000);
  });
});
