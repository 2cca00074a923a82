import type {
  Page,
  Project,
  ProjectConnection,
  ProjectField,
  ProjectFieldInput,
  ProjectFieldUpdate,
  ProjectListItem,
  ProjectSave,
  projectPageQuerySchema,
  projectUpdateSchema,
} from '@portal/contracts';
import { and, asc, count, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { Clock } from '../common/clock';
import {
  interchanges,
  messages,
  projectFields,
  projects,
  type Database,
  type Executor,
} from '../database';
import { ApiError } from '../errors';
import { byBytes, escapeLike } from '../common/paging';
import { isUniqueViolation } from '../users/users.service';
import { checkProjectDirectories } from './project-directories';

type ProjectRow = typeof projects.$inferSelect;
type FieldRow = typeof projectFields.$inferSelect;
export type ProjectPageQuery = z.infer<typeof projectPageQuerySchema>;
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

export function toProject(row: ProjectRow): Project {
  return {
    projectKey: row.projectKey,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    description: row.description,
    sort: row.sort,
    connection: row.connection,
    hasApiKey: row.apiKeyHash !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toProjectField(row: FieldRow): ProjectField {
  return {
    id: row.id,
    projectKey: row.projectKey,
    key: row.key,
    name: row.name,
    type: row.type,
    defaultValue: row.defaultValue,
    maxLength: row.maxLength,
    tips: row.tips,
    customListHeader: row.customListHeader,
    sort: row.sort,
    required: row.required,
    enabled: row.enabled,
    options: row.options,
  };
}

/** The columns of a field input (everything but its id and project). */
const fieldValues = (input: ProjectFieldInput) => ({
  key: input.key,
  name: input.name,
  type: input.type,
  defaultValue: input.defaultValue ?? '',
  maxLength: input.maxLength,
  tips: input.tips ?? '',
  customListHeader: input.customListHeader,
  sort: input.sort,
  required: input.required,
  enabled: input.enabled,
  options: input.options,
});

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Whether `presentedKey` is the inbound HTTP API key of `projectKey`: its sha256 is compared with
 * the stored one in constant time. False for an unknown project or one without a key.
 */
export async function verifyProjectApiKey(
  db: Executor,
  projectKey: string,
  presentedKey: string,
): Promise<boolean> {
  const rows = await db
    .select({ apiKeyHash: projects.apiKeyHash })
    .from(projects)
    .where(eq(projects.projectKey, projectKey));
  const stored = rows[0]?.apiKeyHash;
  const presented = Buffer.from(sha256Hex(presentedKey), 'hex');
  if (stored === undefined || stored === null || !/^[0-9a-f]{64}$/.test(stored)) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), presented);
}

/** Refuses a project key that names no project (2005 on the field `projectKey`). */
export async function requireProject(executor: Executor, projectKey: string): Promise<void> {
  const [row] = await executor
    .select({ key: projects.projectKey })
    .from(projects)
    .where(eq(projects.projectKey, projectKey));
  if (row === undefined) throw new ApiError('FIELD_INVALID', { field: 'projectKey' });
}

/** A project's connection (standard, identifiers, directories, switches); 2005 on `field` when none. */
export async function projectConnection(
  executor: Executor,
  projectKey: string,
  field = 'projectKey',
): Promise<ProjectConnection> {
  const [row] = await executor
    .select({ connection: projects.connection })
    .from(projects)
    .where(eq(projects.projectKey, projectKey));
  if (row === undefined) throw new ApiError('FIELD_INVALID', { field });
  return row.connection;
}

/** Projects (trading-partner connections) and their custom fields (spec §3, decisions.md §2). */
export class ProjectsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /** The project's row; `lock` holds it for the rest of the transaction (writes, deletion). */
  private async row(executor: Executor, key: string, lock = false): Promise<ProjectRow> {
    const query = executor.select().from(projects).where(eq(projects.projectKey, key));
    const rows = lock ? await query.for('update') : await query;
    const row = rows[0];
    if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'key' });
    return row;
  }

  private fieldsOf(executor: Executor, key: string): Promise<FieldRow[]> {
    return executor
      .select()
      .from(projectFields)
      .where(eq(projectFields.projectKey, key))
      .orderBy(asc(projectFields.sort), byBytes(projectFields.key));
  }

  async page(query: ProjectPageQuery): Promise<Page<Project>> {
    const filters: SQL[] = [];
    if (query.projectKey) {
      filters.push(ilike(projects.projectKey, `%${escapeLike(query.projectKey)}%`));
    }
    if (query.name) {
      const pattern = `%${escapeLike(query.name)}%`;
      const byName = or(ilike(projects.nameZh, pattern), ilike(projects.nameEn, pattern));
      if (byName !== undefined) filters.push(byName);
    }
    const where = filters.length === 0 ? undefined : and(...filters);
    const [totalRow] = await this.db.select({ total: count() }).from(projects).where(where);
    const rows = await this.db
      .select()
      .from(projects)
      .where(where)
      .orderBy(asc(projects.sort), byBytes(projects.projectKey))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    return {
      records: rows.map(toProject),
      total: Number(totalRow?.total ?? 0),
      page: query.page,
      size: query.size,
    };
  }

  /** Every project as each signed-in user may see it: key, names and three switches. */
  async list(): Promise<ProjectListItem[]> {
    const rows = await this.db
      .select({
        projectKey: projects.projectKey,
        nameZh: projects.nameZh,
        nameEn: projects.nameEn,
        connection: projects.connection,
      })
      .from(projects)
      .orderBy(asc(projects.sort), byBytes(projects.projectKey));
    return rows.map(({ projectKey, nameZh, nameEn, connection: { features } }) => ({
      projectKey,
      nameZh,
      nameEn,
      features: {
        allowCancel: features.allowCancel,
        allowDelete: features.allowDelete,
        confirmBeforeAccept: features.confirmBeforeAccept,
      },
    }));
  }

  async info(key: string): Promise<Project> {
    return toProject(await this.row(this.db, key));
  }

  async create(input: ProjectSave, actor: AuditActor): Promise<Project> {
    checkProjectDirectories(input.connection, 'connection.');
    try {
      return await this.db.transaction(async (tx) => {
        const now = this.clock.now();
        const [row] = await tx
          .insert(projects)
          .values({
            projectKey: input.projectKey,
            nameZh: input.nameZh,
            nameEn: input.nameEn,
            description: input.description ?? '',
            sort: input.sort,
            connection: input.connection,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (row === undefined) throw new ApiError('OPERATION_FAILED');
        await this.audit.record(tx, actor, {
          action: 'project.create',
          target: row.projectKey,
          detail: { standard: row.connection.standard, version: row.connection.version },
        });
        return toProject(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError('ALREADY_EXISTS', { field: 'projectKey', cause: error });
      }
      throw error;
    }
  }

  async update(key: string, input: ProjectUpdate, actor: AuditActor): Promise<Project> {
    return this.db.transaction(async (tx) => {
      const before = await this.row(tx, key, true);
      const [row] = await tx
        .update(projects)
        .set({
          nameZh: input.nameZh,
          nameEn: input.nameEn,
          description: input.description ?? '',
          sort: input.sort,
          updatedAt: this.clock.now(),
        })
        .where(eq(projects.projectKey, key))
        .returning();
      if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'key' });
      const summary = (value: ProjectRow) => ({
        nameZh: value.nameZh,
        nameEn: value.nameEn,
        description: value.description,
        sort: value.sort,
      });
      await this.audit.record(tx, actor, {
        action: 'project.update',
        target: key,
        detail: { before: summary(before), after: summary(row) },
      });
      return toProject(row);
    });
  }

  async updateConf(key: string, input: ProjectConnection, actor: AuditActor): Promise<Project> {
    checkProjectDirectories(input, '');
    return this.db.transaction(async (tx) => {
      const before = await this.row(tx, key, true);
      const [row] = await tx
        .update(projects)
        .set({ connection: input, updatedAt: this.clock.now() })
        .where(eq(projects.projectKey, key))
        .returning();
      if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'key' });
      await this.audit.record(tx, actor, {
        action: 'project.updateConf',
        target: key,
        detail: { before: before.connection, after: row.connection },
      });
      return toProject(row);
    });
  }

  /**
   * Deletes a project and its fields. A project that has exchanged EDI (interchanges or
   * messages) keeps its history unless its `allowDelete` switch is on.
   */
  async remove(key: string, actor: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.row(tx, key, true);
      const allowDelete = row.connection.features.allowDelete;
      if (!allowDelete) {
        const [received] = await tx
          .select({ total: count() })
          .from(interchanges)
          .where(eq(interchanges.projectKey, key));
        const [sent] = await tx
          .select({ total: count() })
          .from(messages)
          .where(eq(messages.projectKey, key));
        if (Number(received?.total ?? 0) > 0 || Number(sent?.total ?? 0) > 0) {
          throw new ApiError('PROJECT_IN_USE', { field: 'key' });
        }
      }
      // The fields go with the project (ON DELETE CASCADE).
      await tx.delete(projects).where(eq(projects.projectKey, key));
      await this.audit.record(tx, actor, {
        action: 'project.delete',
        target: key,
        detail: { allowDelete },
      });
    });
  }

  /** Makes a new inbound API key: only its sha256 is stored; the key is returned this once. */
  async newApiKey(key: string, actor: AuditActor): Promise<{ apiKey: string }> {
    const apiKey = randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      const before = await this.row(tx, key, true);
      await tx
        .update(projects)
        .set({ apiKeyHash: sha256Hex(apiKey), updatedAt: this.clock.now() })
        .where(eq(projects.projectKey, key));
      await this.audit.record(tx, actor, {
        action: 'project.apiKey',
        target: key,
        detail: { replaced: before.apiKeyHash !== null },
      });
    });
    return { apiKey };
  }

  async fields(key: string): Promise<ProjectField[]> {
    await this.row(this.db, key);
    return (await this.fieldsOf(this.db, key)).map(toProjectField);
  }

  async createField(
    key: string,
    input: ProjectFieldInput,
    actor: AuditActor,
  ): Promise<ProjectField> {
    try {
      return await this.db.transaction(async (tx) => {
        await this.row(tx, key, true);
        const [row] = await tx
          .insert(projectFields)
          .values({ projectKey: key, ...fieldValues(input) })
          .returning();
        if (row === undefined) throw new ApiError('OPERATION_FAILED');
        await this.audit.record(tx, actor, {
          action: 'project.field.create',
          target: key,
          detail: { key: row.key, type: row.type },
        });
        return toProjectField(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError('ALREADY_EXISTS', { field: 'key', cause: error });
      }
      throw error;
    }
  }

  async updateField(
    key: string,
    input: ProjectFieldUpdate,
    actor: AuditActor,
  ): Promise<ProjectField> {
    try {
      return await this.db.transaction(async (tx) => {
        await this.row(tx, key, true);
        const where = and(eq(projectFields.id, input.id), eq(projectFields.projectKey, key));
        const [before] = await tx.select().from(projectFields).where(where);
        if (before === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
        const [row] = await tx
          .update(projectFields)
          .set(fieldValues(input))
          .where(where)
          .returning();
        if (row === undefined) throw new ApiError('NOT_FOUND', { field: 'id' });
        await this.audit.record(tx, actor, {
          action: 'project.field.update',
          target: key,
          detail: { id: row.id, before: toProjectField(before), after: toProjectField(row) },
        });
        return toProjectField(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError('ALREADY_EXISTS', { field: 'key', cause: error });
      }
      throw error;
    }
  }

  /**
   * Replaces the whole field list in one transaction: fields whose key stays keep their id and
   * take the new values, the others are added or removed.
   */
  async replaceFields(
    key: string,
    inputs: readonly ProjectFieldInput[],
    actor: AuditActor,
  ): Promise<ProjectField[]> {
    return this.db.transaction(async (tx) => {
      await this.row(tx, key, true);
      const before = await this.fieldsOf(tx, key);
      const keys = inputs.map((input) => input.key);
      await tx
        .delete(projectFields)
        .where(
          keys.length === 0
            ? eq(projectFields.projectKey, key)
            : and(eq(projectFields.projectKey, key), notInArray(projectFields.key, keys)),
        );
      if (inputs.length > 0) {
        const excluded = (column: string) => sql.raw(`excluded."${column}"`);
        await tx
          .insert(projectFields)
          .values(inputs.map((input) => ({ projectKey: key, ...fieldValues(input) })))
          .onConflictDoUpdate({
            target: [projectFields.projectKey, projectFields.key],
            set: {
              name: excluded('name'),
              type: excluded('type'),
              defaultValue: excluded('default_value'),
              maxLength: excluded('max_length'),
              tips: excluded('tips'),
              customListHeader: excluded('custom_list_header'),
              sort: excluded('sort'),
              required: excluded('required'),
              enabled: excluded('enabled'),
              options: excluded('options'),
            },
          });
      }
      const after = await this.fieldsOf(tx, key);
      await this.audit.record(tx, actor, {
        action: 'project.field.batchUpdate',
        target: key,
        detail: { before: before.map((row) => row.key), after: after.map((row) => row.key) },
      });
      return after.map(toProjectField);
    });
  }
}
