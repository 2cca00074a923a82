import {
  envelopeSchema,
  errorCatalogue,
  errorEnvelopeSchema,
  loginResponseSchema,
  settingEndpoints,
  systemSettingDefaults,
  systemSettingNames,
  systemSettingsResponseSchema,
  validationMessages,
  type SystemSettingName,
  type SystemSettings,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../database';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type TestPortal, type TestUser } from '../testing/test-portal';

const {
  SESSION_INVALID,
  LOGIN_EXPIRED,
  NO_PERMISSION,
  ACCOUNT_LOCKED,
  ACCOUNT_OR_PASSWORD_WRONG,
  PASSWORD_CHANGE_REQUIRED,
  VALIDATION_FAILED,
  JSON_INVALID,
  FIELD_REQUIRED,
} = errorCatalogue;

const settingsEnvelope = envelopeSchema(systemSettingsResponseSchema);
const loginEnvelope = envelopeSchema(loginResponseSchema);

/** A valid value of every setting that differs from its default. */
const changedValues: SystemSettings = {
  tokenLifetimeMinutes: 30,
  lockMinutes: 7,
  initialPassword: 'Welcome#99',
  dateTimeFormat: 'YYYY/MM/DD',
  refreshIntervalMs: 15_000,
  siteTitle: { 'zh-cn': '测试门户', 'en-us': 'Test Portal' },
};

function settingsOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  const body = settingsEnvelope.parse(response.json());
  expect(body.code).toBe('0000');
  return body.data;
}

function failureOf(response: LightMyRequestResponse, expected: { code: string; http: number }) {
  const body = errorEnvelopeSchema.parse(response.json());
  expect(body.code, response.body).toBe(expected.code);
  expect(response.statusCode, response.body).toBe(expected.http);
  return body;
}

describe.each(databaseKinds)('reading the system settings on %s', (kind) => {
  let portal: TestPortal;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    admin = await portal.createUser({ account: 'admin', roles: ['ADMIN'] });
    user = await portal.createUser({ account: 'plainuser', roles: ['USER'] });
  }, 60_000);
  afterAll(() => portal.close());

  it('shows an admin every setting with its default, all marked as default', async () => {
    const token = await portal.tokenFor(admin.id);
    const data = settingsOf(await portal.request(settingEndpoints.read, { token }));
    expect(data.values).toEqual(systemSettingDefaults);
    expect(data.defaults).toEqual(systemSettingDefaults);
    expect(Object.keys(data.meta).sort()).toEqual([...systemSettingNames].sort());
    for (const name of systemSettingNames) {
      expect(data.meta[name], name).toEqual({ isDefault: true, updatedAt: null, updatedBy: null });
    }
  });

  it('hides the initial password (value and default) from a plain user, shows the rest', async () => {
    const token = await portal.tokenFor(user.id);
    const data = settingsOf(await portal.request(settingEndpoints.read, { token }));
    expect(data.values.initialPassword).toBeNull();
    expect(data.defaults.initialPassword).toBeNull();
    for (const name of systemSettingNames.filter((setting) => setting !== 'initialPassword')) {
      expect(data.values[name], name).toEqual(systemSettingDefaults[name]);
      expect(data.defaults[name], name).toEqual(systemSettingDefaults[name]);
    }
    expect(JSON.stringify(data)).not.toContain(systemSettingDefaults.initialPassword);
  });

  it('refuses an anonymous caller with 1001', async () => {
    const body = failureOf(await portal.request(settingEndpoints.read), SESSION_INVALID);
    expect(body.data).toBeNull();
  });

  it('refuses a user who must still change the initial password with 1008', async () => {
    const fresh = await portal.createUser({
      account: 'freshuser',
      roles: ['USER'],
      mustChangePassword: true,
    });
    const token = await portal.tokenFor(fresh.id);
    failureOf(await portal.request(settingEndpoints.read, { token }), PASSWORD_CHANGE_REQUIRED);
  });
});

