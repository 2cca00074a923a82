import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@portal/api-client';
import {
  deliveryDataSchema,
  errorCatalogue,
  recalculateShipNotice,
  shipNoticeProblems,
  type DeliveryData,
  type DeliveryDetail,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { showSnackbar } from '@portal/ui';
import { saveNotice } from '../api/save-notice';
import { sendNotice } from '../api/send-notice';
import {
  formFindings,
  indexFindings,
  mergeFindings,
  ruleFindings,
  serverFindings,
  type Finding,
  type FindingIndex,
} from '../state/notice-findings';
import { userTimeZone, userToday } from '../../common/use-delivery-format';
import { useKeptWhile } from './use-kept-while';

/** Answers with which the server says the notice on screen is not the one stored any more. */
const staleCodes: readonly string[] = [
  errorCatalogue.NOTICE_CHANGED.code,
  errorCatalogue.DELIVERY_ALREADY_SENT.code,
];

export interface NoticeEditor {
  /** The notice on screen: the draft being edited, else the one read. */
  readonly data: DeliveryData;
  /** The notice on screen has changes not saved. */
  readonly dirty: boolean;
  /** Every finding that stands now, each once, indexed by field and row. */
  readonly findings: FindingIndex;
  readonly busy: 'save' | 'send' | null;
  /** Someone else saved or sent the notice meanwhile: it must be read again. */
  readonly stale: boolean;
  /** Line items recalculate found without a weight; null: none. */
  readonly missingWeights: readonly { key: string; lineNumber: string }[] | null;
  /** The "shipping info incomplete: continue?" question of the last send; null: none asked. */
  readonly question: readonly Finding[] | null;
  /** Applies one edit (a pure function of the notice) to the draft. */
  readonly edit: (change: (data: DeliveryData) => DeliveryData) => void;
  readonly recalculate: () => void;
  readonly dismissMissingWeights: () => void;
  /** Saves the notice on screen; the notice stored, or null when nothing was saved. */
  readonly save: () => Promise<DeliveryDetail | null>;
  /** Sends the saved notice (`confirmIncomplete`: the user answered yes to the question). */
  readonly send: (confirmIncomplete?: boolean) => Promise<void>;
  readonly dropQuestion: () => void;
  /** Drops the changes (before reading the notice again). */
  readonly discard: () => void;
}

export interface NoticeEditorOptions {
  /** The notice the server stored, after a save. */
  readonly onSaved: (detail: DeliveryDetail) => void;
  /** The notice as it is after a send (or a send that only asked). */
  readonly onSent: (detail: DeliveryDetail) => void;
}

/**
 * The ship notice as the user edits it: the draft, the checks run on it live (the contracts' own,
 * in the user's language and with the user's today), saving with the version it was edited from,
 * and sending with the question the server may ask first.
 */
export function useNoticeEditor(
  detail: DeliveryDetail,
  { onSaved, onSent }: NoticeEditorOptions,
): NoticeEditor {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const [draft, setDraft] = useState<DeliveryData | null>(null);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [stale, setStale] = useState(false);
  const [refused, setRefused] = useState<readonly { field: string; message: string }[]>([]);
  const [missingWeights, setMissingWeights] = useState<
    readonly { key: string; lineNumber: string }[] | null
  >(null);
  const [question, setQuestion] = useState<readonly Finding[] | null>(null);
  const data = draft ?? detail.data;
  const dirty = draft !== null;

  // Typing stays quick on a notice of 5,000 packages: the checks follow a moment later.
  const checked = useDeferredValue(data);
  const { orderLines, switches, editable } = detail;
  const found = useMemo(() => {
    if (!editable) return [];
    const rules = ruleFindings(
      shipNoticeProblems(checked, { orderLines, switches, today: userToday(), language }),
      language,
    );
    const parsed = deliveryDataSchema.safeParse(checked, { reportInput: true });
    const form = parsed.success ? [] : formFindings(checked, parsed.error.issues, language);
    return mergeFindings(form, rules, serverFindings(checked, refused));
  }, [checked, orderLines, switches, editable, language, refused]);
  // The same findings keep the same index: the sections they did not change stay as they are.
  const signature = found
    .map((finding) => `${finding.severity}\u0001${finding.field}\u0001${finding.message}`)
    .join('\u0002');
  const kept = useKeptWhile(found, signature);
  const findings = useMemo(() => indexFindings(kept), [kept]);

  const edit = useCallback(
    (change: (current: DeliveryData) => DeliveryData) => {
      setDraft((current) => change(current ?? detail.data));
      // What the server refused was the notice as saved; the live checks follow the edits.
      setRefused((current) => (current.length === 0 ? current : []));
    },
    [detail.data],
  );

  const recalculate = useCallback(() => {
    const result = recalculateShipNotice(data);
    edit(() => result.data);
    const lineNumbers = new Map(data.lines.map((line) => [line.key, line.lineNumber]));
    setMissingWeights(
      result.missingWeights.length === 0
        ? null
        : result.missingWeights.map((key) => ({ key, lineNumber: lineNumbers.get(key) ?? '' })),
    );
  }, [data, edit]);

  const refusal = useCallback((error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (staleCodes.includes(error.code)) setStale(true);
    if (error.code === errorCatalogue.SHIP_NOTICE_CHECKS_FAILED.code)
      setRefused(error.detail?.issues ?? []);
  }, []);

  const save = useCallback(async () => {
    const parsed = deliveryDataSchema.safeParse(data);
    if (!parsed.success) {
      showSnackbar(t('notice.save.invalid'), { level: 'warning' });
      return null;
    }
    setBusy('save');
    try {
      const saved = await saveNotice(detail.serialNumber, {
        deliveryId: detail.deliveryId,
        version: detail.version,
        data: parsed.data,
      });
      setDraft(null);
      setRefused([]);
      showSnackbar(t('notice.save.done'), { level: 'success' });
      onSaved(saved);
      return saved;
    } catch (error) {
      // The client's snackbar says why.
      refusal(error);
      return null;
    } finally {
      setBusy(null);
    }
  }, [data, detail.serialNumber, detail.deliveryId, detail.version, onSaved, refusal, t]);

  const send = useCallback(
    async (confirmIncomplete = false) => {
      const deliveryId = detail.deliveryId;
      if (deliveryId === null || dirty) return;
      setBusy('send');
      setQuestion(null);
      try {
        const result = await sendNotice(
          deliveryId,
          userTimeZone(),
          confirmIncomplete,
          detail.version,
        );
        if (result.sent) {
          showSnackbar(t('notice.send.done'), { level: 'success' });
        } else {
          const asked = result.problems.filter((problem) => problem.severity === 'ask');
          setQuestion(ruleFindings(asked, language));
        }
        onSent(result.detail);
      } catch (error) {
        // The client's snackbar says why; the findings go to their fields.
        refusal(error);
      } finally {
        setBusy(null);
      }
    },
    [detail.deliveryId, detail.version, dirty, language, onSent, refusal, t],
  );

  return {
    data,
    dirty,
    findings,
    busy,
    stale,
    missingWeights,
    question,
    edit,
    recalculate,
    dismissMissingWeights: useCallback(() => setMissingWeights(null), []),
    save,
    send,
    dropQuestion: useCallback(() => setQuestion(null), []),
    discard: useCallback(() => {
      setDraft(null);
      setStale(false);
      setRefused([]);
      setMissingWeights(null);
    }, []),
  };
}
