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

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

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
 * six times. A named statement is parsed and described once; each call then sends one
 * Bind/Execute/Sync message, and its rows are read with the row description kept from the first
 * time: about a third of `query`'s time. It runs under the same two locks as `query`, so it waits
 * for an open transaction.
 */
export function preparePglite(client: PGlite): PrepareStatement {
  return <Row>(name: string, text: string): PreparedStatement<Row> => {
    let described: BackendMessage | undefined;
    return (params) =>
      client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          if (described === undefined) {
            const { messages } = await client.execProtocol(
              concat([
                protocol.serialize.parse({ name, text, types: [] }),
                protocol.serialize.describe({ type: 'S', name }),
                protocol.serialize.sync(),
              ]),
            );
            // A statement that answers no rows (an UPDATE) has no row description.
            described =
              messages.find((message) => message.name === 'rowDescription') ??
              new protocol.messages.RowDescriptionMessage(0, 0);
          }
          const { messages } = await client.execProtocol(
            concat([
              protocol.serialize.bind({ statement: name, values: params.map(asText) }),
              protocol.serialize.execute({}),
              protocol.serialize.sync(),
            ]),
          );
          const [result] = parse.parseResults([described, ...messages], client.parsers);
          return (result?.rows ?? []) as Row[];
        }),
      );
  };
}
