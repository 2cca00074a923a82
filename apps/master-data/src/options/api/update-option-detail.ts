import { apiClient } from '@portal/api-client';
import { optionValueEndpoints, type OptionDetail, type OptionDetailInput } from '@portal/contracts';

/** Edits an option value. */
export const updateOptionDetail = (id: number, detail: OptionDetailInput): Promise<OptionDetail> =>
  apiClient().call(optionValueEndpoints.update, { params: { id }, body: detail });
