import {
  changePasswordSchema,
  envelopeSchema,
  sessionTokenSchema,
  userActiveSchema,
  userAuthorizeSchema,
  userCreateSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
  userUpdateSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { allow } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { usersHandlers } from './users.handlers';

const tags = ['users'];
const one = envelopeSchema(userSchema);
const admin = allow(['ADMIN']);
const self = allow(['USER'], { duringPasswordChange: true });

/** /api/user/*: the current user and the admin's user management (spec §6). */
export async function usersRoutes(app: App, context: ApiContext): Promise<void> {
  const handlers = usersHandlers(context);
  app.get(
    '/api/user/current',
    {
      config: { access: self },
      schema: { tags, summary: 'The signed-in user', response: { 200: one } },
    },
    handlers.current,
  );
  app.put(
    '/api/user/password',
    {
      config: { access: self },
      schema: {
        tags,
        summary: 'Change my password: every other session ends; a fresh token comes back',
        body: changePasswordSchema,
        response: { 200: envelopeSchema(sessionTokenSchema) },
      },
    },
    handlers.changePassword,
  );
  app.get(
    '/api/user/list',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Users, paged and filtered',
        querystring: userListQuerySchema,
        response: { 200: envelopeSchema(userPageSchema) },
      },
    },
    handlers.list,
  );
  app.post(
    '/api/user/create',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Create a user with the initial password, to be changed at first sign-in',
        body: userCreateSchema,
        response: { 200: one },
      },
    },
    handlers.create,
  );
  app.get(
    '/api/user/info/:id',
    {
      config: { access: admin },
      schema: { tags, summary: 'One user', params: userIdParamsSchema, response: { 200: one } },
    },
    handlers.info,
  );
  app.put(
    '/api/user/update/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Edit a user',
        params: userIdParamsSchema,
        body: userUpdateSchema,
        response: { 200: one },
      },
    },
    handlers.update,
  );
  app.delete(
    '/api/user/delete/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Delete a user (not yourself)',
        params: userIdParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    handlers.remove,
  );
  app.put(
    '/api/user/active/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: 'Activate or deactivate a user (not yourself); deactivation ends their sessions',
        params: userIdParamsSchema,
        body: userActiveSchema,
        response: { 200: one },
      },
    },
    handlers.active,
  );
  app.put(
    '/api/user/authorize/:id',
    {
      config: { access: admin },
      schema: {
        tags,
        summary: "Set a user's roles (not yours); their sessions end",
        params: userIdParamsSchema,
        body: userAuthorizeSchema,
        response: { 200: one },
      },
    },
    handlers.authorize,
  );
}
