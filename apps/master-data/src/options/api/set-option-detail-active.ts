import { apiClient } from '@portal/api-client';
import { optionValueEndpoints, type OptionDetail } from '@portal/contracts';

/** Enables a value, or disables it (no dropdown offers it). */
export const setOptionDetailActive = (id: number, active: boolean): Promise<OptionDetail> =>
  apiClient().call(optionValueEndpoints.active, { params: { id }, body: { active } });
