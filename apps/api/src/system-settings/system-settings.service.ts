import {
  adminOnlySettings,
  systemSettingDefaults,
  systemSettingNames,
  systemSettingsSchema,
  type SystemSettingName,
  type SystemSettings,
  type SystemSettingsResponse,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { systemSettings, type Database, type Executor } from '../database';
import type { Clock } from '../common/clock';

interface StoredSetting {
  readonly value: unknown;
  readonly updatedAt: Date;
  readonly updatedBy: string | null;
}

/**
 * Typed system settings: a stored value is used when it still fits its type, otherwise the
 * default. Read from the database on every use, so every instance sees a change at once.
 */
export class SystemSettingsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private async stored(executor: Executor = this.db): Promise<Map<string, StoredSetting>> {
    const rows = await executor.select().from(systemSettings);
    return new Map(rows.map((row) => [row.name, row]));
  }

  private static valueOf<K extends SystemSettingName>(
    name: K,
    stored: StoredSetting | undefined,
  ): SystemSettings[K] {
    if (stored === undefined) return systemSettingDefaults[name];
    const parsed = systemSettingsSchema.shape[name].safeParse(stored.value);
    return parsed.success ? (parsed.data as SystemSettings[K]) : systemSettingDefaults[name];
  }

  async get<K extends SystemSettingName>(
    name: K,
    executor: Executor = this.db,
  ): Promise<SystemSettings[K]> {
    const rows = await executor.select().from(systemSettings).where(eq(systemSettings.name, name));
    return SystemSettingsService.valueOf(name, rows[0]);
  }

  /** Every setting; admin-only ones are null unless `forAdmin`. */
  async all(forAdmin: boolean): Promise<SystemSettingsResponse> {
    const stored = await this.stored();
    const values: Record<string, unknown> = {};
    const defaults: Record<string, unknown> = {};
    const meta: Record<string, SystemSettingsResponse['meta'][SystemSettingName]> = {};
    for (const name of systemSettingNames) {
      const hidden = !forAdmin && adminOnlySettings.includes(name);
      const row = stored.get(name);
      values[name] = hidden ? null : SystemSettingsService.valueOf(name, row);
      defaults[name] = hidden ? null : systemSettingDefaults[name];
      // A stored value that no longer fits its type is not used: the default is in force.
      const fits =
        row !== undefined && systemSettingsSchema.shape[name].safeParse(row.value).success;
      meta[name] = {
        isDefault: !fits,
        updatedAt: row?.updatedAt.toISOString() ?? null,
        updatedBy: row?.updatedBy ?? null,
      };
    }
    return { values, defaults, meta } as SystemSettingsResponse;
  }

  /** Stores an already validated value; returns the previous one for the audit trail. */
  async put<K extends SystemSettingName>(
    executor: Executor,
    name: K,
    value: SystemSettings[K],
    account: string,
  ): Promise<SystemSettings[K]> {
    const previous = await this.get(name, executor);
    const now = this.clock.now();
    await executor
      .insert(systemSettings)
      .values({ name, value, updatedAt: now, updatedBy: account })
      .onConflictDoUpdate({
        target: systemSettings.name,
        set: { value, updatedAt: now, updatedBy: account },
      });
    return previous;
  }
}
