import { optionDetailPageSchema } from '@portal/contracts';
import { apiClient } from '@portal/api-client';
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

/** GET /api/optionDetail/page: one page of option values (enabled or not) of a type. */
export const listOptionDetails = (query: OptionDetailListQuery): Promise<OptionDetailPage> =>
  apiClient().get('/optionDetail/page', optionDetailPageSchema, { ...query });
