import {
  adminAccount,
  browserPasswordHash,
  type Page,
  type Role,
  type User,
  type UserCreate,
  type UserListQuery,
  type UserUpdate,
} from '@portal/contracts';
import { arrayContains, eq, sql } from 'drizzle-orm';
import { ApiError } from '../errors';
import {
  users,
  type Database,
  type DatabaseHandle,
  type Executor,
  type PreparedStatement,
} from '../database';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { hashPassword, verifyPassword } from '../credentials/password-hash';
import type { SessionService } from '../credentials/session.service';
import { toUser, userProfileColumns, type UserProfileRow } from '../credentials/user-profile';
import type { SystemSettingsService } from '../system-settings/system-settings.service';
import type { Clock } from '../common/clock';

type UserRow = typeof users.$inferSelect;

/**
 * The admin's user list in one prepared statement: the total and one page, each filter a
 * parameter that is null when unused. The left join keeps the total when the page is past the end
 * (one row whose profile columns are null).
 */
const userPageSql = `
  WITH matched AS (
    SELECT ${userProfileColumns('u')} FROM users u
     WHERE ($1::text IS NULL OR u.account ILIKE $1)
       AND ($2::text IS NULL OR u.nickname ILIKE $2)
       AND ($3::text IS NULL OR u.email ILIKE $3)
       AND ($4::boolean IS NULL OR u.active = $4)
       AND ($5::text IS NULL OR u.roles @> ARRAY[$5::text]))
  SELECT counted.total, page.*
    FROM (SELECT count(*)::int AS total FROM matched) counted
    LEFT JOIN LATERAL (
      SELECT * FROM matched ORDER BY "createdAt" DESC, id DESC LIMIT $6 OFFSET $7
    ) page ON true`;

type UserPageRow =
  (UserProfileRow & { readonly total: number }) | { readonly total: number; readonly id: null };

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Unique violation (PostgreSQL 23505), from pg or PGlite, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export interface SelfAwareActor extends AuditActor {
  readonly userId: number;
  readonly account: string;
}

/** Users and their accounts (spec §6, decisions.md §6). */
export class UsersService {
  private readonly db: Database;
  private readonly readPage: PreparedStatement<UserPageRow>;

  constructor(
    database: DatabaseHandle,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly sessions: SessionService,
    private readonly settings: SystemSettingsService,
  ) {
    this.db = database.db;
    this.readPage = database.prepare<UserPageRow>('portal_user_page', userPageSql);
  }

  private async row(executor: Executor, id: number): Promise<UserRow> {
    const rows = await executor.select().from(users).where(eq(users.id, id));
    const row = rows[0];
    if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
    return row;
  }

  async info(id: number): Promise<User> {
    return toUser(await this.row(this.db, id));
  }

  async byAccount(executor: Executor, account: string): Promise<UserRow | undefined> {
    const rows = await executor.select().from(users).where(eq(users.account, account));
    return rows[0];
  }

  async list(query: UserListQuery): Promise<Page<User>> {
    const contains = (text: string | undefined): string | null =>
      text ? `%${escapeLike(text)}%` : null;
    const rows = await this.readPage([
      contains(query.account),
      contains(query.nickname),
      contains(query.email),
      query.status === undefined ? null : query.status === 'activated',
      query.role ?? null,
      query.size,
      (query.page - 1) * query.size,
    ]);
    return {
      records: rows.flatMap((row) => (row.id === null ? [] : [toUser(row)])),
      total: rows[0]?.total ?? 0,
      page: query.page,
      size: query.size,
    };
  }

  async isInitialized(executor: Executor = this.db): Promise<boolean> {
    const rows = await executor
      .select({ id: users.id })
      .from(users)
      .where(arrayContains(users.roles, ['ADMIN']))
      .limit(1);
    return rows.length > 0;
  }

