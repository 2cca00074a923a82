import { errorCatalogue, type ErrorDetail, type ErrorName } from '@portal/contracts';

/**
 * An expected failure with a catalogue entry: routes throw it and the central error handler
 * answers with the entry's HTTP status and envelope. `field` names the field at fault by its
 * request path (kept in `detail`; the message says it in words, `requestFieldLabel`), or the value
 * a message with `{value}` quotes.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly detail: ErrorDetail | undefined;

  constructor(
    readonly errorName: ErrorName,
    options: { field?: string; detail?: ErrorDetail; cause?: unknown } = {},
  ) {
    super(errorName, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = errorCatalogue[errorName].http;
    this.field = options.field;
    this.detail = options.detail;
  }
}
