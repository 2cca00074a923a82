import { apiClient } from '@portal/api-client';
import { optionEndpoints, type optionTypePageSchema } from '@portal/contracts';
import type { z } from 'zod';

export type OptionTypePage = z.infer<typeof optionTypePageSchema>;

/** The query of the option type list: page, size and the filters that say something. */
export interface OptionTypeListQuery {
  page: number;
  size: number;
  name?: string;
  key?: string;
}

/** One page of option types, by name and key. */
export const listOptionTypes = (query: OptionTypeListQuery): Promise<OptionTypePage> =>
  apiClient().call(optionEndpoints.page, { query });
