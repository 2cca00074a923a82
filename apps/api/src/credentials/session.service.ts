import { and, eq, isNull, lt } from 'drizzle-orm';
import { hash, randomBytes } from 'node:crypto';
import type { Clock } from '../common/clock';
import { sessions, type DatabaseHandle, type Executor, type PreparedStatement } from '../database';
import type { SystemSettingsService } from '../system-settings/system-settings.service';
import type { SessionCheck } from '../access/access-control';
import { toUser, userProfileColumns, type UserProfileRow } from './user-profile';

export type RevokeReason =
  'logout' | 'deactivated' | 'password-changed' | 'roles-changed' | 'deleted';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Only the sha256 of a token is stored; the token itself goes to the browser once. */
export const sessionIdOf = (token: string): string => hash('sha256', token, 'hex');

/** A session with its user's profile, as the check reads them in one go. */
interface SessionRow extends UserProfileRow {
  readonly sessionId: string;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

/**
 * The one query of every signed-in call: session and user by primary keys, prepared once per
 * connection. Read on every call, never cached, so that a revocation (logout, deactivation, a new
 * password, new roles) refuses the very next call on every instance (decisions.md §6).
 */
const sessionCheckSql = `
  SELECT s.id AS "sessionId", s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt",
         ${userProfileColumns('u')}
    FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.id = $1`;

/**
 * Sessions live in the database (decisions.md §7: the API is stateless), so revoking one takes
 * effect on every instance at the next request.
 */
export class SessionService {
  private readonly readSession: PreparedStatement<SessionRow>;

  constructor(
    database: DatabaseHandle,
    private readonly clock: Clock,
    private readonly settings: SystemSettingsService,
  ) {
    this.readSession = database.prepare<SessionRow>('portal_session_check', sessionCheckSql);
  }

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
    const [row] = await this.readSession([sessionIdOf(token)]);
    if (row === undefined) return { ok: false, problem: 'unknown' };
    if (row.revokedAt !== null) return { ok: false, problem: 'revoked' };
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) {
      return { ok: false, problem: 'expired' };
    }
    if (!row.active) return { ok: false, problem: 'deactivated' };
    const user = toUser(row);
    return {
      ok: true,
      caller: {
        userId: row.id,
        account: row.account,
        roles: user.roles,
        sessionId: row.sessionId,
        mustChangePassword: row.mustChangePassword,
        user,
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
