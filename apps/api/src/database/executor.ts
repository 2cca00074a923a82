import type { Database } from './database';

/** A drizzle transaction, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a service query runs on: the database, or a transaction it is part of. */
export type Executor = Database | Transaction;
