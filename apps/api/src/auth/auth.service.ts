import { maxLoginAttempts, type LoginRequest, type LoginResponse } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { Clock } from '../common/clock';
import { users, type Database } from '../database';
import { ApiError } from '../errors';
import type { SystemSettingsService } from '../system-settings/system-settings.service';
import { toUser } from '../credentials/user-profile';
import type { UsersService } from '../users/users.service';
import type { CaptchaService } from './captcha.service';
import { burnPasswordCheck, verifyPassword } from '../credentials/password-hash';
import type { SessionService } from '../credentials/session.service';

/**
 * Sign-in (decisions.md §6). Order of checks: the captcha (used up by any attempt), the account,
 * its lock, the password, then its status. Three wrong passwords in a row lock the account for the
 * configured minutes; the third answers "locked" at once.
 */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly captchas: CaptchaService,
    private readonly sessions: SessionService,
    private readonly settings: SystemSettingsService,
    private readonly users: UsersService,
  ) {}

  async login(request: LoginRequest, ip: string | null): Promise<LoginResponse> {
    const anonymous: AuditActor = { userId: null, account: null, ip };
    if (!(await this.captchas.consume(request.captchaId, request.captchaCode))) {
      throw new ApiError('CAPTCHA_WRONG', { field: 'captchaCode' });
    }
    const user = await this.users.byAccount(this.db, request.account);
    if (user === undefined) {
      await burnPasswordCheck(request.password);
      await this.audit.record(this.db, anonymous, {
        action: 'login.failure',
        target: request.account,
        detail: { reason: 'unknown-account' },
      });
      throw new ApiError('ACCOUNT_OR_PASSWORD_WRONG');
    }
    const actor: AuditActor = { userId: user.id, account: user.account, ip };
    const now = this.clock.now();
    if (user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime()) {
      await this.audit.record(this.db, actor, {
        action: 'login.failure',
        target: user.account,
        detail: { reason: 'locked', lockedUntil: user.lockedUntil.toISOString() },
      });
      throw new ApiError('ACCOUNT_LOCKED');
    }
    if (!(await verifyPassword(request.password, user.passwordHash))) {
      const locked = await this.recordFailure(user.id, actor, now);
      throw new ApiError(locked ? 'ACCOUNT_LOCKED' : 'ACCOUNT_OR_PASSWORD_WRONG');
    }
    if (!user.active) {
      await this.audit.record(this.db, actor, {
        action: 'login.failure',
        target: user.account,
        detail: { reason: 'deactivated' },
      });
      throw new ApiError('ACCOUNT_DEACTIVATED');
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(users.id, user.id))
        .returning();
      if (row === undefined) throw new ApiError('ACCOUNT_OR_PASSWORD_WRONG');
      const session = await this.sessions.create(tx, user.id);
      await this.audit.record(tx, actor, { action: 'login.success', target: user.account });
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        user: toUser(row),
      };
    });
  }

  /** Counts a wrong password atomically (parallel attempts cannot skip the lock). */
  private async recordFailure(userId: number, actor: AuditActor, now: Date): Promise<boolean> {
    const lockMinutes = await this.settings.get('lockMinutes');
    return this.db.transaction(async (tx) => {
      const [counted] = await tx
        .update(users)
        .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
        .where(eq(users.id, userId))
        .returning({ failedAttempts: users.failedAttempts });
      const attempts = counted?.failedAttempts ?? 0;
      if (attempts >= maxLoginAttempts) {
        const lockedUntil = new Date(now.getTime() + lockMinutes * 60_000);
        await tx.update(users).set({ failedAttempts: 0, lockedUntil }).where(eq(users.id, userId));
        await this.audit.record(tx, actor, {
          action: 'login.locked',
          target: actor.account,
          detail: { attempts, lockedUntil: lockedUntil.toISOString(), lockMinutes },
        });
        return true;
      }
      await this.audit.record(tx, actor, {
        action: 'login.failure',
        target: actor.account,
        detail: { reason: 'wrong-password', attempts },
      });
      return false;
    });
  }

  async logout(sessionId: string, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.sessions.revoke(tx, sessionId, 'logout');
      await this.audit.record(tx, actor, { action: 'logout', target: actor.account });
    });
  }
}
