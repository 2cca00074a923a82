import { apiClient } from '@portal/api-client';
import { optionEndpoints, type OptionType, type OptionTypeInput } from '@portal/contracts';

/** Renames an option type or changes its key. */
export const updateOptionType = (id: number, type: OptionTypeInput): Promise<OptionType> =>
  apiClient().call(optionEndpoints.update, { params: { id }, body: type });
