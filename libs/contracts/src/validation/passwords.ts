import { z } from 'zod';
import { validationToken } from './messages';
import { requiredTypeError, stringField } from './rule-errors';

// Password rules of spec §5.

const passwordPattern = /^(?:\S{6,20})?$/;
const passwordHashPattern = /^(?:[0-9a-f]{64})?$/;

/** The plain password typed in the browser: 6 to 20 non-space characters. */
export const passwordRule = z
  .string({ error: requiredTypeError() })
  .min(1, { error: validationToken('required') })
  .regex(passwordPattern, { error: validationToken('password') });

/** What the browser sends instead of a password: sha256(sha256(password)), 64 lowercase hex. */
export const passwordHashRule = z
  .string({ error: requiredTypeError() })
  .min(1, { error: validationToken('required') })
  .regex(passwordHashPattern, { error: validationToken('passwordHash') });

/** The change-password form: the new password differs from the old one and is typed twice. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: passwordRule,
    newPassword: passwordRule,
    confirmPassword: z.string({ error: requiredTypeError() }),
  })
  .superRefine(
    (form, ctx) => {
      if (form.newPassword !== '' && form.newPassword === form.oldPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: validationToken('passwordSameAsOld'),
          input: form.newPassword,
        });
      }
      if (form.confirmPassword !== form.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: validationToken('passwordMismatch'),
          input: form.confirmPassword,
        });
      }
    },
    {
      // Also compare when a password breaks its own rule: the form shows every problem at once.
      when: (payload) =>
        ['oldPassword', 'newPassword', 'confirmPassword'].every(
          (key) => stringField(payload.value, key) !== undefined,
        ),
    },
  );
