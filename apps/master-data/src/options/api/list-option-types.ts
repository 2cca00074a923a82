import { optionTypePageSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
import type { z } from 'zod';

export type OptionTypePage = z.infer<typeof optionTypePageSchema>;

/** The query of the option type list: page, size and the filters that say something. */
export interface OptionTypeListQuery {
  page: number;
  size: number;
  name?: string;
  key?: string;
}

/** GET /api/option/page: one page of option types, by name and key. */
export const listOptionTypes = (query: OptionTypeListQuery): Promise<OptionTypePage> =>
  apiClient().get('/option/page', optionTypePageSchema, { ...query });
