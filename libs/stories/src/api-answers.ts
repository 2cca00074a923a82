import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  SUCCESS_CODE,
  apiPrefix,
  errorCatalogue,
  errorMessage,
  type EndpointData,
  type EndpointDefinition,
  type ErrorDetail,
  type ErrorName,
  type Language,
} from '@portal/contracts';
import { holdCall } from './mock-api';

/**
 * MSW handlers that answer a screen's real calls the way the server does (docs/storybook.md):
 * every fixture passes the endpoint's own response schema first, so a story whose data no longer
 * matches the API fails to render instead of showing a shape the server never sends.
 */

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
} as const;

/** The language a call asked for (the client sends Accept-Language), for catalogue messages. */
function requestLanguage(request: Request): Language {
  return request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en-us' : 'zh-cn';
}

/** The request a handler sees, with its query read and its path parameters named. */
export interface StoryRequest {
  readonly request: Request;
  readonly query: URLSearchParams;
  readonly params: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** Why `data` is not what the endpoint's response schema allows, or null when it is. */
export function contractProblem<E extends EndpointDefinition>(
  endpoint: E,
  data: EndpointData<E>,
): string | null {
  const parsed = endpoint.response?.safeParse(data);
  if (!parsed || parsed.success) return null;
  const first = parsed.error.issues[0];
  return (
    `Story fixture for ${endpoint.method} ${endpoint.path} does not match its contract: ` +
    `${first?.path.join('.') ?? ''} ${first?.message ?? ''}`
  );
}

/**
 * Answers `endpoint` with the data `build` makes of each request, in the success envelope. Data
 * the contract does not allow is refused with a 500 and printed as an error, which fails the
 * story's checks (docs/storybook.md) instead of showing a shape the server never sends.
 */
export function answerWith<E extends EndpointDefinition>(
  endpoint: E,
  build: (request: StoryRequest) => EndpointData<E>,
): HttpHandler {
  return methods[endpoint.method](endpoint.path, ({ request, params }) => {
    const data = build({ request, params, query: new URL(request.url).searchParams });
    const problem = contractProblem(endpoint, data);
    if (problem !== null) {
      console.error(problem);
      const { code, http: status } = errorCatalogue.OPERATION_FAILED;
      return HttpResponse.json({ code, message: problem, data: null }, { status });
    }
    // The wire carries the input form (what the server's serialiser received): dates stay strings.
    return HttpResponse.json({ code: SUCCESS_CODE, message: '', data });
  });
}

/** Answers `endpoint` with the same data every time. */
export function answer<E extends EndpointDefinition>(
  endpoint: E,
  data: EndpointData<E>,
): HttpHandler {
  return answerWith(endpoint, () => data);
}

/**
 * Answers `endpoint` with a catalogue error, as the server would: its HTTP status, and its
 * message in the caller's language with the field or value the detail names.
 */
export function failWith(
  endpoint: EndpointDefinition,
  error: ErrorName,
  detail: ErrorDetail = null,
): HttpHandler {
  const { code, http: status } = errorCatalogue[error];
  return methods[endpoint.method](endpoint.path, ({ request }) =>
    HttpResponse.json(
      {
        code,
        message: errorMessage(code, requestLanguage(request), detail?.field ?? undefined),
        data: detail,
      },
      { status },
    ),
  );
}

/** Every call of the portal answers with `error`: for the states "no permission" and "server down". */
export function failEverything(error: ErrorName): HttpHandler {
  const { code, http: status } = errorCatalogue[error];
  return http.all(`${apiPrefix}/*`, ({ request }) =>
    HttpResponse.json(
      { code, message: errorMessage(code, requestLanguage(request)), data: null },
      { status },
    ),
  );
}

/** `endpoint` never answers: the screen stays in its loading state. */
export function neverAnswer(endpoint: EndpointDefinition): HttpHandler {
  return methods[endpoint.method](endpoint.path, async () => {
    holdCall();
    await delay('infinite');
    return HttpResponse.json(null);
  });
}

/** Answers a download endpoint with a file of `type` named `fileName`. */
export function answerFile(
  endpoint: EndpointDefinition,
  body: BlobPart,
  type: string,
  fileName: string,
): HttpHandler {
  return methods[endpoint.method](
    endpoint.path,
    () =>
      new HttpResponse(new Blob([body], { type }), {
        headers: {
          'content-type': type,
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        },
      }),
  );
}
