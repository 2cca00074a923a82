import type { Role } from '@portal/contracts';
import { roleSchema } from '@portal/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../common/clock';
import { sessions, users, type Database, type Executor } from '../database';
import type { SystemSettingsService } from '../system-settings/system-settings.service';
import type { SessionCheck } from '../access/access-control';

export type RevokeReason =
  'logout' | 'deactivated' | 'password-changed' | 'roles-changed' | 'deleted';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Only the sha256 of a token is stored; the token itself goes to the browser once. */
export const sessionIdOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const knownRoles = (values: readonly string[]): Role[] =>
  values.flatMap((value) => {
    const parsed = roleSchema.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });

/**
 * Sessions live in the database (decisions.md §7: the API is stateless), so revoking one takes
 * effect on every instance at the next request.
 */
export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: SystemSettingsService,
  ) {}

  async create(executor: Executor, userId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const minutes = await this.settings.get('tokenLifetimeMinutes', executor);
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    // Rows of sessions that ended more than a day ago are of no further use.
    await executor
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          lt(sessions.expiresAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    await executor
      .insert(sessions)
      .values({ id: sessionIdOf(token), userId, createdAt: now, expiresAt });
    return { token, expiresAt };
  }

  async check(token: string): Promise<SessionCheck> {
    if (!tokenPattern.test(token)) return { ok: false, problem: 'unknown' };
    const rows = await this.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionIdOf(token)));
    const row = rows[0];
    if (row === undefined) return { ok: false, problem: 'unknown' };
    if (row.session.revokedAt !== null) return { ok: false, problem: 'revoked' };
    if (row.session.expiresAt.getTime() <= this.clock.now().getTime()) {
      return { ok: false, problem: 'expired' };
    }
    if (!row.user.active) return { ok: false, problem: 'deactivated' };
    return {
      ok: true,
      caller: {
        userId: row.user.id,
        account: row.user.account,
        roles: knownRoles(row.user.roles),
        sessionId: row.session.id,
        mustChangePassword: row.user.mustChangePassword,
      },
    };
  }

  async revoke(executor: Executor, sessionId: string, reason: RevokeReason): Promise<void> {
    await executor
      .update(sessions)
      .set({ revokedAt: this.clock.now(), revokeReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  async revokeAllOf(executor: Executor, userId: number, reason: RevokeReason): Promise<number> {
    const revoked = await executor
      .update(sessions)
      .set({ revokedAt: this.clock.now(), revokeReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return revoked.length;
  }
}
