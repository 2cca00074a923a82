import {
  projectSubdirectoryFields,
  reservedProjectDirectories,
  type ProjectConnection,
} from '@portal/contracts';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { FieldValidationError, type FieldIssue } from '../errors/validation';

/** Any root will do: every sub-directory of a project is resolved below the same one. */
const root = resolve('/project-root');

/**
 * A sub-directory as the file system may take it: resolved (so `a/./b` and `a/b` are one path),
 * in Unicode NFC and lower case (case-insensitive and normalising file systems).
 */
const resolved = (directory: string): string =>
  resolve(root, directory.trim().normalize('NFC').toLowerCase());

/** Whether `inner` is `outer` or lies inside it. */
function within(outer: string, inner: string): boolean {
  const path = relative(outer, inner);
  return path === '' || (path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path));
}

/**
 * The server's own check of a project's directories, whatever reached it: each stays strictly
 * inside the root, and none is the same as, inside or around another or the gateway's processed/
 * and error/. The contracts say the same; this holds for any caller of the service. `prefix` is
 * where the connection sits in the request body (`connection.` on create).
 */
export function checkProjectDirectories(
  connection: Pick<ProjectConnection, 'directories'>,
  prefix: string,
): void {
  const taken = reservedProjectDirectories.map(resolved);
  const issues: FieldIssue[] = [];
  for (const field of projectSubdirectoryFields) {
    const path = resolved(connection.directories[field]);
    const name = `${prefix}directories.${field}`;
    if (path === root || !within(root, path)) {
      issues.push({ field: name, rule: 'invalid' });
      continue;
    }
    if (taken.some((other) => within(other, path) || within(path, other))) {
      issues.push({ field: name, rule: 'directoryOverlap' });
    }
    taken.push(path);
  }
  if (issues.length > 0) throw new FieldValidationError(issues);
}
