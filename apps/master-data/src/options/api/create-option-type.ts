import { optionTypeSchema, type OptionType, type OptionTypeInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** POST /api/option/save: a new option type; its key is new. */
export const createOptionType = (type: OptionTypeInput): Promise<OptionType> =>
  apiClient().post('/option/save', optionTypeSchema, type);
