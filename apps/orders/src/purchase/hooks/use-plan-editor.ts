import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '@portal/api-client';
import { errorCatalogue, type PackingPlan, type PurchaseDetail } from '@portal/contracts';
import { runPurchaseAction } from '../api/run-purchase-action';
import { planOf, samePlan } from '../state/packing-plan';

/** The codes with which the server refuses a plan: shown by the editor, next to the plan. */
const planRefusals: readonly string[] = [
  errorCatalogue.PACKAGE_PARAMETERS_INVALID.code,
  errorCatalogue.PACKAGE_OR_ITEM_INVALID.code,
  errorCatalogue.ORDER_LINE_NOT_FOUND.code,
  errorCatalogue.OVER_SHIPMENT_REFUSED.code,
  errorCatalogue.PACKED_QUANTITY_MISMATCH.code,
  errorCatalogue.PLAN_CHANGED.code,
];

/** Why the server refused the plan, and the package or line it named (when the plan has it). */
export interface PlanRefusal {
  readonly message: string;
  /** A package key or line number of the plan the refusal points at. */
  readonly subject: string | null;
}

export interface PlanEditor {
  /** The plan on screen: the draft being edited, else the saved one. */
  readonly plan: PackingPlan;
  /** The plan on screen differs from the saved one. */
  readonly dirty: boolean;
  /** The plan on screen is the server's proposal (edited or not), not saved yet. */
  readonly proposed: boolean;
  /** What the server said when it refused the last save. */
  readonly refusal: PlanRefusal | null;
  readonly busy: 'propose' | 'save' | null;
  /** Applies one edit (a pure function of the plan) to the draft. */
  readonly edit: (change: (plan: PackingPlan) => PackingPlan) => void;
  readonly propose: () => Promise<void>;
  /** Saves the plan on screen; resolves whether the server stored it. */
  readonly save: () => Promise<boolean>;
  readonly discard: () => void;
}

/**
 * The packing plan of one order as the user edits it: the saved plan, or a draft made from it or
 * from the server's proposal; saving sends it (`pack`) and shows what the server stored.
 */
export function usePlanEditor(
  detail: PurchaseDetail,
  onSaved: (detail: PurchaseDetail) => void,
): PlanEditor {
  const saved = useMemo(() => planOf(detail.packages), [detail.packages]);
  const [draft, setDraft] = useState<PackingPlan | null>(null);
  const [proposed, setProposed] = useState(false);
  const [refusal, setRefusal] = useState<PlanRefusal | null>(null);
  const [busy, setBusy] = useState<'propose' | 'save' | null>(null);
  const plan = draft ?? saved;
  const serialNumber = detail.summary.serialNumber;

  const edit = useCallback(
    (change: (current: PackingPlan) => PackingPlan) => {
      setDraft((current) => change(current ?? saved));
      setRefusal(null);
    },
    [saved],
  );

  const propose = useCallback(async () => {
    setBusy('propose');
    try {
      const result = await runPurchaseAction('propose', { serialNumber });
      if (result.proposal !== undefined) {
        setDraft(result.proposal);
        setProposed(true);
        setRefusal(null);
      }
    } catch {
      // The client's snackbar says why; the plan on screen stays.
    } finally {
      setBusy(null);
    }
  }, [serialNumber]);

  const save = useCallback(async () => {
    setBusy('save');
    try {
      const result = await runPurchaseAction('pack', {
        serialNumber,
        plan,
        planVersion: detail.planVersion,
      });
      setDraft(null);
      setProposed(false);
      setRefusal(null);
      onSaved(result.detail);
      return true;
    } catch (error) {
      if (error instanceof ApiError && planRefusals.includes(error.code)) {
        const named = error.field;
        const known =
          named !== undefined &&
          (plan.packages.some((found) => found.key === named) ||
            detail.lines.some((line) => line.lineNumber === named));
        setRefusal({ message: error.message, subject: known ? named : null });
      }
      return false;
    } finally {
      setBusy(null);
    }
  }, [serialNumber, plan, onSaved, detail.lines, detail.planVersion]);

  const discard = useCallback(() => {
    setDraft(null);
    setProposed(false);
    setRefusal(null);
  }, []);

  return {
    plan,
    dirty: draft !== null && !samePlan(draft, saved),
    proposed,
    refusal,
    busy,
    edit,
    propose,
    save,
    discard,
  };
}
