import {
  overlappingDirectories,
  projectSubdirectoryFields,
  type ProjectConnection,
  type ProjectSubdirectoryField,
} from '@portal/contracts';
import { posix } from 'node:path';
import { FieldValidationError, type FieldIssue } from '../errors/validation';

/** The root's name does not matter: every sub-directory of a project is resolved below it. */
const root = '/project-root';

/**
 * A sub-directory as the file system resolves it, relative to the root (so `a/./b` and
 * `x/../a/b` are `a/b`), or undefined when it is the root itself or lies outside it.
 */
function insideRoot(directory: string): string | undefined {
  const path = posix.relative(root, posix.resolve(root, directory.trim()));
  const escapes = path === '' || path === '..' || path.startsWith('../') || posix.isAbsolute(path);
  return escapes ? undefined : path;
}

/**
 * The server's own check of a project's directories, whatever reached it: each stays strictly
 * inside the root (checked here on the resolved path), and none is the same as, inside or around
 * another or the gateway's processed/ and error/ (the contracts' `overlappingDirectories`, on the
 * resolved paths). This holds for every caller of the service. `prefix` is where the connection
 * sits in the request body (`connection.` on create).
 */
export function checkProjectDirectories(
  connection: Pick<ProjectConnection, 'directories'>,
  prefix: string,
): void {
  const resolved = { ...connection.directories };
  const escaping = new Set<ProjectSubdirectoryField>();
  for (const field of projectSubdirectoryFields) {
    const path = insideRoot(connection.directories[field]);
    // The contracts' rule leaves out a directory with `..`, as it breaks its own rule.
    resolved[field] = path ?? '..';
    if (path === undefined) escaping.add(field);
  }
  const overlapping = new Set(overlappingDirectories(resolved));
  const issues: FieldIssue[] = [];
  for (const field of projectSubdirectoryFields) {
    const name = `${prefix}directories.${field}`;
    if (escaping.has(field)) issues.push({ field: name, rule: 'invalid' });
    else if (overlapping.has(field)) issues.push({ field: name, rule: 'directoryOverlap' });
  }
  if (issues.length > 0) throw new FieldValidationError(issues);
}
