import { z } from 'zod';
import { validationToken } from '../validation';

// What the project files share; internal to projects/ (not re-exported).

export const invalid = { error: validationToken('invalid') };
export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => validationToken(issue.input == null ? 'required' : 'invalid'),
  });
