import { useCallback, useRef, useState } from 'react';

/** A file the server sends, as the api client's downloads give it. */
export interface DownloadableFile {
  readonly blob: Blob;
  readonly fileName: string;
}

export interface FileDownload<A> {
  readonly exporting: boolean;
  /** How much of the file has arrived, 0 to 1; 0 while unknown. */
  readonly progress: number;
  /** Downloads the file for `args` and hands it to the browser to save. */
  readonly run: (args: A) => Promise<void>;
}

/**
 * One download at a time (an Excel export, a report) with its progress, handed to `save` (the
 * kit's `saveFile`). A failure is left to the api client, whose snackbar says why. `download`
 * should be stable (module level or memoised).
 */
export function useFileDownload<A>(
  download: (args: A, onProgress: (fraction: number) => void) => Promise<DownloadableFile>,
  save: (file: DownloadableFile) => void,
): FileDownload<A> {
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState(0);
  // Guards against a second press before the loading state has rendered.
  const running = useRef(false);

  const run = useCallback(
    async (args: A) => {
      if (running.current) return;
      running.current = true;
      setExporting(true);
      setProgress(0);
      try {
        save(await download(args, setProgress));
      } catch {
        // The client's snackbar says why.
      } finally {
        running.current = false;
        setExporting(false);
        setProgress(0);
      }
    },
    [download, save],
  );

  return { exporting, progress, run };
}
