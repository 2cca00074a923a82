import { optionTypeSchema, type OptionType, type OptionTypeInput } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/** PUT /api/option/update/{id}: renames an option type or changes its key. */
export const updateOptionType = (id: number, type: OptionTypeInput): Promise<OptionType> =>
  apiClient().put(`/option/update/${id}`, optionTypeSchema, type);
