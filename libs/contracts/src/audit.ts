import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { optionalText } from './validation';

/** What the audit table records (decisions.md §6). */
export const auditActions = [
  'system.initialize',
  'login.success',
  'login.failure',
  'login.locked',
  'logout',
  'password.change',
  'user.create',
  'user.update',
  'user.delete',
  'user.activate',
  'user.deactivate',
  'user.authorize',
  'setting.update',
  'project.create',
  'project.update',
  'project.updateConf',
  'project.delete',
  'project.apiKey',
  'project.field.create',
  'project.field.update',
  'project.field.batchUpdate',
  'message.resend',
  'payment.match',
  'schema.upgrade',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorAccount: z.string().nullable(),
  action: auditActionSchema,
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  action: auditActionSchema.optional(),
  actor: optionalText(32),
});
export const auditPageSchema = pageSchema(auditEventSchema);

/** POST /application/script/upgrade: the migrations that ran now and how many ran before. */
export const upgradeReportSchema = z.object({
  applied: z.array(z.string()),
  alreadyApplied: z.number().int(),
});