describe.each(databaseKinds)('changing the system settings on %s', (kind) => {
  let portal: TestPortal;
  let admin: TestUser;
  let allRole: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    admin = await portal.createUser({ account: 'admin', roles: ['ADMIN'] });
    allRole = await portal.createUser({ account: 'allrole', roles: ['ALL'] });
    user = await portal.createUser({ account: 'plainuser', roles: ['USER'] });
  }, 60_000);
  afterAll(() => portal.close());

  async function auditRowsFor(name: string) {
    return portal.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'setting.update'), eq(auditEvents.target, name)));
  }

  describe('refuses bad input and changes nothing', () => {
    let token: string;
    let allToken: string;
    let before: Record<string, unknown[]>;

    beforeAll(async () => {
      token = await portal.tokenFor(admin.id);
      allToken = await portal.tokenFor(allRole.id);
      before = await snapshotTables(portal.database);
    });

    async function expectUnchanged(): Promise<void> {
      expect(await snapshotTables(portal.database)).toEqual(before);
    }

    it('an unknown setting name: 2001 on field name', async () => {
      const response = await portal.request(settingEndpoints.put, {
        query: { name: 'colourScheme' },
        token,
        body: { value: 'dark' },
      });
      const body = failureOf(response, VALIDATION_FAILED);
      expect(body.data?.field).toBe('name');
      await expectUnchanged();
    });

    it('no setting name at all: 2004 "Name is required", the field in words', async () => {
      const response = await portal.request(settingEndpoints.put, {
        token,
        body: { value: 30 },
        language: 'en-US',
      });
      const body = failureOf(response, FIELD_REQUIRED);
      expect(body.data?.field).toBe('name');
      expect(body.message).toBe('Name is required');
      await expectUnchanged();
    });

    it('no value at all: 2004 on field value', async () => {
      const response = await portal.request(settingEndpoints.put, {
        query: { name: 'lockMinutes' },
        token,
        body: {},
      });
      const body = failureOf(response, FIELD_REQUIRED);
      expect(body.data?.field).toBe('value');
      await expectUnchanged();
    });

    it.each([
      ['a string', 'abc'],
      ['a fraction', 2.5],
      ['zero', 0],
      ['below the minimum of 5', 4],
      ['far above the maximum', 99_999_999],
      ['null', null],
      ['a numeric string', '30'],
    ])('tokenLifetimeMinutes as %s: refused on field value', async (_label, value) => {
      const response = await portal.request(settingEndpoints.put, {
        query: { name: 'tokenLifetimeMinutes' },
        token,
        body: { value },
      });
      const body = errorEnvelopeSchema.parse(response.json());
      expect(response.statusCode).toBe(422);
      // null is "missing" (2004); every present but wrong value is 2001.
      expect(body.code).toBe(value === null ? FIELD_REQUIRED.code : VALIDATION_FAILED.code);
      expect(body.data?.field).toBe('value');
      await expectUnchanged();
    });

    it('a number over its maximum is not described as a text over a length limit', async () => {
      const response = await portal.request(settingEndpoints.put, {
        query: { name: 'tokenLifetimeMinutes' },
        token,
        body: { value: 99_999_999 },
        language: 'en-US',
      });
      const body = failureOf(response, VALIDATION_FAILED);
      const messages = body.data?.issues?.map((issue) => issue.message) ?? [];
      expect(messages).toHaveLength(1);
      // "Max 10080 characters" would be wrong: the value is a number of minutes, not a text.
      expect(messages[0]).not.toMatch(/characters/i);
      await expectUnchanged();
    });

    it.each([
      ['with a space', 'a b c d e'],
      ['too short', '12345'],
      ['too long', 'x'.repeat(21)],
      ['empty', ''],
    ])('initialPassword %s: refused on field value', async (_label, value) => {
      const response = await portal.request(settingEndpoints.put, {
        query: { name: 'initialPassword' },
        token,
        body: { value },
        language: 'en-US',
      });
      const body = failureOf(response, value === '' ? FIELD_REQUIRED : VALIDATION_FAILED);
      expect(body.data?.field).toBe('value');
      if (value !== '') {
        expect(body.data?.issues?.[0]?.message).toBe(validationMessages.password['en-us']);
      }
      // The refused password is not echoed back.
      expect(response.body).not.toContain(value === '' ? 'never-there' : value);
      await expectUnchanged();
    });

    it('a site title over 32 characters in zh-cn: 2001 on field value.zh-cn', async () => {
      const response = await portal.request(settingEndpoints.put, {
        query: { name: 'siteTitle' },
        token,
        body: { value: { 'zh-cn': '门'.repeat(33), 'en-us': 'Portal' } },
        language: 'en-US',
      });
      const body = failureOf(response, VALIDATION_FAILED);
      expect(body.data?.field).toBe('value.zh-cn');
      expect(body.data?.issues).toEqual([{ field: 'value.zh-cn', message: 'Max 32 characters' }]);
      await expectUnchanged();
    });

    it('a site title missing a language: 2004 on that language', async () => {
      const response = await portal.request(settingEndpoints.put, {
        query: { name: 'siteTitle' },
        token,
        body: { value: { 'zh-cn': '门户' } },
      });
      const body = failureOf(response, FIELD_REQUIRED);
      expect(body.data?.field).toBe('value.en-us');
      await expectUnchanged();
    });

    it('a date-time format outside the list: 2001 on field value', async () => {
      const response = await portal.request(settingEndpoints.put, {
        query: { name: 'dateTimeFormat' },
        token,
        body: { value: 'DD.MM.YYYY' },
      });
      const body = failureOf(response, VALIDATION_FAILED);
      expect(body.data?.field).toBe('value');
      await expectUnchanged();
    });

    it('malformed JSON: 2002', async () => {
      const response = await portal.request(settingEndpoints.put, {
        query: { name: 'lockMinutes' },
        token,
        body: '{"value": 5',
        headers: { 'content-type': 'application/json' },
      });
      const body = failureOf(response, JSON_INVALID);
      expect(body.data).toBeNull();
      await expectUnchanged();
    });

    it('a caller with ALL but not ADMIN: 1003, even with a valid value', async () => {
      const response = await portal.request(settingEndpoints.put, {
        query: { name: 'lockMinutes' },
        token: allToken,
        body: { value: 5 },
      });
      failureOf(response, NO_PERMISSION);
      await expectUnchanged();
    });

    it('an anonymous caller: 1001', async () => {
      const response = await portal.request(settingEndpoints.put, {
        query: { name: 'lockMinutes' },
        body: { value: 5 },
      });
      failureOf(response, SESSION_INVALID);
      await expectUnchanged();
    });
  });

  describe.each(systemSettingNames)('PUT %s with a valid value', (name: SystemSettingName) => {
    it('is answered, stored, shown by GET as changed by the admin, and audited', async () => {
      const token = await portal.tokenFor(admin.id);
      const value = changedValues[name];
      const previous = settingsOf(await portal.request(settingEndpoints.read, { token })).values[
        name
      ];

      const answered = settingsOf(
        await portal.request(settingEndpoints.put, {
          query: { name: name },
          token,
          body: { value },
        }),
      );
      expect(answered.values[name]).toEqual(value);
      expect(answered.meta[name]).toMatchObject({ isDefault: false, updatedBy: admin.account });
      expect(answered.defaults[name]).toEqual(systemSettingDefaults[name]);

      const read = settingsOf(await portal.request(settingEndpoints.read, { token }));
      expect(read.values[name]).toEqual(value);
      expect(read.meta[name]?.isDefault).toBe(false);
      expect(read.meta[name]?.updatedBy).toBe(admin.account);
      expect(read.meta[name]?.updatedAt).toBe(portal.clock.now().toISOString());

      const rows = await auditRowsFor(name);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.actorAccount).toBe(admin.account);
      expect(rows[0]?.actorId).toBe(admin.id);
      if (name === 'initialPassword') {
        expect(rows[0]?.detail).toEqual({ changed: true });
        expect(JSON.stringify(rows[0])).not.toContain(changedValues.initialPassword);
        expect(JSON.stringify(rows[0])).not.toContain(systemSettingDefaults.initialPassword);
      } else {
        expect(rows[0]?.detail).toEqual({ before: previous, after: value });
      }
    });
  });

  it('trims a site title before storing it', async () => {
    const token = await portal.tokenFor(admin.id);
    const data = settingsOf(
      await portal.request(settingEndpoints.put, {
        query: { name: 'siteTitle' },
        token,
        body: { value: { 'zh-cn': '  门户  ', 'en-us': ' Portal ' } },
      }),
    );
    expect(data.values.siteTitle).toEqual({ 'zh-cn': '门户', 'en-us': 'Portal' });
  });

  it('shows a plain user the changed values, but still not the initial password', async () => {
    const token = await portal.tokenFor(user.id);
    const data = settingsOf(await portal.request(settingEndpoints.read, { token }));
    expect(data.values.initialPassword).toBeNull();
    expect(data.values.lockMinutes).toBe(changedValues.lockMinutes);
    expect(data.meta.initialPassword?.isDefault).toBe(false);
    expect(JSON.stringify(data)).not.toContain(changedValues.initialPassword);
  });
});

