import {
  envelopeSchema,
  optionDetailActiveSchema,
  optionDetailInputSchema,
  optionDetailListQuerySchema,
  optionDetailPageQuerySchema,
  optionDetailPageSchema,
  optionDetailSchema,
  optionTypeInputSchema,
  optionTypePageQuerySchema,
  optionTypePageSchema,
  optionTypeSchema,
  recordIdParamsSchema as params,
} from '@portal/contracts';
import { z } from 'zod';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { optionsHandlers } from './options.handlers';
import { OptionsService } from './options.service';

const tags = ['options'];
const option = allow(['OPTION']);
/** Every dropdown of the portal reads its values here, whatever screen it is on. */
const everyRole = allow(['USER']);
const type = envelopeSchema(optionTypeSchema);
const detail = envelopeSchema(optionDetailSchema);
const none = envelopeSchema(z.null());

/** /api/option/* (option types) and /api/optionDetail/* (their values), spec §7. */
export async function optionsRoutes(app: App, context: ApiContext): Promise<void> {
  const handlers = optionsHandlers(new OptionsService(context.database.db, context.clock));
  const querystring = optionTypePageQuerySchema;
  app.get(
    '/api/option/page',
    {
      config: { access: option },
      schema: {
        tags,
        summary: 'Option types, paged',
        querystring,
        response: { 200: envelopeSchema(optionTypePageSchema) },
      },
    },
    handlers.typePage,
  );
  app.get(
    '/api/option/list',
    {
      config: { access: option },
      schema: {
        tags,
        summary: 'Every option type',
        response: { 200: envelopeSchema(z.array(optionTypeSchema)) },
      },
    },
    handlers.typeList,
  );
  app.post(
    '/api/option/save',
    {
      config: { access: option },
      schema: {
        tags,
        summary: 'Create an option type',
        body: optionTypeInputSchema,
        response: { 200: type },
      },
    },
    handlers.typeSave,
  );
  app.get(
    '/api/option/info/:id',
    {
      config: { access: option },
      schema: { tags, summary: 'One option type', params, response: { 200: type } },
    },
    handlers.typeInfo,
  );
  app.put(
    '/api/option/update/:id',
    {
      config: { access: option },
      schema: {
        tags,
        summary: 'Rename an option type or change its key',
        params,
        body: optionTypeInputSchema,
        response: { 200: type },
      },
    },
    handlers.typeUpdate,
  );
  app.delete(
    '/api/option/delete/:id',
    {
      config: { access: option },
      schema: {
        tags,
        summary: 'Delete an option type and its values',
        params,
        response: { 200: none },
      },
    },
    handlers.typeRemove,
  );

  app.get(
    '/api/optionDetail/page',
    {
      config: { access: option },
      schema: {
        tags,
        summary: 'Option values, paged, of one type or all',
        querystring: optionDetailPageQuerySchema,
        response: { 200: envelopeSchema(optionDetailPageSchema) },
      },
    },
    handlers.detailPage,
  );
  app.get(
    '/api/optionDetail/list',
    {
      config: { access: everyRole },
      schema: {
        tags,
        summary: "One type's values for a dropdown: enabled ones only unless all=true",
        querystring: optionDetailListQuerySchema,
        response: { 200: envelopeSchema(z.array(optionDetailSchema)) },
      },
    },
    handlers.detailList,
  );
  app.post(
    '/api/optionDetail/save',
    {
      config: { access: option },
      schema: {
        tags,
        summary: 'Create an option value',
        body: optionDetailInputSchema,
        response: { 200: detail },
      },
    },
    handlers.detailSave,
  );
  app.get(
    '/api/optionDetail/info/:id',
    {
      config: { access: option },
      schema: { tags, summary: 'One option value', params, response: { 200: detail } },
    },
    handlers.detailInfo,
  );
  app.put(
    '/api/optionDetail/update/:id',
    {
      config: { access: option },
      schema: {
        tags,
        summary: 'Edit an option value',
        params,
        body: optionDetailInputSchema,
        response: { 200: detail },
      },
    },
    handlers.detailUpdate,
  );
  app.put(
    '/api/optionDetail/active/:id',
    {
      config: { access: option },
      schema: {
        tags,
        summary: 'Enable or disable an option value (a disabled one is offered by no dropdown)',
        params,
        body: optionDetailActiveSchema,
        response: { 200: detail },
      },
    },
    handlers.detailActive,
  );
  app.delete(
    '/api/optionDetail/delete/:id',
    {
      config: { access: option },
      schema: { tags, summary: 'Delete an option value', params, response: { 200: none } },
    },
    handlers.detailRemove,
  );
}
