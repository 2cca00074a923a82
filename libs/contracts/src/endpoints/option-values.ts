import { allow, endpoint } from '../endpoint';
import {
  optionDetailActiveSchema,
  optionDetailInputSchema,
  optionDetailListQuerySchema,
  optionDetailPageQuerySchema,
  optionDetailPageSchema,
  optionDetailSchema,
  recordIdParamsSchema,
} from '../master-data';
import { optionAccess } from './options';
import { recordEndpoints } from './records';

const tags = ['options'];

/** /api/optionDetail/*: the values of the option types, which every dropdown reads (spec §4). */
export const optionValueEndpoints = {
  ...recordEndpoints('optionDetail', {
    tags,
    access: optionAccess,
    record: optionDetailSchema,
    page: {
      summary: 'Option values, paged, of one type or all',
      query: optionDetailPageQuerySchema,
      response: optionDetailPageSchema,
    },
    list: {
      summary: "One type's values for a dropdown: enabled ones only unless all=true",
      /** Every dropdown of the portal reads its values here, whatever screen it is on. */
      access: allow(['USER']),
      query: optionDetailListQuerySchema,
    },
    save: { summary: 'Create an option value', body: optionDetailInputSchema },
    info: { summary: 'One option value' },
    update: { summary: 'Edit an option value', body: optionDetailInputSchema },
    remove: { summary: 'Delete an option value' },
  }),
  active: endpoint({
    method: 'PUT',
    path: '/api/optionDetail/active/:id',
    summary: 'Enable or disable an option value (a disabled one is offered by no dropdown)',
    tags,
    access: optionAccess,
    transfer: 'json',
    params: recordIdParamsSchema,
    body: optionDetailActiveSchema,
    response: optionDetailSchema,
  }),
} as const;
