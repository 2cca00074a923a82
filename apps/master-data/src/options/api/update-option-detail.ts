import { optionDetailSchema, type OptionDetail, type OptionDetailInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/optionDetail/update/{id}: edits an option value. */
export const updateOptionDetail = (id: number, detail: OptionDetailInput): Promise<OptionDetail> =>
  apiClient().put(`/optionDetail/update/${id}`, optionDetailSchema, detail);
