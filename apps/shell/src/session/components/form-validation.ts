/** A redirect target from the query string, only when it stays on this site. */
export function safeRedirect(target: string | null): string {
  if (target === null || !target.startsWith('/') || target.startsWith('//')) return '/space';
  if (target.startsWith('/login') || target.startsWith('/init')) return '/space';
  return target;
}
