import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { z } from 'zod';
import {
  SUCCESS_CODE,
  errorCatalogue,
  errorDetailSchema,
  errorMessage,
  type Language,
} from '@portal/contracts';
import { ApiError } from './api-error';

export interface ApiClientOptions {
  /** Where `/api` lives: the page's origin in the browser, an absolute URL elsewhere. */
  baseUrl: string;
  getToken: () => string | null;
  getLanguage: () => Language;
  /** Called once per failing call whose code says the session is gone. */
  onSessionExpired?: (error: ApiError) => void;
  /**
   * Called once for every other failing call (a non-0000 code, a broken answer, no connection),
   * before the promise rejects: the shell shows the catalogue message in a snackbar (spec §7).
   */
  onFailure?: (error: ApiError) => void;
  timeoutMs?: number;
}

type SearchParams = Record<string, string | number | boolean | undefined>;

const rawEnvelopeSchema = z.object({ code: z.string(), message: z.string(), data: z.unknown() });

export interface ApiClient {
  get<T extends z.ZodType>(path: string, data: T, searchParams?: SearchParams): Promise<z.infer<T>>;
  post<T extends z.ZodType>(path: string, data: T, body?: unknown): Promise<z.infer<T>>;
  put<T extends z.ZodType>(path: string, data: T, body?: unknown): Promise<z.infer<T>>;
  delete<T extends z.ZodType>(path: string, data: T): Promise<z.infer<T>>;
}

/**
 * One ky instance for every call under /api: it sends the token and the language, unwraps
 * `{ code, message, data }`, checks `data` against the contract's schema and turns every other
 * answer (a non-0000 code, a broken body, no connection) into an `ApiError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: new URL('/api/', options.baseUrl).toString(),
    timeout: options.timeoutMs ?? 30_000,
    retry: 0,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('Accept-Language', options.getLanguage());
        },
      ],
    },
  });

  async function call<T extends z.ZodType>(
    path: string,
    data: T,
    requestOptions: Options,
  ): Promise<z.infer<T>> {
    const language = options.getLanguage();
    try {
      return await unwrap(path, data, requestOptions, language);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.sessionExpired) options.onSessionExpired?.(error);
        else options.onFailure?.(error);
      }
      throw error;
    }
  }

  async function unwrap<T extends z.ZodType>(
    path: string,
    data: T,
    requestOptions: Options,
    language: Language,
  ): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await http(path.replace(/^\//, ''), requestOptions);
    } catch (cause) {
      // No answer at all: spec §8's "request unable to connect".
      if (cause instanceof HTTPError) response = cause.response;
      else
        throw new ApiError(
          errorCatalogue.API_NOT_FOUND.code,
          errorMessage(errorCatalogue.API_NOT_FOUND.code, language),
          0,
        );
    }
    const body: unknown = await response.json().catch(() => undefined);
    const envelope = rawEnvelopeSchema.safeParse(body);
    if (!envelope.success) {
      const code =
        response.status === 404
          ? errorCatalogue.API_NOT_FOUND.code
          : errorCatalogue.REQUEST_DATA_ERROR.code;
      throw new ApiError(code, errorMessage(code, language), response.status);
    }
    if (envelope.data.code !== SUCCESS_CODE) {
      const detail = errorDetailSchema.safeParse(envelope.data.data);
      const error = new ApiError(
        envelope.data.code,
        envelope.data.message || errorMessage(envelope.data.code, language),
        response.status,
        detail.success ? detail.data : null,
      );
      throw error;
    }
    const parsed = data.safeParse(envelope.data.data);
    if (!parsed.success) {
      const code = errorCatalogue.REQUEST_DATA_ERROR.code;
      throw new ApiError(code, errorMessage(code, language), response.status);
    }
    return parsed.data;
  }

  return {
    get: (path, data, searchParams) =>
      call(path, data, {
        method: 'get',
        ...(searchParams ? { searchParams: definedParams(searchParams) } : {}),
      }),
    post: (path, data, body) => call(path, data, { method: 'post', json: body ?? {} }),
    put: (path, data, body) => call(path, data, { method: 'put', json: body ?? {} }),
    delete: (path, data) => call(path, data, { method: 'delete' }),
  };
}

function definedParams(params: SearchParams): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
    ),
  );
}
