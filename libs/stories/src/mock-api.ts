import { delay, http, type HttpHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { apiPrefix } from '@portal/contracts';

/**
 * The one MSW worker of the Storybook. A story states its answers with `answers(...)` in its
 * `beforeEach`: the meta's first, then the story's, and a later answer to the same call wins
 * (MSW puts handlers added later in front). msw-storybook-addon resets them after each story.
 */
let worker: SetupWorker | undefined;

/** How many calls the shown story holds open on purpose (`neverAnswer`: its loading state). */
let heldCalls = 0;

/** Counts a call that a loading story never answers. */
export function holdCall(): void {
  heldCalls += 1;
}

/**
 * Which story render the page shows: each call carries the number of the render that made it,
 * so a late call of a story already gone (a timer, a second load) is told apart from a call the
 * shown story forgot to answer.
 */
let storyRender = 0;
const renderHeader = 'x-story-render';

/** A new story starts: it holds no call yet, and its calls carry its number. */
export function startStoryRender(): void {
  heldCalls = 0;
  storyRender += 1;
}

/** Stamps every call with the render that made it (test instrumentation, not the product's). */
function stampCalls(): void {
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set(renderHeader, String(storyRender));
    return send(request);
  };
}

declare global {
  interface Window {
    /**
     * The checks wait until every call of a story has its answer, except these, before they take
     * its picture or show the next story (docs/storybook.md).
     */
    __storyHeldCalls?: () => number;
  }
}

/**
 * Starts the worker once. A call to `/api` that the shown story does not answer is printed as an
 * error; a late call of a story already gone goes unanswered (a 404 from the static server).
 */
export async function startMockApi(): Promise<SetupWorker> {
  if (worker) return worker;
  stampCalls();
  // Kept through every reset: a late call of a story already gone (a timer, a second load) is
  // held unanswered, so it can neither fail in the next story's snackbar nor be blamed on it.
  // The shown story's own calls pass on to its answers, or to the unhandled-call error.
  const lateCalls = http.all(`${apiPrefix}/*`, async ({ request }) => {
    const stamp = request.headers.get(renderHeader);
    if (stamp === null || stamp === String(storyRender)) return undefined;
    holdCall();
    await delay('infinite');
    return undefined;
  });
  const started = setupWorker(lateCalls);
  await started.start({
    quiet: true,
    onUnhandledRequest: (request, print) => {
      // Uploads go by XMLHttpRequest, unstamped: they count as the shown story's.
      const stamp = request.headers.get(renderHeader);
      const ownCall = stamp === null || stamp === String(storyRender);
      if (ownCall && new URL(request.url).pathname.startsWith(`${apiPrefix}/`)) print.error();
    },
  });
  window.__storyHeldCalls = () => heldCalls;
  worker = started;
  return started;
}

/** A `beforeEach` that makes the story's calls answer with `handlers`. */
export function answers(...handlers: readonly HttpHandler[]): () => Promise<void> {
  return async () => {
    const running = await startMockApi();
    running.use(...handlers);
  };
}
