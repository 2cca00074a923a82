import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** What a prepared statement's parameters may be: they travel as text. */
export type StatementParameter = string | number | boolean | null;

/**
 * A statement parsed and planned once per connection, then only bound and executed: what the
 * calls every request makes (the session check) run through. Rows come back keyed by column name,
 * typed as pg and PGlite type them (timestamptz as Date, text[] as string[]).
 */
export type PreparedStatement<Row> = (params: readonly StatementParameter[]) => Promise<Row[]>;

/** Makes prepared statements on one database; `name` must be unique per text. */
export type PrepareStatement = <Row>(name: string, text: string) => PreparedStatement<Row>;

const asText = (value: StatementParameter): string | null =>
  value === null ? null : String(value);

/** pg keeps a named statement per pooled connection and sends only Bind/Execute after the first use. */
export function preparePostgres(pool: pg.Pool): PrepareStatement {
  return <Row>(name: string, text: string): PreparedStatement<Row> =>
    async (params) =>
      (await pool.query({ name, text, values: params.map(asText) })).rows as Row[];
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * PGlite's `query` parses, describes and plans every statement again and crosses into WebAssembly
 * six times; a named statement needs one Bind/Execute/Sync message, about a fifth of the time.
 * It runs under the same two locks as `query`, so it waits for an open transaction.
 */
export function preparePglite(client: PGlite): PrepareStatement {
  return <Row>(name: string, text: string): PreparedStatement<Row> => {
    let parsed = false;
    return (params) =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          if (!parsed) {
            await client.execProtocol(
              concat([
                protocol.serialize.parse({ name, text, types: [] }),
                protocol.serialize.sync(),
              ]),
            );
            parsed = true;
          }
          const { messages } = await client.execProtocol(
            concat([
              protocol.serialize.bind({ statement: name, values: params.map(asText) }),
              protocol.serialize.describe({ type: 'P' }),
              protocol.serialize.execute({}),
              protocol.serialize.sync(),
            ]),
          );
          const [result] = parse.parseResults(messages, client.parsers);
          return (result?.rows ?? []) as Row[];
        }),
      );
  };
}
