import { createRequire } from 'node:module';

const requireFromHere = createRequire(import.meta.url);

/**
 * A package that is loaded when it is first used rather than when the server starts. exceljs,
 * pdfkit and bwip-js together hold ~40 MB resident once loaded (measured in a bare node), and
 * only exports, imports, documents and labels use them: a server that never makes one should not
 * carry them (issue 21, docs/performance.md "Memory of the embedded portal"). The load is a
 * synchronous `require`, so the functions that use them keep their synchronous signatures; the
 * first document pays the load once. Callers keep the package's types with `import type`.
 */
export function loadOnFirstUse<Package>(specifier: string): () => Package {
  let loaded: Package | undefined;
  return () => {
    loaded ??= requireFromHere(specifier) as Package;
    return loaded;
  };
}
