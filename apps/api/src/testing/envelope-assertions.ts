import {
  envelopeSchema,
  errorCatalogue,
  errorEnvelopeSchema,
  errorMessage,
  SUCCESS_CODE,
  successMessage,
  type ErrorName,
  type Language,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/** Asserts a success envelope (HTTP 200, code 0000, the success message) and returns its data. */
export function successData<T extends z.ZodType>(
  response: LightMyRequestResponse,
  data: T,
  language: Language = 'en-us',
): z.output<T> {
  expect(response.statusCode, response.body).toBe(200);
  const body = envelopeSchema(z.unknown()).parse(response.json<unknown>());
  expect(body.code).toBe(SUCCESS_CODE);
  expect(body.message).toBe(successMessage[language]);
  return data.parse(body.data);
}

/**
 * Asserts a catalogue failure: its HTTP status, code and message, and the field at fault when
 * one is given (the message names it in words where the entry has `{field}`).
 */
export function expectFailure(
  response: LightMyRequestResponse,
  name: ErrorName,
  { field, language = 'en-us' }: { field?: string; language?: Language } = {},
) {
  const entry = errorCatalogue[name];
  expect(response.statusCode, response.body).toBe(entry.http);
  const body = errorEnvelopeSchema.parse(response.json<unknown>());
  expect(body.code).toBe(entry.code);
  expect(body.message).toBe(errorMessage(entry.code, language, field));
  if (field !== undefined) expect(body.data?.field).toBe(field);
  return body;
}
