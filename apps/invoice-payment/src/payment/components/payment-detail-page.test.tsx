import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import PaymentScreen from '../../screens/payment-screen';
import {
  paidLine,
  paymentCandidate,
  paymentOrder,
  shortLine,
  unmatchedLine,
} from '../../testing/finance-fixtures';
import { renderFinanceScreen } from '../../testing/render-finance';
import { findPaymentCandidates } from '../api/find-payment-candidates';
import { getPayment } from '../api/get-payment';
import { matchPaymentLine } from '../api/match-payment-line';

// The calls are replaced here; the API's own suites test the real ones.
vi.mock('../api/list-payments', () => ({ listPayments: vi.fn() }));
vi.mock('../api/get-payment', () => ({ getPayment: vi.fn() }));
vi.mock('../api/find-payment-candidates', () => ({ findPaymentCandidates: vi.fn() }));
vi.mock('../api/match-payment-line', () => ({ matchPaymentLine: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.mocked(getPayment).mockResolvedValue(paymentOrder([paidLine, shortLine, unmatchedLine]));
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

const section = (name: string) => within(screen.getByRole('region', { name }));

async function renderDetail(path = '/space/payment/9', language: 'zh-cn' | 'en-us' = 'en-us') {
  await renderFinanceScreen('/space/payment', <PaymentScreen />, path, { language });
}

describe('payment order detail', () => {
  it('shows the header in words and every line with its match', async () => {
    await renderDetail();
    expect(await screen.findByRole('heading', { name: 'Payment order PAY-0009' })).toBeTruthy();
    expect(getPayment).toHaveBeenCalledWith(9);

    const header = section('Payment order header');
    expect(header.getByText('V-881')).toBeTruthy();
    expect(header.getByText('3,151.47 USD')).toBeTruthy();
    expect(header.getByText('C · Credit')).toBeTruthy();
    expect(header.getByText('Automated Clearing House (ACH)')).toBeTruthy();
    expect(header.getByText('820 Payment order / remittance advice')).toBeTruthy();
    expect(header.getByText('2026/04/10')).toBeTruthy();

    const lines = within(screen.getByRole('table', { name: 'Remittance lines' }));
    expect(lines.getAllByRole('row')).toHaveLength(4);
    expect(lines.getByText('25.00 USD still open')).toBeTruthy();
    expect(lines.getByText('Adjustment: 11 · Freight deduction 25.00 USD')).toBeTruthy();
    expect(lines.getAllByText('By invoice No.')).toHaveLength(2);
    expect(lines.getByRole('link', { name: 'Matched to invoice INV-7' }).getAttribute('href')).toBe(
      '/space/invoice/7',
    );
  });

  it('matches an unmatched line by hand and reads the payment order again', async () => {
    vi.mocked(findPaymentCandidates).mockResolvedValue([paymentCandidate(9)]);
    vi.mocked(matchPaymentLine).mockResolvedValue({
      ...unmatchedLine,
      invoiceId: 9,
      matchedInvoiceNumber: 'INV-9',
      matchedBy: 'hand',
      matchState: 'paid',
    });
    await renderDetail();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Match to invoice: the line for invoice No. X-99',
      }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByRole('radio', { name: 'INV-9' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Match' }));
    await waitFor(() => expect(matchPaymentLine).toHaveBeenCalledWith(303, 9));
    expect(findPaymentCandidates).toHaveBeenCalledWith(303, {});
    await waitFor(() => expect(getPayment).toHaveBeenCalledTimes(2));
  });

  it('says so when the address names no payment order', async () => {
    await renderDetail('/space/payment/0');
    expect(await screen.findByText('This address names no payment order')).toBeTruthy();
    expect(getPayment).not.toHaveBeenCalled();
  });

  it('speaks Chinese', async () => {
    await renderDetail('/space/payment/9', 'zh-cn');
    expect(await screen.findByRole('heading', { name: '付款单 PAY-0009' })).toBeTruthy();
    expect(section('付款单抬头').getByText('820 付款单/汇款通知')).toBeTruthy();
    expect(section('付款单抬头').getByText('C · 贷记')).toBeTruthy();
  });
});
