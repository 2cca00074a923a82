import type { AuditAction } from '@portal/contracts';
import { auditEvents, type Executor } from '../database';
import type { Clock } from '../common/clock';

export interface AuditActor {
  readonly userId: number | null;
  readonly account: string | null;
  readonly ip: string | null;
}

export interface AuditEntry {
  readonly action: AuditAction;
  readonly target?: string | null;
  readonly detail?: Record<string, unknown> | null;
}

/** Writes audit rows, inside the caller's transaction so that the row and the change land together. */
export class AuditService {
  constructor(private readonly clock: Clock) {}

  async record(executor: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
    await executor.insert(auditEvents).values({
      at: this.clock.now(),
      actorId: actor.userId,
      actorAccount: actor.account,
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ?? null,
      ip: actor.ip,
    });
  }
}
