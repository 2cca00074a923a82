import { apiPrefix } from '@portal/contracts';

/** The path of a raw request URL, without query or fragment. */
export function urlPathname(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

/** Whether a request path belongs to the API (`/api` or below), where answers are envelopes. */
export function isApiPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === apiPrefix || lower.startsWith(`${apiPrefix}/`);
}
