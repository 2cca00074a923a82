import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Language, OrderLog } from '@portal/contracts';
import { renderInPortal } from '@portal/testing';
import { listOrderErrors, listOrderLogs } from '../api';
import { orderViewTexts } from '../texts';
import { OperationLogsTab } from './operation-logs-tab';

vi.mock('../api', () => ({
  listOrderLogs: vi.fn(),
  listOrderErrors: vi.fn(),
  listOrderMessages: vi.fn(),
}));

const at = '2026-03-10T02:15:00.000Z';
const row = (id: number, fields: Partial<OrderLog>): OrderLog => ({
  id,
  at,
  actor: 'clerk',
  fromStatus: 'RECEIVED',
  toStatus: 'ACCEPTED',
  event: null,
  params: {},
  message: '',
  ...fields,
});

const logs: OrderLog[] = [
  row(1, { actor: 'gateway', fromStatus: null, toStatus: 'NEW_ORDER', event: 'received' }),
  row(2, {
    event: 'accepted',
    params: { documentType: '855', controlNumber: '000000006' },
    message: 'accept: 855 000000006',
  }),
  row(3, {
    toStatus: 'CANCELED',
    event: 'canceled',
    params: { documentType: 'ORDRSP', controlNumber: '000000007', voided: '2', reason: 'No stock' },
  }),
  row(4, { toStatus: 'ROUTED', event: 'routed', params: { carrier: 'DHL Freight', scac: 'DHLU' } }),
  // Written before events existed, in a form no migration knew: its text as it was.
  row(5, { actor: 'system', toStatus: 'ROUTED', message: 'carrier called' }),
];

afterEach(() => vi.clearAllMocks());

/** The log's rows in `language`, each as the texts of its cells. */
async function rowsIn(language: Language): Promise<(string | null)[][]> {
  vi.mocked(listOrderLogs).mockResolvedValue(logs);
  vi.mocked(listOrderErrors).mockResolvedValue([]);
  await renderInPortal(<OperationLogsTab serialNumber={1001} />, {
    namespace: orderViewTexts.namespace,
    texts: orderViewTexts.translations,
    language,
  });
  const name = orderViewTexts.translations[language]['order.section.logs'];
  const table = within(await screen.findByRole('table', { name }));
  return table
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) => Array.from(tableRow.children, (cell) => cell.textContent));
}

const messagesIn = async (language: Language) =>
  (await rowsIn(language)).map((cells) => cells.at(-1) ?? null);
const actorsIn = async (language: Language) =>
  (await rowsIn(language)).map((cells) => cells[1] ?? null);

describe('operation log', () => {
  it('says what happened in plain English, never the stored codes', async () => {
    expect(await messagesIn('en-us')).toEqual([
      'Order received',
      'Accepted — order response 855 sent (control number 000000006)',
      'Cancelled — order response ORDRSP sent (control number 000000007) — 2 labels voided — reason: No stock',
      'Shipping info saved: carrier DHL Freight (DHLU)',
      'carrier called',
    ]);
    expect(screen.queryByText(/accept: 855/)).toBeNull();
  });

  it('says what happened in Chinese', async () => {
    expect(await messagesIn('zh-cn')).toEqual([
      '已收到订单',
      '已接单 — 已发送订单回复 855（控制号 000000006）',
      '已取消 — 已发送订单回复 ORDRSP（控制号 000000007） — 作废标签 2 张 — 原因：No stock',
      '已保存发运信息：承运人 DHL Freight（DHLU）',
      'carrier called',
    ]);
  });

  it('names the portal and the EDI gateway in words, and a person by their account', async () => {
    expect(await actorsIn('en-us')).toEqual(['EDI gateway', 'clerk', 'clerk', 'clerk', 'System']);
  });

  it('names the portal and the EDI gateway in Chinese', async () => {
    expect(await actorsIn('zh-cn')).toEqual(['EDI 网关', 'clerk', 'clerk', 'clerk', '系统']);
  });
});
