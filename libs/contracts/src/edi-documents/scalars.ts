import { z } from 'zod';

// The scalar shapes every canonical document uses; internal to edi-documents/ (not re-exported).

export const text = z.string();
export const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const time = z.string().regex(/^\d{2}:\d{2}(?::\d{2})?$/);
export const amount = z.number().finite();
export const quantity = z.number().finite();
