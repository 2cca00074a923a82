import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { allEndpoints } from '@portal/contracts';

/**
 * Issue 16: an API path is spelled once, in its endpoint contract (libs/contracts). Everything
 * else (server routes, browser calls, tests, tools, end-to-end walks) reaches it through the
 * contract. This finds string and template literals that spell one anyway: `'/api/…'`, or a
 * path under /api without its prefix (`'/order/page'`, `` `/user/info/${id}` ``).
 */
export const workspaceRoot = resolve(import.meta.dirname, '../..');

/** The first segment of every API path: order, user, product, file… */
export const apiAreas = (): string[] =>
  [...new Set(allEndpoints.map((definition) => definition.path.split('/')[2] ?? ''))].sort();

export function pathLiteralPattern(areas: readonly string[]): RegExp {
  const area = areas.map((name) => name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|');
  return new RegExp(`['"\`](?:/api(?=['"\`/?])|(?:/api)?/(?:${area})(?=['"\`/?$]))`);
}

export interface PathSpelling {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** A comment line: documentation may name a path, code may not. */
const isComment = (line: string): boolean => /^\s*(?:\/\/|\/\*|\*)/.test(line);

/** The lines of one source text that spell an API path. */
export function pathSpellings(file: string, text: string, pattern: RegExp): PathSpelling[] {
  return text
    .split('\n')
    .flatMap((content, index) =>
      !isComment(content) && pattern.test(content)
        ? [{ file, line: index + 1, text: content.trim() }]
        : [],
    );
}

/**
 * Where paths may be spelled: the contracts lib itself, and this check's test, whose planted
 * lines prove that the check finds them.
 */
const exempt = (file: string): boolean =>
  file.startsWith('libs/contracts/') || file === 'tools/workspace-checks/api-paths.test.ts';

/** Every tracked or new TypeScript / JavaScript source of the workspace, outside the contracts. */
export function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'libs', 'tools', 'e2e'],
    { cwd: workspaceRoot, encoding: 'utf8' },
  );
  return listed.split('\n').filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file) && !exempt(file));
}

export function workspacePathSpellings(): PathSpelling[] {
  const pattern = pathLiteralPattern(apiAreas());
  return sourceFiles().flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(resolve(workspaceRoot, file), 'utf8');
    } catch {
      return []; // listed by git but deleted in the working tree
    }
    return pathSpellings(file, text, pattern);
  });
}
