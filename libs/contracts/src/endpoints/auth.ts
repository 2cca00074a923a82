import { z } from 'zod';
import { allow, endpoint, publicAccess } from '../endpoint';
import {
  captchaSchema,
  initializationStatusSchema,
  initializeRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
} from '../auth';

const tags = ['auth'];

/** A sign-up or password-reset path the spec lists but the portal switches off (1010). */
const switchedOff = <const P extends `/api/auth/${string}`>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    summary: 'Switched off: answers 1010',
    tags,
    access: publicAccess,
    transfer: 'json',
  });

/** /api/auth/*: captcha, initialise, sign in and out (spec §6), rate limited per address. */
export const authEndpoints = {
  captcha: endpoint({
    method: 'GET',
    path: '/api/auth/captcha',
    summary: 'A new captcha image',
    tags,
    access: publicAccess,
    transfer: 'json',
    response: captchaSchema,
  }),
  initialized: endpoint({
    method: 'GET',
    path: '/api/auth/initialized',
    summary: 'Whether the admin password has been set',
    tags,
    access: publicAccess,
    transfer: 'json',
    response: initializationStatusSchema,
  }),
  initialize: endpoint({
    method: 'POST',
    path: '/api/auth/initialize',
    summary: 'Set the admin password (only while no admin exists)',
    tags,
    access: publicAccess,
    transfer: 'json',
    body: initializeRequestSchema,
    response: z.null(),
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with account, sha256(sha256(password)) and the captcha answer',
    tags,
    access: publicAccess,
    transfer: 'json',
    body: loginRequestSchema,
    response: loginResponseSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: the token stops working at once',
    tags,
    // A user who must still change the initial password may give up and sign out.
    access: allow(['USER'], { duringPasswordChange: true }),
    transfer: 'json',
    response: z.null(),
  }),
  register: switchedOff('/api/auth/register'),
  resetPassword: switchedOff('/api/auth/resetPassword'),
} as const;
