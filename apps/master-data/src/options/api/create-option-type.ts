import { apiClient } from '@portal/api-client';
import { optionEndpoints, type OptionType, type OptionTypeInput } from '@portal/contracts';

/** A new option type; its key is new. */
export const createOptionType = (type: OptionTypeInput): Promise<OptionType> =>
  apiClient().call(optionEndpoints.save, { body: type });
