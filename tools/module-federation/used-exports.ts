import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The names imported from an npm package anywhere under the given folders: the exports a shared
 * package must keep when Module Federation tree-shakes it. Every app is built from this one
 * workspace with the same list, so whichever app provides the package provides what all of them
 * use. A namespace import or `export *` of the package would hide what is used, so it fails the
 * build instead of shipping a package that lacks an export.
 */
export function namedImportsOf(packageName: string, folders: readonly string[]): string[] {
  const source = packageName.replace(/[/.]/g, (character) => `\\${character}`);
  const named = new RegExp(
    `(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${source}['"]`,
    'g',
  );
  const opaque = new RegExp(
    `(?:import\\s+\\*\\s+as\\s+\\w+|export\\s+\\*(?:\\s+as\\s+\\w+)?|import\\s+\\w+\\s*,?[^;{]*)\\s+from\\s*['"]${source}['"]`,
  );
  const names = new Set<string>();
  for (const file of folders.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(packageName)) continue;
    if (opaque.test(text))
      throw new Error(`${file} imports ${packageName} as a whole: list its names instead`);
    for (const [, typeOnly, list = ''] of text.matchAll(named)) {
      if (typeOnly) continue;
      for (const item of list.split(',')) {
        const [name = ''] = item.trim().split(/\s+as\s+/);
        if (name && !name.startsWith('type ')) names.add(name.trim());
      }
    }
  }
  return [...names].sort();
}

const scriptFile = /\.(?:tsx?|mjs|js)$/;
const notShipped = /\.(?:test|spec|stories)\.tsx?$/;

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (scriptFile.test(entry.name) && !notShipped.test(entry.name)) files.push(path);
  }
  return files;
}
