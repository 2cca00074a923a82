/** Plain SQL with positional parameters, the same on PGlite and on PostgreSQL (pg). */
export interface SqlRunner {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  transaction<T>(work: (tx: Omit<SqlRunner, 'transaction'>) => Promise<T>): Promise<T>;
}
