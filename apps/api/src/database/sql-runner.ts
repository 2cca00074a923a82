/** Plain SQL with positional parameters, the same on PGlite and on PostgreSQL (pg). */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements separated by `;`, without parameters (pg-boss installs itself so). */
  script<Row = Record<string, unknown>>(text: string): Promise<Row[]>;
  transaction<T>(work: (tx: Omit<SqlRunner, 'transaction' | 'script'>) => Promise<T>): Promise<T>;
}
