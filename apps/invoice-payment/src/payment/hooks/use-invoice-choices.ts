import { useCallback, useEffect, useState } from 'react';
import type { InvoiceSummary } from '@portal/contracts';
import { findSentInvoices } from '../api/find-sent-invoices';

export interface InvoiceChoices {
  /** The sent invoices last found; null while the first search runs. */
  readonly invoices: readonly InvoiceSummary[] | null;
  readonly searching: boolean;
  /** Looks again for the project's sent invoices whose number holds `invoiceNumber`. */
  readonly search: (invoiceNumber: string) => void;
}

/**
 * The project's sent invoices a remittance line may be matched to, found by number. Only for
 * users who may read invoices (the INVOICE role); the first search runs at once.
 */
export function useInvoiceChoices(projectKey: string): InvoiceChoices {
  const [asked, setAsked] = useState<{ invoiceNumber: string; generation: number }>({
    invoiceNumber: '',
    generation: 0,
  });
  const [found, setFound] = useState<{ asked: typeof asked; invoices: InvoiceSummary[] } | null>(
    null,
  );
  useEffect(() => {
    let active = true;
    findSentInvoices(projectKey, asked.invoiceNumber).then(
      (invoices) => active && setFound({ asked, invoices }),
      // The client's snackbar says why; an empty choice is left.
      () => active && setFound({ asked, invoices: [] }),
    );
    return () => {
      active = false;
    };
  }, [projectKey, asked]);
  const search = useCallback(
    (invoiceNumber: string) =>
      setAsked((current) => ({ invoiceNumber, generation: current.generation + 1 })),
    [],
  );
  return {
    invoices: found?.invoices ?? null,
    searching: found?.asked !== asked,
    search,
  };
}
