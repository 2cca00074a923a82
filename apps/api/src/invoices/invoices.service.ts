import {
  calculateInvoice,
  maxMoneyExportRows,
  minorUnitOf,
  recalculateInvoice,
  sumAmounts,
  type InvoiceData,
  type InvoiceDetail,
  type InvoicePage,
  type InvoicePayment,
  type InvoiceSendResult,
  type Language,
  type ProjectFeatures,
  type invoicePageQuerySchema,
  type invoiceSaveSchema,
  type invoiceSendSchema,
} from '@portal/contracts';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../common/clock';
import {
  invoices,
  orders,
  paymentLines,
  paymentOrders,
  projects,
  type Database,
  type Executor,
} from '../database';
import {
  asOrderStatus,
  canonicalOrderOf,
  lockOrder,
  orderBySerial,
  type OrderRow,
} from '../delivery/delivery-store';
import { ApiError } from '../errors';
import type { EdiGateway } from '../gateway/gateway';
import { toMessage } from '../messages/messages.service';
import { projectConnection } from '../projects/projects.service';
import { amountsFitColumns } from './invoice-amounts';
import { invoiceWorkbook } from './invoice-export';
import {
  asInvoiceStatus,
  columnAmount,
  countInvoices,
  invoiceConditions,
  invoiceSummaries,
  paidAndDue,
  paidStateOf,
  type InvoiceFilter,
} from './invoice-list';
import {
  assertInvoiceNumberFree,
  mappingNumberClash,
  nextInvoiceNumber,
} from './invoice-numbering';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceOrderLines, prefillInvoice } from './invoice-prefill';
import { sendInvoice, type SendingLog } from './invoice-sending';
import {
  billedQuantities,
  invoiceById,
  invoiceSaveAllowed,
  invoiceSendAllowed,
  latestOrderInvoice,
  messageChainOf,
  orderDraft,
  sentInvoicesOf,
  shippedOf,
  type InvoiceRow,
} from './invoice-store';
import { invoiceKindMeanings } from './invoice-texts';

type PageQuery = z.output<typeof invoicePageQuerySchema>;
type SaveBody = z.output<typeof invoiceSaveSchema>;
type SendBody = z.output<typeof invoiceSendSchema>;

/** A file to download: its bytes and the name it is saved under. */
export interface InvoiceFile {
  readonly content: Buffer;
  readonly fileName: string;
}

/** The prefix that numbers the project's invoices, or '' (rows saved before it read as empty). */
const prefixOf = (features: ProjectFeatures): string => features.invoiceNumberPrefix ?? '';

/**
 * Invoices (docs/invoices.md): the list, an invoice prefilled from the ship notice and the order,
 * drafts numbered and saved, credit memos, sending (invoice-sending.ts), the printable PDF and the
 * export.
 */
