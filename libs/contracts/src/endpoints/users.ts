import { z } from 'zod';
import { allow, endpoint } from '../endpoint';
import { sessionTokenSchema } from '../auth';
import {
  changePasswordSchema,
  userActiveSchema,
  userAuthorizeSchema,
  userCreateSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
  userUpdateSchema,
} from '../users';

const tags = ['users'];
/** User management is the admin's (decisions.md §4). */
const admin = allow(['ADMIN']);
/** Every signed-in user, also one who must still change the initial password. */
const self = allow(['USER'], { duringPasswordChange: true });

/** /api/user/*: the current user and the admin's user management (spec §6). */
export const userEndpoints = {
  current: endpoint({
    method: 'GET',
    path: '/api/user/current',
    summary: 'The signed-in user',
    tags,
    access: self,
    transfer: 'json',
    response: userSchema,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/api/user/password',
    summary: 'Change my password: every other session ends; a fresh token comes back',
    tags,
    access: self,
    transfer: 'json',
    body: changePasswordSchema,
    response: sessionTokenSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/user/list',
    summary: 'Users, paged and filtered',
    tags,
    access: admin,
    transfer: 'json',
    query: userListQuerySchema,
    response: userPageSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/user/create',
    summary: 'Create a user with the initial password, to be changed at first sign-in',
    tags,
    access: admin,
    transfer: 'json',
    body: userCreateSchema,
    response: userSchema,
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/user/info/:id',
    summary: 'One user',
    tags,
    access: admin,
    transfer: 'json',
    params: userIdParamsSchema,
    response: userSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/user/update/:id',
    summary: 'Edit a user',
    tags,
    access: admin,
    transfer: 'json',
    params: userIdParamsSchema,
    body: userUpdateSchema,
    response: userSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user/delete/:id',
    summary: 'Delete a user (not yourself)',
    tags,
    access: admin,
    transfer: 'json',
    params: userIdParamsSchema,
    response: z.null(),
  }),
  active: endpoint({
    method: 'PUT',
    path: '/api/user/active/:id',
    summary: 'Activate or deactivate a user (not yourself); deactivation ends their sessions',
    tags,
    access: admin,
    transfer: 'json',
    params: userIdParamsSchema,
    body: userActiveSchema,
    response: userSchema,
  }),
  authorize: endpoint({
    method: 'PUT',
    path: '/api/user/authorize/:id',
    summary: "Set a user's roles (not yours); their sessions end",
    tags,
    access: admin,
    transfer: 'json',
    params: userIdParamsSchema,
    body: userAuthorizeSchema,
    response: userSchema,
  }),
} as const;
