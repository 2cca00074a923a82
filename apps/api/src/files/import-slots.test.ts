import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { TaskSlots, workbookSlots } from './import-slots';

/** A task the test finishes by hand, and whether it has started. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = { started: false };
  const task = async () => {
    state.started = true;
    await opened;
    return 'done';
  };
  return { task, open, state };
}

/** Lets every promise continuation that is ready run (no timers involved). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

describe('TaskSlots', () => {
  it('runs as many tasks as it has slots, queues the next in order, refuses past the queue', async () => {
    const slots = new TaskSlots(2, 1);
    const [a, b, c, d] = [gate(), gate(), gate(), gate()];
    const first = slots.run(a.task);
    const second = slots.run(b.task);
    const third = slots.run(c.task);
    await settle();
    expect([a.state.started, b.state.started, c.state.started]).toEqual([true, true, false]);
    expect(slots.load).toEqual({ active: 2, queued: 1 });

    const refused = await slots.run(d.task).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errorName).toBe('IMPORT_BUSY');
    expect(d.state.started).toBe(false);

    a.open();
    await expect(first).resolves.toBe('done');
    await settle();
    // The freed slot went to the waiting task, not back to the pool.
    expect(c.state.started).toBe(true);
    expect(slots.load).toEqual({ active: 2, queued: 0 });
    b.open();
    c.open();
    await expect(Promise.all([second, third])).resolves.toEqual(['done', 'done']);
    expect(slots.load).toEqual({ active: 0, queued: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const slots = new TaskSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(slots.load).toEqual({ active: 0, queued: 0 });
    await expect(slots.run(() => Promise.resolve(7))).resolves.toBe(7);
  });

  it('reads two workbooks at once in the process and lets eight wait', () => {
    expect([workbookSlots.running, workbookSlots.waiting]).toEqual([2, 8]);
  });
});
