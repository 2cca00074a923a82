import type { MoneyStatistic, StatisticRange } from '@portal/contracts';

/**
 * Money statistics the dashboard tests use (only tests import this file): the three-day range of
 * dashboard-fixtures in US dollars and yen, amounts as the server sends them (exact strings).
 */
export const moneyStatistic = (
  range: StatisticRange,
  overrides: Partial<MoneyStatistic> = {},
): MoneyStatistic => ({
  range,
  currencies: [
    {
      currencyCode: 'USD',
      invoiced: '12345.6',
      paid: '9000.05',
      buckets: [
        { bucket: '2025-03-13 00:00', invoiced: '10000', paid: '0' },
        { bucket: '2025-03-14 00:00', invoiced: '0', paid: '9000.05' },
        { bucket: '2025-03-15 00:00', invoiced: '2345.6', paid: '0' },
      ],
      receivables: { '0-30': '3345.55', '31-60': '1000', '61-90': '0', '90+': '250.10' },
    },
    {
      currencyCode: 'JPY',
      invoiced: '1500000',
      paid: '0',
      buckets: [
        { bucket: '2025-03-13 00:00', invoiced: '1500000', paid: '0' },
        { bucket: '2025-03-14 00:00', invoiced: '0', paid: '0' },
        { bucket: '2025-03-15 00:00', invoiced: '0', paid: '0' },
      ],
      receivables: { '0-30': '1500000', '31-60': '0', '61-90': '0', '90+': '0' },
    },
  ],
  ...overrides,
});
