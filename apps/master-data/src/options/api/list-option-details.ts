import { apiClient } from '@portal/api-client';
import { optionValueEndpoints, type optionDetailPageSchema } from '@portal/contracts';
import type { z } from 'zod';

export type OptionDetailPage = z.infer<typeof optionDetailPageSchema>;

/** The query of the option value list: page, size, the type and the filters that say something. */
export interface OptionDetailListQuery {
  page: number;
  size: number;
  optionTypeId?: number;
  name?: string;
  value?: string;
}

/** One page of option values (enabled or not), of one type or all. */
export const listOptionDetails = (query: OptionDetailListQuery): Promise<OptionDetailPage> =>
  apiClient().call(optionValueEndpoints.page, { query });
