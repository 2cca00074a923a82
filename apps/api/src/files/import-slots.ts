import { ApiError } from '../errors';

/**
 * A counting semaphore with a short queue. Past `running` tasks, up to `waiting` more wait their
 * turn in order; one more is refused at once with "other imports are running" (4021) rather than
 * waiting without end, so a burst of uploads can neither pile up work nor hold requests open.
 */
export class TaskSlots {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
  ) {}

  /** Tasks running now and tasks waiting, for tests and logs. */
  get load(): { readonly active: number; readonly queued: number } {
    return { active: this.active, queued: this.queue.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.running) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.queue.length >= this.waiting) return Promise.reject(new ApiError('IMPORT_BUSY'));
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    // The slot passes straight to the next in line, so `active` never drops below the queue's need.
    const next = this.queue.shift();
    if (next === undefined) this.active -= 1;
    else next();
  }
}

/**
 * Workbooks read at once in this process. Reading is CPU work (inflate and parse) bounded by the
 * part limits, and the server has few cores: two at a time keep an import's answer quick and the
 * worst case near 2 × one reader's peak; eight more may wait (each holds its upload, ≤ 10 MB).
 */
export const workbookSlots = new TaskSlots(2, 8);
