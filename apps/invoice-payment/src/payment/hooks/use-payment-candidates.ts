import { useCallback, useEffect, useState } from 'react';
import type { PaymentCandidate } from '@portal/contracts';
import { findPaymentCandidates } from '../api/find-payment-candidates';

/** What the user searches the candidates by; an empty text does not filter. */
export interface CandidateSearch {
  readonly invoiceNumber: string;
  readonly poNumber: string;
}

export interface PaymentCandidates {
  /** The invoices last found; null while the first search runs. */
  readonly invoices: readonly PaymentCandidate[] | null;
  readonly searching: boolean;
  /** Looks again for the open invoices whose number and PO hold what was typed. */
  readonly search: (terms: CandidateSearch) => void;
}

const queryOf = (terms: CandidateSearch) => {
  const invoiceNumber = terms.invoiceNumber.trim();
  const poNumber = terms.poNumber.trim();
  return {
    ...(invoiceNumber === '' ? {} : { invoiceNumber }),
    ...(poNumber === '' ? {} : { poNumber }),
  };
};

/**
 * The invoices a remittance line may be matched to by hand, as the server offers them for that
 * line (its project's open sent invoices). The first search, unfiltered, runs at once.
 */
export function usePaymentCandidates(paymentLineId: number): PaymentCandidates {
  const [asked, setAsked] = useState<{ terms: CandidateSearch; generation: number }>({
    terms: { invoiceNumber: '', poNumber: '' },
    generation: 0,
  });
  const [found, setFound] = useState<{
    asked: typeof asked;
    invoices: PaymentCandidate[];
  } | null>(null);
  useEffect(() => {
    let active = true;
    findPaymentCandidates(paymentLineId, queryOf(asked.terms)).then(
      (invoices) => active && setFound({ asked, invoices }),
      // The client's snackbar says why; an empty choice is left.
      () => active && setFound({ asked, invoices: [] }),
    );
    return () => {
      active = false;
    };
  }, [paymentLineId, asked]);
  const search = useCallback(
    (terms: CandidateSearch) =>
      setAsked((current) => ({ terms, generation: current.generation + 1 })),
    [],
  );
  return {
    invoices: found?.invoices ?? null,
    searching: found?.asked !== asked,
    search,
  };
}
