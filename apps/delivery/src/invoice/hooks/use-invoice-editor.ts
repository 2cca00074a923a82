import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@portal/api-client';
import {
  errorCatalogue,
  invoiceDataSchema,
  invoiceProblems,
  type InvoiceCalculation,
  type InvoiceCheckContext,
  type InvoiceData,
  type InvoiceDetail,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { showSnackbar } from '@portal/ui';
import { mergeFindings } from '../../notice/state/notice-findings';
import { useKeptWhile } from '../../notice/hooks/use-kept-while';
import { userTimeZone } from '../../common/use-delivery-format';
import { saveInvoice } from '../api/save-invoice';
import { sendInvoice } from '../api/send-invoice';
import { calculateDraft, checkableInvoice, recalculatedDraft } from '../state/invoice-draft';
import {
  indexInvoiceFindings,
  invoiceFormFindings,
  invoiceRuleFindings,
  invoiceServerFindings,
  type Finding,
  type InvoiceFindingIndex,
} from '../state/invoice-findings';

/** Answers with which the server says the invoice on screen is not the one stored any more. */
const staleCodes: readonly string[] = [
  errorCatalogue.INVOICE_CHANGED.code,
  errorCatalogue.INVOICE_ALREADY_SENT.code,
];

type Refusal = readonly { field: string; message: string }[];

export interface InvoiceEditor {
  /** The invoice on screen: the draft being edited, else the one read. */
  readonly data: InvoiceData;
  readonly dirty: boolean;
  /** Line and charge amounts and the totals the data gives now. */
  readonly calculation: InvoiceCalculation;
  /** Every finding that stands now, each once, indexed by field and row. */
  readonly findings: InvoiceFindingIndex;
  readonly busy: 'save' | 'send' | null;
  /** Someone else saved or sent the invoice meanwhile: it must be read again. */
  readonly stale: boolean;
  /** The "invoice info incomplete: continue?" question of the last send; null: none asked. */
  readonly question: readonly Finding[] | null;
  /** Applies one edit (a pure function of the invoice) to the draft. */
  readonly edit: (change: (data: InvoiceData) => InvoiceData) => void;
  /** Sets the totals to what the lines, charges, tax and prepaid amount give. */
  readonly recalculate: () => void;
  /** Saves the invoice on screen; the invoice stored, or null when nothing was saved. */
  readonly save: () => Promise<InvoiceDetail | null>;
  /** Sends the saved invoice (`confirmIncomplete`: the user answered yes to the question). */
  readonly send: (confirmIncomplete?: boolean) => Promise<void>;
  readonly dropQuestion: () => void;
  /** Drops the changes (before reading the invoice again). */
  readonly discard: () => void;
}

export interface InvoiceEditorOptions {
  /** The invoice the server stored, after a save. */
  readonly onSaved: (detail: InvoiceDetail) => void;
  /** The invoice as it is after a send (or a send that only asked). */
  readonly onSent: (detail: InvoiceDetail) => void;
}

/**
 * The invoice as the user edits it: the draft, the contracts' checks and arithmetic run on it
 * live (in the user's language; a half-typed amount is named by the form and counts as not
 * given), saving with the version it was edited from, and sending with the question the server
 * may ask first.
 */
export function useInvoiceEditor(
  detail: InvoiceDetail,
  { onSaved, onSent }: InvoiceEditorOptions,
): InvoiceEditor {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const [draft, setDraft] = useState<InvoiceData | null>(null);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [stale, setStale] = useState(false);
  const [refused, setRefused] = useState<Refusal>([]);
  const [question, setQuestion] = useState<readonly Finding[] | null>(null);
  const data = draft ?? detail.data;
  const dirty = draft !== null;

  // Typing stays quick on an invoice of 5,000 lines: the checks follow a moment later.
  const checked = useDeferredValue(data);
  const calculation = useMemo(() => calculateDraft(checked), [checked]);
  const { orderLines, kind, editable } = detail;
  const prefix = detail.switches.numberPrefix;
  const numberedAtSave = detail.invoiceId === null && prefix !== null && prefix !== '';
  const standard = detail.switches.standard;
  const context = useMemo<InvoiceCheckContext>(
    () => ({
      kind,
      orderLines: orderLines.map(({ lineNumber, shipped, invoiced }) => ({
        lineNumber,
        shipped,
        invoiced,
      })),
      ...(standard === undefined ? {} : { standard }),
    }),
    [kind, orderLines, standard],
  );
  const found = useMemo(() => {
    if (!editable) return [];
    // A project that numbers its invoices gives the number at the first save: none is missing.
    const problems = invoiceProblems(checkableInvoice(checked), context).filter(
      (problem) => !(numberedAtSave && problem.rule === 'numberMissing'),
    );
    const rules = invoiceRuleFindings(problems, language);
    const parsed = invoiceDataSchema.safeParse(checked, { reportInput: true });
    const form = parsed.success ? [] : invoiceFormFindings(checked, parsed.error.issues, language);
    return mergeFindings(form, rules, invoiceServerFindings(checked, refused));
  }, [checked, context, editable, numberedAtSave, language, refused]);
  // The same findings keep the same index: the rows they did not change stay as they are.
  const signature = found
    .map((finding) => `${finding.severity}\u0001${finding.field}\u0001${finding.message}`)
    .join('\u0002');
  const kept = useKeptWhile(found, signature);
  const findings = useMemo(() => indexInvoiceFindings(kept), [kept]);

  const edit = useCallback(
    (change: (current: InvoiceData) => InvoiceData) => {
      setDraft((current) => change(current ?? detail.data));
      // What the server refused was the invoice as saved; the live checks follow the edits.
      setRefused((current) => (current.length === 0 ? current : []));
    },
    [detail.data],
  );

  const recalculate = useCallback(() => edit(recalculatedDraft), [edit]);

  const refusal = useCallback((error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (staleCodes.includes(error.code)) setStale(true);
    if (error.code === errorCatalogue.INVOICE_CHECKS_FAILED.code)
      setRefused(error.detail?.issues ?? []);
    // The number is the one field to change: the answer stands under it.
    if (error.code === errorCatalogue.INVOICE_NUMBER_TAKEN.code)
      setRefused([{ field: 'invoiceNumber', message: error.message }]);
  }, []);

  const save = useCallback(async () => {
    const serialNumber = detail.serialNumber;
    const parsed = invoiceDataSchema.safeParse(data);
    if (serialNumber === null) return null;
    if (!parsed.success) {
      showSnackbar(t('invoice.save.invalid'), { level: 'warning' });
      return null;
    }
    setBusy('save');
    try {
      const saved = await saveInvoice(serialNumber, {
        invoiceId: detail.invoiceId,
        version: detail.version,
        data: parsed.data,
      });
      setDraft(null);
      setRefused([]);
      showSnackbar(t('invoice.save.done'), { level: 'success' });
      onSaved(saved);
      return saved;
    } catch (error) {
      // The client's snackbar says why.
      refusal(error);
      return null;
    } finally {
      setBusy(null);
    }
  }, [data, detail.serialNumber, detail.invoiceId, detail.version, onSaved, refusal, t]);

  const send = useCallback(
    async (confirmIncomplete = false) => {
      const invoiceId = detail.invoiceId;
      if (invoiceId === null || dirty) return;
      setBusy('send');
      setQuestion(null);
      try {
        const result = await sendInvoice(
          invoiceId,
          detail.version,
          confirmIncomplete,
          userTimeZone(),
        );
        if (result.sent) {
          showSnackbar(
            t(detail.kind === 'creditMemo' ? 'invoice.send.doneCredit' : 'invoice.send.done'),
            { level: 'success' },
          );
        } else {
          const blocking = result.problems.filter((problem) => problem.severity === 'block');
          // Refusals go to their fields; only the questions are asked.
          if (blocking.length > 0) {
            setRefused(
              invoiceRuleFindings(blocking, language).map(({ field, message }) => ({
                field,
                message,
              })),
            );
          } else {
            const asked = result.problems.filter((problem) => problem.severity === 'ask');
            setQuestion(invoiceRuleFindings(asked, language));
          }
        }
        onSent(result.invoice);
      } catch (error) {
        // The client's snackbar says why; the findings go to their fields.
        refusal(error);
      } finally {
        setBusy(null);
      }
    },
    [detail.invoiceId, detail.version, detail.kind, dirty, language, onSent, refusal, t],
  );

  return {
    data,
    dirty,
    calculation,
    findings,
    busy,
    stale,
    question,
    edit,
    recalculate,
    save,
    send,
    dropQuestion: useCallback(() => setQuestion(null), []),
    discard: useCallback(() => {
      setDraft(null);
      setStale(false);
      setRefused([]);
    }, []),
  };
}
