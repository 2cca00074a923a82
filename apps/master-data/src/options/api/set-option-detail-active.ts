import { optionDetailSchema, type OptionDetail } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/optionDetail/active/{id}: enables a value, or disables it (no dropdown offers it). */
export const setOptionDetailActive = (id: number, active: boolean): Promise<OptionDetail> =>
  apiClient().put(`/optionDetail/active/${id}`, optionDetailSchema, { active });
