import { ApiError } from '@portal/api-client';

/**
 * Puts the messages of a refused save on the fields it names (`detail.issues`, else
 * `detail.field`, e.g. ALREADY_EXISTS on a store ID); fields the form does not have are left to
 * the snackbar the client already showed.
 */
export function markServerErrors<F extends string>(
  error: unknown,
  isField: (name: string) => name is F,
  mark: (field: F, message: string) => void,
): void {
  if (!(error instanceof ApiError)) return;
  const issues = error.detail?.issues ?? [];
  for (const issue of issues) {
    if (isField(issue.field)) mark(issue.field, issue.message);
  }
  const field = error.field;
  if (issues.length === 0 && field !== undefined && isField(field)) mark(field, error.message);
}
