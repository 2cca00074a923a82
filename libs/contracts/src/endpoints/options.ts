import { allow } from '../endpoint';
import {
  optionTypeInputSchema,
  optionTypePageQuerySchema,
  optionTypePageSchema,
  optionTypeSchema,
} from '../master-data';
import { recordEndpoints } from './records';

/** Option lists are kept by the OPTION role; their values are read everywhere (option-values.ts). */
export const optionAccess = allow(['OPTION']);

/** /api/option/*: the option types (spec §7); their values are /api/optionDetail/*. */
export const optionEndpoints = recordEndpoints('option', {
  tags: ['options'],
  access: optionAccess,
  record: optionTypeSchema,
  page: {
    summary: 'Option types, paged',
    query: optionTypePageQuerySchema,
    response: optionTypePageSchema,
  },
  list: { summary: 'Every option type', access: optionAccess },
  save: { summary: 'Create an option type', body: optionTypeInputSchema },
  info: { summary: 'One option type' },
  update: { summary: 'Rename an option type or change its key', body: optionTypeInputSchema },
  remove: { summary: 'Delete an option type and its values' },
});
