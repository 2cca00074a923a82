import { statisticEndpoints, type MoneyStatistic, type StatisticQuery } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** Invoiced and paid per bucket and the open receivables by age, per currency (finance roles). */
export const getMoneyStatistic = (query: StatisticQuery): Promise<MoneyStatistic> =>
  apiClient().call(statisticEndpoints.money, { query });
