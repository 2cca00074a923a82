import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListFilter, OrderExportJob } from '@portal/contracts';
import { saveFile } from '@portal/ui';
import {
  cancelOrderExport,
  downloadOrderExport,
  orderExportPollMs,
  orderExportStatus,
  startOrderExport,
} from '../api/export-orders';

/** Where an order export is, as its dialog shows it. */
export type OrderExportProgress =
  | { readonly phase: 'idle' }
  | { readonly phase: 'writing'; readonly job: OrderExportJob }
  | { readonly phase: 'downloading'; readonly job: OrderExportJob; readonly fraction: number }
  | { readonly phase: 'failed'; readonly job: OrderExportJob | undefined };

export interface OrderExportJobControl {
  readonly progress: OrderExportProgress;
  /** Starts the export of every order the filter matches; the dialog opens with it. */
  readonly start: (filter: ListFilter) => Promise<void>;
  /** Cancels the running export (the server removes its partial file); the dialog closes. */
  readonly cancel: () => void;
  /** Closes the dialog after a failure. */
  readonly close: () => void;
}

/**
 * An order export followed to its end (docs/exports.md): started, asked about every
 * `orderExportPollMs` while the server writes it, then downloaded and saved. The job's failure is
 * shown in the dialog, once; a failure to start or to download is the api client's snackbar.
 */
export function useOrderExportJob(): OrderExportJobControl {
  const [progress, setProgress] = useState<OrderExportProgress>({ phase: 'idle' });
  // The job this screen follows; a cancelled or replaced job's late answers are dropped.
  const followed = useRef<string | null>(null);

  const start = useCallback(async (filter: ListFilter) => {
    const job = await startOrderExport(filter);
    followed.current = job.id;
    setProgress({ phase: 'writing', job });
  }, []);

  const cancel = useCallback(() => {
    const id = followed.current;
    followed.current = null;
    setProgress({ phase: 'idle' });
    if (id !== null) cancelOrderExport(id).catch(() => undefined);
  }, []);

  const close = useCallback(() => {
    followed.current = null;
    setProgress({ phase: 'idle' });
  }, []);

  const writingJob = progress.phase === 'writing' ? progress.job : undefined;
  useEffect(() => {
    if (writingJob === undefined) return undefined;
    const { id } = writingJob;
    const current = () => followed.current === id;
    const timer = setTimeout(() => {
      void (async () => {
        let job: OrderExportJob;
        try {
          job = await orderExportStatus(id);
        } catch {
          if (current()) setProgress({ phase: 'failed', job: undefined });
          return;
        }
        if (!current()) return;
        if (job.state === 'running') return setProgress({ phase: 'writing', job });
        if (job.state === 'cancelled') return close();
        if (job.state === 'failed') return setProgress({ phase: 'failed', job });
        setProgress({ phase: 'downloading', job, fraction: 0 });
        try {
          const file = await downloadOrderExport(id, (fraction) => {
            if (current()) setProgress({ phase: 'downloading', job, fraction });
          });
          if (current()) saveFile(file);
        } catch {
          // The client's snackbar says why.
        }
        if (current()) close();
      })();
    }, orderExportPollMs);
    return () => clearTimeout(timer);
  }, [writingJob, close]);

  return { progress, start, cancel, close };
}
