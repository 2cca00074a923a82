import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * How the embedded database (PGlite) is opened, by the server and by the benchmarks that open its
 * data dir alone. PGlite's WebAssembly memory only grows: whatever the database touches once
 * stays resident for the life of the process, so each setting bounds what one piece can take.
 */
export const embeddedDatabaseOptions = {
  postgresqlconf: [
    // 16 MB of shared buffers keeps the embedded server near 170 MB of memory (stack.md).
    'shared_buffers = 16MB',
    // ANALYZE holds a sample of 300 × this many rows: at the default 100 (30,000 rows of orders
    // with their JSON) one VACUUM ANALYZE grew the process by ~45 MB, at 20 by ~13 MB.
    // Twenty histogram buckets and common values still cover every status and project.
    'default_statistics_target = 20',
    // VACUUM's dead-row list and index builds: 64 MB by default, more than a small database
    // needs.
    'maintenance_work_mem = 16MB',
  ],
} satisfies PGliteOptions;
