import { readFileSync, writeFileSync } from 'node:fs';
import { resourceUsage } from 'node:process';

/**
 * Starts a new peak: on Linux, "5" in clear_refs resets the high-water mark of resident memory
 * (VmHWM) to the current size (proc(5)), so an earlier peak (start-up, another test) can neither
 * hide nor inflate this one. Elsewhere the process's own mark is used: an upper bound, still safe.
 */
export function resetPeak(): void {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux: peakRss falls back to the process's mark.
  }
}

/** The peak resident memory since the last reset: a high-water mark, so no peak escapes it. */
export function peakRss(): number {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kilobytes = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
    if (kilobytes !== undefined) return Number(kilobytes) * 1024;
  } catch {
    // Not Linux.
  }
  // getrusage's mark is not reset by clear_refs; it never under-reports.
  return resourceUsage().maxRSS * 1024;
}
