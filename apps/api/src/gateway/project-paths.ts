import type { ProjectConnection } from '@portal/contracts';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * The directories the gateway owns for one project, all absolute and inside the project root:
 * the partner's inbound drop, our outbound directory, and where read files are moved.
 */
export interface ProjectPaths {
  readonly root: string;
  readonly inbound: string;
  readonly outbound: string;
  readonly processed: string;
  readonly error: string;
  readonly upload: string;
  readonly businessXml: string;
}

export class ProjectPathError extends Error {
  constructor(projectKey: string, directory: string) {
    super(`Project ${projectKey}: directory "${directory}" is outside its project root`);
    this.name = 'ProjectPathError';
  }
}

/** `<DATA_DIR>/projects/<key>` unless the admin chose an absolute root. */
export function projectPaths(
  dataDir: string,
  projectKey: string,
  connection: Pick<ProjectConnection, 'directories'>,
): ProjectPaths {
  const { directories } = connection;
  const root = resolve(
    directories.projectRoot === ''
      ? join(dataDir, 'projects', projectKey)
      : directories.projectRoot,
  );
  // The contracts already refuse `..` and absolute sub-directories; this is the server's own check.
  const inside = (directory: string): string => {
    const path = resolve(root, directory);
    const rel = relative(root, path);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..')) {
      throw new ProjectPathError(projectKey, directory);
    }
    return path;
  };
  return {
    root,
    inbound: inside(directories.deliveryInbox),
    outbound: inside(directories.exportInbox),
    processed: inside('processed'),
    error: inside('error'),
    upload: inside(directories.uploadInbox),
    businessXml: inside(directories.businessXmlInbox),
  };
}
