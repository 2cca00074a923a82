import { z } from 'zod';
import { userSchema } from './users';
import { passwordHashRule, requiredText } from './validation';

/** GET /auth/captcha: an SVG image and the id to send back with the answer. */
export const captchaSchema = z.object({
  captchaId: z.string(),
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** POST /auth/login: the password is sha256(sha256(password)), hex, hashed in the browser. */
export const loginRequestSchema = z.object({
  account: requiredText(32),
  password: passwordHashRule,
  captchaId: requiredText(128),
  captchaCode: requiredText(32),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A token for `Authorization: Bearer …` and when it expires (ISO 8601, UTC). */
export const sessionTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type SessionToken = z.infer<typeof sessionTokenSchema>;

export const loginResponseSchema = sessionTokenSchema.extend({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/initialize: sets the `admin` password while no admin exists. */
export const initializeRequestSchema = z.object({ password: passwordHashRule });

/** GET /auth/initialized: whether /init is still open. */
export const initializationStatusSchema = z.object({ initialized: z.boolean() });

/** The account /init creates. */
export const adminAccount = 'admin';