describe.each(databaseKinds)('the effects of the system settings on %s', (kind) => {
  let portal: TestPortal;
  let admin: TestUser;

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    admin = await portal.createUser({ account: 'admin', roles: ['ADMIN'] });
  }, 60_000);
  afterAll(() => portal.close());

  async function put(name: SystemSettingName, value: unknown): Promise<void> {
    const token = await portal.tokenFor(admin.id);
    settingsOf(
      await portal.request(settingEndpoints.put, { query: { name: name }, token, body: { value } }),
    );
  }

  it('tokenLifetimeMinutes decides when a new session expires', async () => {
    await put('tokenLifetimeMinutes', 5);
    const member = await portal.createUser({ account: 'shortlived', roles: ['USER'] });
    const token = await portal.tokenFor(member.id);

    portal.clock.advance(5 * 60_000 - 1);
    settingsOf(await portal.request(settingEndpoints.read, { token }));

    portal.clock.advance(2);
    failureOf(await portal.request(settingEndpoints.read, { token }), LOGIN_EXPIRED);
  });

  it('a login issues a token expiring after tokenLifetimeMinutes', async () => {
    await put('tokenLifetimeMinutes', 45);
    const member = await portal.createUser({ account: 'loginlife', roles: ['USER'] });
    const response = await portal.login(member.account, member.password);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = loginEnvelope.parse(response.json());
    expect(Date.parse(data.expiresAt)).toBe(portal.clock.now().getTime() + 45 * 60_000);
  });

  it('lockMinutes decides how long three wrong passwords lock the account', async () => {
    const lockMinutes = 3;
    await put('lockMinutes', lockMinutes);
    const member = await portal.createUser({ account: 'lockable', roles: ['USER'] });

    failureOf(await portal.login(member.account, 'wrong'), ACCOUNT_OR_PASSWORD_WRONG);
    failureOf(await portal.login(member.account, 'wrong'), ACCOUNT_OR_PASSWORD_WRONG);
    failureOf(await portal.login(member.account, 'wrong'), ACCOUNT_LOCKED);

    // Still locked, even with the right password, just before the minutes are up.
    portal.clock.advance(lockMinutes * 60_000 - 1_000);
    failureOf(await portal.login(member.account, member.password), ACCOUNT_LOCKED);

    portal.clock.advance(1_000);
    const response = await portal.login(member.account, member.password);
    expect(response.statusCode, response.body).toBe(200);
    expect(loginEnvelope.parse(response.json()).code).toBe('0000');
  });
});
