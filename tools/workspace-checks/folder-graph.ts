import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * The folder graph of a source root: one node per top-level folder (files at the root are a node
 * each), one edge per relative import that crosses folders. File-level cycles are import-x's job;
 * this catches the coarser circles between areas that no-cycle cannot see.
 * Run: npx tsx --tsconfig tools/tsconfig.json tools/workspace-checks/folder-graph.ts apps/api/src
 */

export interface FolderImport {
  readonly from: string;
  readonly to: string;
  /** The file that imports and the file it reaches, relative to the root. */
  readonly file: string;
  readonly target: string;
  readonly typeOnly: boolean;
}

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Tests and test helpers may reach anywhere: only shipped code counts. */
const isTestCode = (path: string): boolean =>
  /\.test\.tsx?$/.test(path) || path.split(sep).includes('testing');

export function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    base.replace(/\.js$/, '.ts'),
    join(base, 'index.ts'),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

export function importsOf(file: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const folderOf = (root: string, file: string): string => relative(root, file).split(sep)[0] ?? '';

export function folderImports(root: string): FolderImport[] {
  const edges: FolderImport[] = [];
  for (const file of sourceFiles(root).filter((path) => !isTestCode(path))) {
    for (const { specifier, typeOnly } of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (target === undefined || !target.startsWith(root + sep)) continue;
      const from = folderOf(root, file);
      const to = folderOf(root, target);
      if (from === to) continue;
      edges.push({
        from,
        to,
        file: relative(root, file),
        target: relative(root, target),
        typeOnly,
      });
    }
  }
  return edges;
}

/** Strongly connected components of more than one folder (Tarjan), each sorted by name. */
export function folderCycles(edges: readonly FolderImport[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    next.set(from, (next.get(from) ?? new Set()).add(to));
    if (!next.has(to)) next.set(to, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return components.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

// As a script: every circle, with the imports that close it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(process.argv[2] ?? 'apps/api/src');
  const edges = folderImports(root);
  for (const cycle of folderCycles(edges)) {
    console.log(`circle: ${cycle.join(' ↔ ')}`);
    for (const edge of edges.filter((e) => cycle.includes(e.from) && cycle.includes(e.to))) {
      const kind = edge.typeOnly ? ' (type only)' : '';
      console.log(`  ${edge.from} → ${edge.to}: ${edge.file} → ${edge.target}${kind}`);
    }
  }
}