export class InvoicesService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly gateway: EdiGateway,
  ) {}

  // ---- reading ------------------------------------------------------------------------------

  async page(query: PageQuery): Promise<InvoicePage> {
    const where = invoiceConditions(query);
    return {
      records: await invoiceSummaries(this.db, where, {
        limit: query.size,
        offset: (query.page - 1) * query.size,
      }),
      total: await countInvoices(this.db, where),
      page: query.page,
      size: query.size,
    };
  }

  async info(invoiceId: number): Promise<InvoiceDetail> {
    const row = await invoiceById(this.db, invoiceId);
    return this.detailOf(this.db, row, await this.orderOf(this.db, row.serialNumber));
  }

  /** The order's latest invoice, or one prefilled from what shipped (not stored). */
  async ofOrder(serialNumber: number, projectKey: string): Promise<InvoiceDetail> {
    const order = await orderBySerial(this.db, serialNumber);
    if (order.projectKey !== projectKey) {
      throw new ApiError('ORDER_NOT_FOUND', { field: 'serial_number' });
    }
    return this.detailOf(this.db, await latestOrderInvoice(this.db, serialNumber), order);
  }

  /** The invoice the order view's invoice tabs show: the latest one sent, or none yet. */
  async orderTabs(serialNumber: number): Promise<InvoiceDetail | null> {
    const [row] = await this.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.serialNumber, serialNumber),
          eq(invoices.direction, 'sent'),
          eq(invoices.kind, 'invoice'),
          isNotNull(invoices.messageId),
        ),
      )
      .orderBy(desc(invoices.id))
      .limit(1);
    if (row === undefined) return null;
    return this.detailOf(this.db, row, await this.orderOf(this.db, row.serialNumber));
  }

  /** The order an invoice bills, when it still exists and is an order (plans bill nothing). */
  private async orderOf(
    executor: Executor,
    serialNumber: number | null,
  ): Promise<OrderRow | undefined> {
    if (serialNumber === null) return undefined;
    const [row] = await executor.select().from(orders).where(eq(orders.serialNumber, serialNumber));
    return row?.data.kind === 'order' ? row : undefined;
  }

  /** An invoice as the builder and the detail show it; prefilled (not stored) when `row` is none. */
  async detailOf(
    executor: Executor,
    row: InvoiceRow | undefined,
    order: OrderRow | undefined,
  ): Promise<InvoiceDetail> {
    const projectKey = row?.projectKey ?? order?.projectKey;
    if (projectKey === undefined) throw new ApiError('INVOICE_NOT_FOUND', { field: 'invoice_id' });
    const connection = await projectConnection(executor, projectKey);
    const { features } = connection;
    const canonical = order === undefined ? undefined : canonicalOrderOf(order);
    let orderLines: InvoiceDetail['orderLines'] = [];
    let data: InvoiceData | undefined = row?.data;
    if (order !== undefined && canonical !== undefined) {
      const ordered = canonical.lines.map((line) => ({
        lineNumber: line.lineNumber,
        ordered: line.quantities.ordered ?? 0,
      }));
      const shipped = await shippedOf(executor, order, features, ordered);
      const others = await sentInvoicesOf(executor, order.serialNumber, row?.id);
      const invoiced = billedQuantities(others);
      orderLines = invoiceOrderLines(
        canonical,
        shipped.quantities,
        invoiced,
        row?.currencyCode ?? canonical.currencyCode ?? order.currencyCode ?? 'USD',
      );
      data ??= prefillInvoice({
        order: canonical,
        orderCurrency: order.currencyCode,
        shipped: shipped.quantities,
        invoiced,
        shipNoticeNumber: shipped.shipNoticeNumber,
        firstInvoice: others.length === 0,
        today: this.clock.now().toISOString().slice(0, 10),
      });
    }
    if (data === undefined) throw new ApiError('INVOICE_NOT_FOUND', { field: 'invoice_id' });
    const calculation = calculateInvoice(data);
    const kind = row?.kind ?? 'invoice';
    const direction = row?.direction ?? 'sent';
    const sentAs = await messageChainOf(executor, row?.messageId ?? null);
    const payments = row === undefined ? [] : await this.paymentsOf(executor, row);
    const paid = row === undefined ? undefined : await paidAndDue(executor, row.id);
    const editable = direction === 'sent' && row?.messageId == null;
    const sendable =
      kind === 'creditMemo'
        ? row?.originalInvoiceId != null
        : order !== undefined && invoiceSendAllowed(order.status, features);
    const status =
      row === undefined
        ? 'draft'
        : direction === 'received'
          ? 'received'
          : row.messageId === null
            ? 'draft'
            : asInvoiceStatus(sentAs[0]?.status ?? 'new');
    return {
      invoiceId: row?.id ?? null,
      projectKey,
      direction,
      kind,
      serialNumber: order?.serialNumber ?? row?.serialNumber ?? null,
      poNumber: row?.poNumber ?? order?.orderNumber ?? null,
      orderStatus: order === undefined ? null : asOrderStatus(order.status),
      status,
      version: row?.updatedAt.toISOString() ?? null,
      data,
      lineAmounts: calculation.lineAmounts,
      chargeAmounts: calculation.chargeAmounts,
      orderLines,
      messages: sentAs.map(toMessage),
      payments,
      paidAmount: paid?.paid ?? sumAmounts([], minorUnitOf(data.currencyCode)),
      paidState: paid === undefined ? 'unpaid' : paidStateOf(paid.paid, paid.due),
      related: row === undefined ? [] : await this.relatedOf(executor, row),
      editable,
      canSend: editable && features.sendInvoice && sendable,
      canCredit:
        row !== undefined &&
        direction === 'sent' &&
        kind === 'invoice' &&
        row.messageId !== null &&
        features.sendInvoice,
      switches: {
        sendInvoice: features.sendInvoice,
        showInvoiceHeader: features.showInvoiceHeader,
        showInvoiceInfo: features.showInvoiceInfo,
        showInvoiceDetails: features.showInvoiceDetails,
        showTradeSettlement: features.showTradeSettlement,
        numberPrefix: prefixOf(features) === '' ? null : prefixOf(features),
        standard: connection.standard,
      },
      createdBy: row?.createdBy ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      sentAt: row?.sentAt?.toISOString() ?? null,
    };
  }

  /** The remittance lines matched to the invoice, with their payment order. */
  private async paymentsOf(executor: Executor, row: InvoiceRow): Promise<InvoicePayment[]> {
    const lines = await executor
      .select({
        paymentLineId: paymentLines.id,
        paymentOrderId: paymentLines.paymentOrderId,
        paymentOrderNumber: paymentOrders.paymentOrderNumber,
        paymentDate: paymentOrders.paymentDate,
        amount: paymentLines.amount,
        adjustmentAmount: paymentLines.adjustmentAmount,
        adjustmentReason: paymentLines.adjustmentReason,
        matchedBy: paymentLines.matchedBy,
      })
      .from(paymentLines)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentLines.paymentOrderId))
      .where(eq(paymentLines.invoiceId, row.id))
      .orderBy(asc(paymentLines.id));
    return lines.map((line) => ({
      ...line,
      amount: columnAmount(line.amount, row.currencyCode),
      adjustmentAmount:
        line.adjustmentAmount === null
          ? null
          : columnAmount(line.adjustmentAmount, row.currencyCode),
      matchedBy: line.matchedBy ?? 'hand',
    }));
  }

  /** Credit memos against an invoice; for a credit memo, the invoice it corrects. */
  private async relatedOf(executor: Executor, row: InvoiceRow) {
    const where =
      row.kind === 'creditMemo'
        ? row.originalInvoiceId === null
          ? undefined
          : eq(invoices.id, row.originalInvoiceId)
        : and(eq(invoices.originalInvoiceId, row.id), eq(invoices.kind, 'creditMemo'));
    if (where === undefined) return [];
    return invoiceSummaries(executor, where, { limit: 100, offset: 0 });
  }

  // ---- drafts -------------------------------------------------------------------------------

  /**
   * Creates the order's draft (no `invoiceId`) or updates the one named, from the version it was
   * edited from: a draft saved meanwhile by someone else is never overwritten (4034), a sent
   * invoice never changes (4032). The number comes from the project's sequence when it has a
   * prefix and none was typed; a number another invoice of the project carries is refused (4035).
   * The amount columns are what the server computes; the data's totals stay as the user last
   * recalculated them, so the checks can tell when they are stale.
   */
  async save(serialNumber: number, body: SaveBody, actor: string): Promise<InvoiceDetail> {
    let invoiceNumber = body.data.invoiceNumber;
    return mappingNumberClash(
      () => invoiceNumber,
      () =>
        this.db.transaction(async (tx) => {
          const byId = { field: 'invoiceId' };
          const named =
            body.invoiceId == null ? undefined : await invoiceById(tx, body.invoiceId, byId);
          // An invoice of another order than the path's is not this order's to save.
          if (named !== undefined && named.serialNumber !== serialNumber) {
            throw new ApiError('INVOICE_SAVE_FAILED', { field: 'invoiceId' });
          }
          // The order first, then its invoice (as sending does): saves of one order queue up.
          const order = await lockOrder(tx, serialNumber);
          const existing =
            named === undefined
              ? undefined
              : await invoiceById(tx, named.id, { ...byId, lock: true });
          const features = await this.mayHoldInvoice(tx, order, existing?.kind ?? 'invoice');
          if (existing !== undefined) {
            if (existing.direction !== 'sent') {
              throw new ApiError('INVALID_STATUS', { field: 'invoiceId' });
            }
            if (existing.messageId !== null) {
              throw new ApiError('INVOICE_ALREADY_SENT', { field: 'invoiceId' });
            }
            if (body.version !== existing.updatedAt.toISOString()) {
              throw new ApiError('INVOICE_CHANGED', { field: 'version' });
            }
          } else if ((await orderDraft(tx, serialNumber)) !== undefined) {
            // Two clerks opened the prefilled invoice: the second "create" would make a second draft.
            throw new ApiError('INVOICE_CHANGED', { field: 'version' });
          }
          const kind = existing?.kind ?? 'invoice';
          const original =
            existing?.originalInvoiceId == null
              ? undefined
              : await invoiceById(tx, existing.originalInvoiceId, byId);
          invoiceNumber =
            body.data.invoiceNumber !== ''
              ? body.data.invoiceNumber
              : existing !== undefined && existing.invoiceNumber !== ''
                ? existing.invoiceNumber
                : prefixOf(features) === ''
                  ? ''
                  : await nextInvoiceNumber(tx, order.projectKey, prefixOf(features));
          await assertInvoiceNumberFree(tx, order.projectKey, invoiceNumber, existing?.id);
          const data: InvoiceData = {
            ...body.data,
            invoiceNumber,
            // A credit memo names the invoice it corrects; an invoice names none.
            originalInvoiceNumber: original?.invoiceNumber,
          };
          const now = this.nextVersion(existing);
          const row = await this.write(tx, {
            existing,
            order,
            kind,
            data,
            originalInvoiceId: original?.id ?? null,
            actor,
            now,
          });
          return this.detailOf(tx, row, order);
        }),
    );
  }

  /**
   * Inserts or updates an invoice row. The amount columns are computed here; totals no column can
   * hold are refused (a quantity or price typed wrong), naming the grand total.
   */
  private async write(
    tx: Executor,
    values: {
      existing: InvoiceRow | undefined;
      order: OrderRow;
      kind: InvoiceRow['kind'];
      data: InvoiceData;
      originalInvoiceId: number | null;
      actor: string;
      now: Date;
    },
  ): Promise<InvoiceRow> {
    const { existing, order, data, now } = values;
    const { totals } = calculateInvoice(data);
    if (!amountsFitColumns(totals)) {
      throw new ApiError('FIELD_INVALID', { field: 'totals.grandTotal' });
    }
    const columns = {
      invoiceNumber: data.invoiceNumber,
      poNumber: order.orderNumber,
      invoiceDate: data.invoiceDate,
      currencyCode: data.currencyCode,
      grandTotal: totals.grandTotal,
      duePayable: totals.duePayable,
      data,
      updatedAt: now,
    };
    const [row] =
      existing === undefined
        ? await tx
            .insert(invoices)
            .values({
              ...columns,
              projectKey: order.projectKey,
              serialNumber: order.serialNumber,
              direction: 'sent',
              kind: values.kind,
              originalInvoiceId: values.originalInvoiceId,
              createdBy: values.actor,
              createdAt: now,
            })
            .returning()
        : await tx.update(invoices).set(columns).where(eq(invoices.id, existing.id)).returning();
    if (row === undefined) throw new Error('invoice not stored');
    return row;
  }

  /**
   * A credit-memo draft against a sent invoice: its lines and charges as billed (the user reduces
   * them to what is credited), numbered like every other invoice. The invoice's open credit-memo draft is
   * answered instead when it has one, so a second click makes no second draft.
   */
  async creditMemo(invoiceId: number, actor: string): Promise<InvoiceDetail> {
    let invoiceNumber = '';
    return mappingNumberClash(
      () => invoiceNumber,
      () =>
        this.db.transaction(async (tx) => {
          const original = await invoiceById(tx, invoiceId);
          if (
            original.direction !== 'sent' ||
            original.kind !== 'invoice' ||
            original.messageId === null ||
            original.serialNumber === null
          ) {
            throw new ApiError('INVALID_STATUS', { field: 'invoice_id' });
          }
          const order = await lockOrder(tx, original.serialNumber);
          const features = await this.mayHoldInvoice(tx, order, 'creditMemo');
          const [draft] = await tx
            .select()
            .from(invoices)
            .where(
              and(
                eq(invoices.originalInvoiceId, original.id),
                eq(invoices.kind, 'creditMemo'),
                isNull(invoices.messageId),
              ),
            )
            .limit(1);
          if (draft !== undefined) return this.detailOf(tx, draft, order);
          invoiceNumber =
            prefixOf(features) === ''
              ? ''
              : await nextInvoiceNumber(tx, order.projectKey, prefixOf(features));
          const data = recalculateInvoice({
            ...original.data,
            invoiceNumber,
            invoiceDate: this.clock.now().toISOString().slice(0, 10),
            originalInvoiceNumber: original.invoiceNumber,
            // What was paid in advance stays on the original.
            prepaid: undefined,
          });
          const row = await this.write(tx, {
            existing: undefined,
            order,
            kind: 'creditMemo',
            data,
            originalInvoiceId: original.id,
            actor,
            now: this.clock.now(),
          });
          return this.detailOf(tx, row, order);
        }),
    );
  }

  async remove(invoiceId: number): Promise<null> {
    await this.db.transaction(async (tx) => {
      const invoice = await invoiceById(tx, invoiceId, { lock: true });
      if (invoice.direction !== 'sent') {
        throw new ApiError('INVALID_STATUS', { field: 'invoice_id' });
      }
      if (invoice.messageId !== null) {
        throw new ApiError('INVOICE_ALREADY_SENT', { field: 'invoice_id' });
      }
      await tx.delete(invoices).where(eq(invoices.id, invoiceId));
    });
    return null;
  }

  async send(
    body: SendBody,
    actor: string,
    language: Language,
    log?: SendingLog,
  ): Promise<InvoiceSendResult> {
    const outcome = await sendInvoice(
      {
        db: this.db,
        clock: this.clock,
        gateway: this.gateway,
        ...(log === undefined ? {} : { log }),
      },
      body,
      actor,
      language,
    );
    return {
      sent: outcome.sent,
      problems: outcome.problems,
      invoice: await this.info(body.invoiceId),
    };
  }

  // ---- files --------------------------------------------------------------------------------

  async pdf(invoiceId: number, language: Language): Promise<InvoiceFile> {
    const detail = await this.info(invoiceId);
    const [project] = await this.db
      .select({ nameZh: projects.nameZh, nameEn: projects.nameEn })
      .from(projects)
      .where(eq(projects.projectKey, detail.projectKey));
    const content = await renderInvoicePdf(detail, {
      language,
      projectName: (language === 'zh-cn' ? project?.nameZh : project?.nameEn) ?? detail.projectKey,
    });
    const name = detail.data.invoiceNumber || `${detail.invoiceId ?? ''}`;
    return {
      content,
      fileName: `${invoiceKindMeanings[detail.kind][language]}-${name}.pdf`,
    };
  }

  /** Every invoice matching the filter (at most `maxMoneyExportRows`), as a workbook. */
  async export(filter: InvoiceFilter, language: Language): Promise<InvoiceFile> {
    const rows = await invoiceSummaries(this.db, invoiceConditions(filter), {
      limit: maxMoneyExportRows,
      offset: 0,
    });
    return {
      content: await invoiceWorkbook(rows, language),
      fileName: language === 'zh-cn' ? '发票.xlsx' : 'invoices.xlsx',
    };
  }

  // ---- rules --------------------------------------------------------------------------------

  /** The project sends invoices, and the order is far enough along for a draft of this kind. */
  private async mayHoldInvoice(
    tx: Executor,
    order: OrderRow,
    kind: InvoiceRow['kind'],
  ): Promise<ProjectFeatures> {
    const { features } = await projectConnection(tx, order.projectKey);
    if (!features.sendInvoice) throw new ApiError('INVOICES_OFF', { field: 'sendInvoice' });
    if (!invoiceSaveAllowed(order.status, features, kind)) {
      throw new ApiError('INVALID_STATUS', { field: 'status' });
    }
    return features;
  }

  /** The new version: now, and always later than the one it replaces (one clock tick apart). */
  private nextVersion(existing: InvoiceRow | undefined): Date {
    const now = this.clock.now();
    if (existing === undefined || now > existing.updatedAt) return now;
    return new Date(existing.updatedAt.getTime() + 1);
  }
}
