import {
  captchaSchema,
  envelopeSchema,
  initializationStatusSchema,
  initializeRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
} from '@portal/contracts';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import { allow, publicAccess } from '../access/route-access';
import type { App } from '../common/app-types';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { authHandlers } from './auth.handlers';

const empty = envelopeSchema(z.null());
const tags = ['auth'];

/**
 * /api/auth/*: captcha, initialise, sign in and out. Rate limited per client address, so that
 * captchas and passwords cannot be tried at speed.
 */
export async function authRoutes(app: App, context: ApiContext): Promise<void> {
  await app.register(rateLimit, {
    max: context.settings.authRateLimit,
    timeWindow: 60_000,
    errorResponseBuilder: () => new ApiError('TOO_MANY_REQUESTS'),
  });
  const handlers = authHandlers(context);

  app.get(
    '/api/auth/captcha',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'A new captcha image',
        response: { 200: envelopeSchema(captchaSchema) },
      },
    },
    handlers.captcha,
  );
  app.get(
    '/api/auth/initialized',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Whether the admin password has been set',
        response: { 200: envelopeSchema(initializationStatusSchema) },
      },
    },
    handlers.initialized,
  );
  app.post(
    '/api/auth/initialize',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Set the admin password (only while no admin exists)',
        body: initializeRequestSchema,
        response: { 200: empty },
      },
    },
    handlers.initialize,
  );
  app.post(
    '/api/auth/login',
    {
      config: { access: publicAccess },
      schema: {
        tags,
        summary: 'Sign in with account, sha256(sha256(password)) and the captcha answer',
        body: loginRequestSchema,
        response: { 200: envelopeSchema(loginResponseSchema) },
      },
    },
    handlers.login,
  );
  app.post(
    '/api/auth/logout',
    {
      config: { access: allow(['USER'], { duringPasswordChange: true }) },
      schema: {
        tags,
        summary: 'Sign out: the token stops working at once',
        response: { 200: empty },
      },
    },
    handlers.logout,
  );
  for (const path of ['/api/auth/register', '/api/auth/resetPassword'] as const) {
    app.post(
      path,
      {
        config: { access: publicAccess },
        schema: { tags, summary: 'Switched off: answers 1010' },
      },
      handlers.switchedOff,
    );
  }
}