  /** /auth/initialize: creates `admin` while no admin exists; a second call is refused. */
  async initialize(passwordHash: string, actor: AuditActor): Promise<User> {
    const stored = await hashPassword(passwordHash);
    try {
      return await this.db.transaction(async (tx) => {
        // Serialises concurrent initialisations; the unique account is the second guard.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(7310442002)`);
        if (await this.isInitialized(tx)) throw new ApiError('ALREADY_INITIALIZED');
        const now = this.clock.now();
        const [row] = await tx
          .insert(users)
          .values({
            account: adminAccount,
            nickname: adminAccount,
            email: adminAccount,
            passwordHash: stored,
            roles: ['ADMIN', 'USER'],
            mustChangePassword: false,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (row === undefined) throw new ApiError('INITIALIZATION_FAILED');
        await this.audit.record(
          tx,
          { ...actor, userId: row.id, account: row.account },
          {
            action: 'system.initialize',
            target: row.account,
          },
        );
        return toUser(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('ALREADY_INITIALIZED', { cause: error });
      throw error;
    }
  }

  async create(input: UserCreate, actor: SelfAwareActor): Promise<User> {
    const initialPassword = await this.settings.get('initialPassword');
    const stored = await hashPassword(browserPasswordHash(initialPassword));
    const roles: Role[] = input.roles ?? ['USER'];
    try {
      return await this.db.transaction(async (tx) => {
        const now = this.clock.now();
        const [row] = await tx
          .insert(users)
          .values({
            account: input.account,
            nickname: input.nickname,
            email: input.email,
            phone: input.phone ?? '',
            passwordHash: stored,
            roles,
            mustChangePassword: true,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (row === undefined) throw new ApiError('OPERATION_FAILED');
        await this.audit.record(tx, actor, {
          action: 'user.create',
          target: row.account,
          detail: { roles },
        });
        return toUser(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError('ALREADY_EXISTS', { field: 'account', cause: error });
      }
      throw error;
    }
  }

  async update(id: number, input: UserUpdate, actor: SelfAwareActor): Promise<User> {
    return this.db.transaction(async (tx) => {
      const before = await this.row(tx, id);
      const [row] = await tx
        .update(users)
        .set({
          nickname: input.nickname,
          email: input.email,
          phone: input.phone ?? '',
          updatedAt: this.clock.now(),
        })
        .where(eq(users.id, id))
        .returning();
      if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
      await this.audit.record(tx, actor, {
        action: 'user.update',
        target: before.account,
        detail: {
          before: { nickname: before.nickname, email: before.email, phone: before.phone },
          after: { nickname: row.nickname, email: row.email, phone: row.phone },
        },
      });
      return toUser(row);
    });
  }

  async remove(id: number, actor: SelfAwareActor): Promise<void> {
    if (id === actor.userId) throw new ApiError('SELF_OPERATION_FORBIDDEN', { field: 'id' });
    await this.db.transaction(async (tx) => {
      const row = await this.row(tx, id);
      // Sessions go with the user (ON DELETE CASCADE), so its tokens stop working at once.
      await tx.delete(users).where(eq(users.id, id));
      await this.audit.record(tx, actor, { action: 'user.delete', target: row.account });
    });
  }

  async setActive(id: number, active: boolean, actor: SelfAwareActor): Promise<User> {
    if (id === actor.userId) throw new ApiError('SELF_OPERATION_FORBIDDEN', { field: 'id' });
    return this.db.transaction(async (tx) => {
      const before = await this.row(tx, id);
      const [row] = await tx
        .update(users)
        .set({ active, updatedAt: this.clock.now() })
        .where(eq(users.id, id))
        .returning();
      if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
      if (!active) await this.sessions.revokeAllOf(tx, id, 'deactivated');
      if (before.active !== active) {
        await this.audit.record(tx, actor, {
          action: active ? 'user.activate' : 'user.deactivate',
          target: row.account,
        });
      }
      return toUser(row);
    });
  }

  async authorize(id: number, roles: readonly Role[], actor: SelfAwareActor): Promise<User> {
    // An admin who changed their own roles could lock every admin out.
    if (id === actor.userId) throw new ApiError('SELF_OPERATION_FORBIDDEN', { field: 'id' });
    return this.db.transaction(async (tx) => {
      const before = await this.row(tx, id);
      const [row] = await tx
        .update(users)
        .set({ roles: [...roles], updatedAt: this.clock.now() })
        .where(eq(users.id, id))
        .returning();
      if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
      await this.sessions.revokeAllOf(tx, id, 'roles-changed');
      await this.audit.record(tx, actor, {
        action: 'user.authorize',
        target: row.account,
        detail: { before: before.roles, after: roles },
      });
      return toUser(row);
    });
  }

  /**
   * Changes the caller's password: every session of theirs is revoked and a fresh token returned,
   * so this browser stays signed in and every other one is signed out.
   */
  async changePassword(
    actor: SelfAwareActor,
    oldPassword: string,
    newPassword: string,
  ): Promise<{ token: string; expiresAt: Date }> {
    const current = await this.row(this.db, actor.userId);
    if (!(await verifyPassword(oldPassword, current.passwordHash))) {
      throw new ApiError('ACCOUNT_OR_OLD_PASSWORD_WRONG', { field: 'oldPassword' });
    }
    const stored = await hashPassword(newPassword);
    return this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: stored, mustChangePassword: false, updatedAt: this.clock.now() })
        .where(eq(users.id, actor.userId));
      await this.sessions.revokeAllOf(tx, actor.userId, 'password-changed');
      await this.audit.record(tx, actor, { action: 'password.change', target: actor.account });
      return this.sessions.create(tx, actor.userId);
    });
  }
}
