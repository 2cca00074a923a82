export * from './database';
export { DataDirectoryInUseError, lockDataDirectory } from './data-dir-lock';
export { migrate, readMigrations, type MigrationReport } from './migrator';
export * from './schema';
export type { SqlRunner } from './sql-runner';
export type { PreparedStatement, PrepareStatement } from './prepared-statement';
export type { Executor, Transaction } from './executor';
