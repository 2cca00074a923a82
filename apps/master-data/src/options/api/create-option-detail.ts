import { apiClient } from '@portal/api-client';
import { optionValueEndpoints, type OptionDetail, type OptionDetailInput } from '@portal/contracts';

/** A new value of an option type. */
export const createOptionDetail = (detail: OptionDetailInput): Promise<OptionDetail> =>
  apiClient().call(optionValueEndpoints.save, { body: detail });
