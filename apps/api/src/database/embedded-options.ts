import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * How the embedded database (PGlite) is opened, by the server and by the benchmarks that open its
 * data dir alone.
 */
export const embeddedDatabaseOptions = {
  // 16 MB of shared buffers keeps the embedded server near 170 MB of memory (stack.md).
  postgresqlconf: ['shared_buffers = 16MB'],
} satisfies PGliteOptions;
