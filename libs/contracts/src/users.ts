import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { roleSchema } from './roles';
import {
  optionalText,
  passwordHashRule,
  phoneRule,
  requiredEmail,
  requiredId,
  requiredText,
  validationToken,
} from './validation';

/** User (spec §3): status is activated or deactivated; roles per decisions.md §4. */
export const userStatuses = ['activated', 'deactivated'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  email: z.string(),
  phone: z.string(),
  status: userStatusSchema,
  roles: z.array(roleSchema),
  mustChangePassword: z.boolean(),
  /** Set while three failed sign-ins keep the account locked. */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userPageSchema = pageSchema(userSchema);

/** Ids are PostgreSQL integers: anything beyond is not an id (2001), not a database error. */
export const userIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const userListQuerySchema = pageQuerySchema.extend({
  account: optionalText(32),
  nickname: optionalText(32),
  email: optionalText(128),
  status: userStatusSchema.optional(),
  role: roleSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

const rolesSchema = z
  .array(roleSchema)
  .min(1, { error: validationToken('required') })
  .refine((list) => new Set(list).size === list.length, { error: validationToken('invalid') });

export const userCreateSchema = z.object({
  account: requiredId,
  nickname: requiredText(32),
  email: requiredEmail,
  phone: phoneRule.optional(),
  roles: rolesSchema.optional(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = z.object({
  nickname: requiredText(32),
  email: requiredEmail,
  phone: phoneRule.optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userActiveSchema = z.object({ active: z.boolean() });
export const userAuthorizeSchema = z.object({ roles: rolesSchema });

/** Change password: both values are sha256(sha256(password)) from the browser. */
export const changePasswordSchema = z
  .object({ oldPassword: passwordHashRule, newPassword: passwordHashRule })
  .refine((body) => body.oldPassword !== body.newPassword, {
    path: ['newPassword'],
    error: validationToken('passwordSameAsOld'),
  });
