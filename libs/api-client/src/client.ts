import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import { z } from 'zod';
import {
  SUCCESS_CODE,
  apiPrefix,
  errorCatalogue,
  pathOf,
  searchOf,
  type EndpointArgs,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
  errorDetailSchema,
  errorMessage,
  requestFieldProblem,
  type ErrorDetail,
  type ErrorName,
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

const rawEnvelopeSchema = z.object({ code: z.string(), message: z.string(), data: z.unknown() });

/**
 * The sentence a failure shows. A parameter failure (2001) names its first field in words with
 * that field's reason ("Store ID: Max 32 characters"), since the catalogue's text names none and
 * the snackbar would leave the user guessing; `detail` keeps every field's path for the screen.
 * Otherwise the server's message, or the catalogue's (its field in words) when it sent none.
 */
function failureMessage(
  code: string,
  message: string,
  detail: ErrorDetail,
  language: Language,
): string {
  const first = detail?.issues?.[0];
  if (code === errorCatalogue.VALIDATION_FAILED.code && first !== undefined) {
    return requestFieldProblem(first.field, first.message, language);
  }
  return message || errorMessage(code, language, detail?.field);
}

/** Progress of a transfer, 0 to 1; the total is unknown (0) when the server sends no length. */
export type TransferProgress = (fraction: number, transferredBytes: number) => void;

export interface UploadOptions {
  readonly onProgress?: TransferProgress;
}

export interface DownloadOptions {
  readonly method?: 'get' | 'post';
  readonly body?: unknown;
  readonly onProgress?: TransferProgress;
  /** How long the whole download may take (default: the client's timeout). */
  readonly timeoutMs?: number;
  /** The catalogue entry a timeout is reported as (spec §8: export timed out, per document kind). */
  readonly timeoutError?: ErrorName;
}

/** A file the server sent: its bytes and the name it suggested. */
export interface DownloadedFile {
  readonly blob: Blob;
  readonly fileName: string;
}

/** An endpoint whose answer is an envelope (json), or a file sent up (upload) or down (download). */
type JsonEndpoint = EndpointDefinition & { readonly transfer: 'json' };
type UploadEndpoint = EndpointDefinition & { readonly transfer: 'upload' };
type DownloadEndpoint = EndpointDefinition & { readonly transfer: 'download' };

/** What an upload sends besides the endpoint's own params and query. */
export interface FileToUpload {
  readonly file: Blob;
  readonly fileName: string;
  readonly onProgress?: TransferProgress;
}

/** How a download is followed: progress, and how long it may take. */
export type DownloadLimits = Pick<DownloadOptions, 'onProgress' | 'timeoutMs' | 'timeoutError'>;

/**
 * What a caller may add to a call's input. One error shows once, where the user acted: a screen
 * that shows some failures itself (an inline message, a run's summary) names them here, and the
 * host does not report them as well.
 */
export interface CallOptions {
  /** Catalogue codes the caller shows itself, or 'all' when it shows every failure. */
  readonly failuresShownHere?: 'all' | readonly string[];
}

/** The endpoint's input with the call's options; an endpoint without input takes the options alone. */
export type CallArgs<E> =
  EndpointArgs<E> extends [infer Input] ? [input: Input & CallOptions] : [options?: CallOptions];

export interface ApiClient {
  /** Calls a json endpoint of libs/contracts: its path, method and schemas come from it. */
  call<E extends JsonEndpoint>(endpoint: E, ...input: CallArgs<E>): Promise<EndpointResult<E>>;
  /** Sends one file to an upload endpoint and returns the `data` of its answer. */
  send<E extends UploadEndpoint>(
    endpoint: E,
    input: EndpointInput<E> & FileToUpload,
  ): Promise<EndpointResult<E>>;
  /** Fetches the file a download endpoint answers with. */
  fetchFile<E extends DownloadEndpoint>(
    endpoint: E,
    input: EndpointInput<E> & DownloadLimits,
  ): Promise<DownloadedFile>;
}

/** The file name of a `content-disposition` header, preferring its UTF-8 form. */
export function fileNameOf(header: string | null, fallback: string): string {
  if (header === null) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() || fallback;
}

/**
 * One ky instance for every call under /api: it sends the token and the language, unwraps
 * `{ code, message, data }`, checks `data` against the contract's schema and turns every other
 * answer (a non-0000 code, a broken body, no connection) into an `ApiError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: new URL(`${apiPrefix}/`, options.baseUrl).toString(),
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

  /**
   * Runs a call; every ApiError it ends in goes to the shell's callbacks first, except failures
   * the caller shows itself (a lost session is always the shell's).
   */
  async function reported<R>(
    run: (language: Language) => Promise<R>,
    shownHere: CallOptions['failuresShownHere'] = [],
  ): Promise<R> {
    const language = options.getLanguage();
    try {
      return await run(language);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.sessionExpired) options.onSessionExpired?.(error);
        else if (shownHere !== 'all' && !shownHere.includes(error.code)) options.onFailure?.(error);
      }
      throw error;
    }
  }

  const call = <T extends z.ZodType>(
    path: string,
    data: T,
    requestOptions: Options,
    shownHere: CallOptions['failuresShownHere'],
  ) =>
    reported(
      async (language) => unwrap(await send(path, requestOptions, language), data, language),
      shownHere,
    );

  async function send(
    path: string,
    requestOptions: Options,
    language: Language,
    timeoutError?: ErrorName,
  ) {
    try {
      return await http(path.replace(/^\//, ''), requestOptions);
    } catch (cause) {
      if (cause instanceof HTTPError) return cause.response;
      if (cause instanceof TimeoutError && timeoutError !== undefined) {
        const code = errorCatalogue[timeoutError].code;
        throw new ApiError(code, errorMessage(code, language), 0);
      }
      // No answer at all: spec §8's "request unable to connect".
      throw unreachable(language);
    }
  }

  async function unwrap<T extends z.ZodType>(
    response: Response,
    data: T,
    language: Language,
  ): Promise<z.infer<T>> {
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
      const parsedDetail = errorDetailSchema.safeParse(envelope.data.data);
      const detail = parsedDetail.success ? parsedDetail.data : null;
      const { code, message } = envelope.data;
      throw new ApiError(
        code,
        failureMessage(code, message, detail, language),
        response.status,
        detail,
      );
    }
    const parsed = data.safeParse(envelope.data.data);
    if (!parsed.success) {
      const code = errorCatalogue.REQUEST_DATA_ERROR.code;
      throw new ApiError(code, errorMessage(code, language), response.status);
    }
    return parsed.data;
  }

  /**
   * Uploads go through XMLHttpRequest: it reports upload progress over HTTP/1.1, where a
   * streamed fetch body (ky's onUploadProgress) is refused by Chromium.
   */
  function xhrUpload(
    path: string,
    file: Blob,
    fileName: string,
    upload: UploadOptions,
    language: Language,
  ): Promise<Response> {
    const url = new URL(path, new URL(`${apiPrefix}/`, options.baseUrl));
    const form = new FormData();
    form.append('file', file, fileName);
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', url.toString());
      request.timeout = options.timeoutMs ?? 120_000;
      const token = options.getToken();
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.setRequestHeader('Accept-Language', language);
      request.upload.onprogress = (event) => {
        upload.onProgress?.(event.lengthComputable ? event.loaded / event.total : 0, event.loaded);
      };
      request.onload = () =>
        resolve(
          new Response(request.responseText, {
            status: request.status,
            headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
          }),
        );
      request.onerror = () => reject(unreachable(language));
      request.ontimeout = () => reject(unreachable(language));
      request.send(form);
    });
  }

  async function downloadFile(
    path: string,
    download: DownloadOptions,
    language: Language,
  ): Promise<DownloadedFile> {
    const response = await send(
      path,
      {
        method: download.method ?? 'get',
        ...(download.body === undefined ? {} : { json: download.body }),
        ...(download.onProgress
          ? {
              onDownloadProgress: (progress) =>
                download.onProgress?.(progress.percent, progress.transferredBytes),
            }
          : {}),
        ...(download.timeoutMs === undefined ? {} : { timeout: download.timeoutMs }),
      },
      language,
      download.timeoutError,
    );
    const type = response.headers.get('content-type') ?? '';
    // Failures are envelopes: unwrap turns them into the ApiError of their code.
    if (!response.ok || type.includes('application/json')) {
      await unwrap(response, z.never(), language);
    }
    const fallback = path.split('?')[0]?.split('/').filter(Boolean).pop() ?? 'download';
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition'), fallback),
    };
  }

  /** The parts of a call the endpoint declares: its path (under /api/), query and body. */
  function partsOf(definition: EndpointDefinition, input: object) {
    const parts = input as Partial<Record<'params' | 'query' | 'body', unknown>>;
    const path = pathOf(definition, parts.params as Record<string, string | number> | undefined);
    const search = searchOf(parts.query as Parameters<typeof searchOf>[0]);
    return { path: `${path.slice(apiPrefix.length + 1)}${search}`, body: parts.body };
  }

  return {
    call: (definition, ...input) => {
      const given: CallOptions & object = input[0] ?? {};
      const { path, body } = partsOf(definition, given);
      const method = definition.method.toLowerCase() as Lowercase<EndpointDefinition['method']>;
      const sendsBody = method === 'post' || method === 'put';
      // `response` is the endpoint's own schema: what it parses is EndpointResult<E>.
      return call(
        path,
        definition.response ?? z.unknown(),
        { method, ...(sendsBody ? { json: body ?? {} } : {}) },
        given.failuresShownHere,
      ) as Promise<EndpointResult<typeof definition>>;
    },
    send: (definition, input) => {
      const { path } = partsOf(definition, input);
      return reported(async (language) =>
        unwrap(
          await xhrUpload(
            path,
            input.file,
            input.fileName,
            input.onProgress ? { onProgress: input.onProgress } : {},
            language,
          ),
          definition.response ?? z.unknown(),
          language,
        ),
      ) as Promise<EndpointResult<typeof definition>>;
    },
    fetchFile: (definition, input) => {
      const { path, body } = partsOf(definition, input);
      const { onProgress, timeoutMs, timeoutError } = input;
      return reported((language) =>
        downloadFile(
          path,
          {
            method: definition.method === 'POST' ? 'post' : 'get',
            ...(body === undefined ? {} : { body }),
            ...(onProgress ? { onProgress } : {}),
            ...(timeoutMs === undefined ? {} : { timeoutMs }),
            ...(timeoutError === undefined ? {} : { timeoutError }),
          },
          language,
        ),
      );
    },
  };
}

function unreachable(language: Language): ApiError {
  const code = errorCatalogue.API_NOT_FOUND.code;
  return new ApiError(code, errorMessage(code, language), 0);
}
