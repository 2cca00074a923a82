import { optionDetailSchema, type OptionDetail, type OptionDetailInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** POST /api/optionDetail/save: a new value of an option type. */
export const createOptionDetail = (detail: OptionDetailInput): Promise<OptionDetail> =>
  apiClient().post('/optionDetail/save', optionDetailSchema, detail);
