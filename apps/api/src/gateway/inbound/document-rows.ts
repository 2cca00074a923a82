import type { InboundDocument } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../database';
import { bigintColumn, rawRows } from '../../database/raw-rows';

/** One inbound document's row, as the receiver stores it (`documents`). */
export interface DocumentRow {
  readonly interchangeId: number;
  readonly documentType: string;
  readonly controlNumber: string;
  readonly groupControlNumber: string | null;
  readonly documentNumber: string | null;
  readonly status: 'accepted' | 'rejected';
  readonly errors: readonly object[];
  readonly canonical: InboundDocument | null;
  readonly originalText: string;
}

/** What every row of one file shares. */
export interface DocumentBatchContext {
  readonly projectKey: string;
  readonly standard: 'X12' | 'EDIFACT';
  readonly createdAt: Date;
}

/**
 * Stores a batch of documents in one statement and returns their ids in the batch's order.
 *
 * The rows travel as ONE JSON parameter read back by `jsonb_to_recordset`: each canonical document
 * is serialised once, by one `JSON.stringify` of the batch, parsed once by the database (with
 * `json_to_recordset` the canonical part is lexed twice), and the statement's text is the same
 * whatever the batch size. Built with drizzle's insert, 500 rows were 6,000 parameters whose
 * assembly cost more than the database took to store them (docs/performance.md, "Taking in
 * 850s"). Ids follow the ordinality: an identity column numbers rows in the order the SELECT
 * hands them over, and the ids come back sorted, so the n-th id is the n-th row's.
 */
export async function insertDocuments(
  tx: Transaction,
  rows: readonly DocumentRow[],
  context: DocumentBatchContext,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const stored = await rawRows(
    tx,
    sql`insert into documents (interchange_id, project_key, standard, document_type,
          control_number, group_control_number, document_number, status, errors, canonical,
          original_text, created_at)
        select r."interchangeId", ${context.projectKey}, ${context.standard}, r."documentType",
          r."controlNumber", r."groupControlNumber", r."documentNumber", r.status, r.errors,
          r.canonical, r."originalText", ${context.createdAt.toISOString()}::timestamptz
        from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as (
          "interchangeId" bigint, "documentType" text, "controlNumber" text,
          "groupControlNumber" text, "documentNumber" text, status text, errors jsonb,
          canonical jsonb, "originalText" text)) with ordinality as r
        order by r.ordinality
        returning id`,
  );
  if (stored.length !== rows.length) {
    throw new Error(`stored ${stored.length} of ${rows.length} documents`);
  }
  return stored.map((row) => bigintColumn(row, 'id')).sort((a, b) => a - b);
}
