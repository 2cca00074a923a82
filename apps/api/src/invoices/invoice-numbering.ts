import { invoiceNumberSchema } from '@portal/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { invoiceSequences, invoices, type Executor } from '../database';
import { ApiError } from '../errors';
import { isUniqueViolation } from '../users/users.service';

// Invoice numbers (docs/invoices.md, "Numbering"): unique per project among the invoices we
// issue; typed by the user, or `prefix + sequence` when the project has a prefix.

/** How many sequence numbers are tried past ones a user typed by hand before giving up. */
const maxSkips = 1_000;

/** Whether another invoice we issue in the project already carries `invoiceNumber`. */
export async function invoiceNumberTaken(
  executor: Executor,
  projectKey: string,
  invoiceNumber: string,
  except: number | undefined,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.projectKey, projectKey),
        eq(invoices.direction, 'sent'),
        eq(invoices.invoiceNumber, invoiceNumber),
        except === undefined ? undefined : ne(invoices.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Refuses a typed number another invoice of the project carries (4035 naming the number). */
export async function assertInvoiceNumberFree(
  executor: Executor,
  projectKey: string,
  invoiceNumber: string,
  except: number | undefined,
): Promise<void> {
  if (invoiceNumber === '') return;
  if (await invoiceNumberTaken(executor, projectKey, invoiceNumber, except)) {
    throw new ApiError('INVOICE_NUMBER_TAKEN', { field: invoiceNumber });
  }
}

/**
 * The project's next invoice number: one upsert of its sequence row (the row lock makes two
 * saves of one project queue up, so no number is given twice), padded to six digits after the
 * prefix. A number someone typed by hand is skipped.
 */
export async function nextInvoiceNumber(
  executor: Executor,
  projectKey: string,
  prefix: string,
): Promise<string> {
  for (let skipped = 0; skipped < maxSkips; skipped += 1) {
    const [row] = await executor
      .insert(invoiceSequences)
      .values({ projectKey, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceSequences.projectKey,
        set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceSequences.lastNumber });
    if (row === undefined) throw new Error('invoice sequence returned nothing');
    const invoiceNumber = `${prefix}${String(row.lastNumber).padStart(6, '0')}`;
    // A prefix the number rules refuse (one starting with "-") cannot number invoices.
    if (!invoiceNumberSchema.safeParse(invoiceNumber).success) {
      throw new ApiError('FIELD_INVALID', { field: 'invoiceNumberPrefix' });
    }
    if (!(await invoiceNumberTaken(executor, projectKey, invoiceNumber, undefined))) {
      return invoiceNumber;
    }
  }
  throw new ApiError('INVOICE_NUMBER_TAKEN', { field: prefix });
}

/**
 * Runs a write that stores an invoice number; two saves racing for one typed number both pass
 * the check, and the unique index refuses the second: that is 4035 too, never a server error.
 */
export async function mappingNumberClash<T>(
  invoiceNumber: () => string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError('INVOICE_NUMBER_TAKEN', { field: invoiceNumber() });
    }
    throw error;
  }
}
