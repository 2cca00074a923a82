import {
  authEndpoints,
  endpointKey,
  envelopeSchema,
  errorCatalogue,
  errorMessage,
  errorEnvelopeSchema,
  loginResponseSchema,
  sessionTokenSchema,
  SUCCESS_CODE,
  successMessage,
  systemSettingDefaults,
  systemSettingsResponseSchema,
  userPageSchema,
  userSchema,
  type ErrorName,
  type Language,
  type Role,
  type User,
  browserPasswordHash,
  settingEndpoints,
  userEndpoints,
  type EndpointDefinition,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import {
  startTestPortal,
  type RequestOptions,
  type TestPortal,
  type TestUser,
} from '../testing/test-portal';

const english = 'en-US';
const emptySchema = z.null();

/** Asserts a success envelope (HTTP 200, code 0000, the success message) and returns its data. */
function successData<T extends z.ZodType>(
  response: LightMyRequestResponse,
  data: T,
  language: Language = 'en-us',
): z.output<T> {
  expect(response.statusCode, response.body).toBe(200);
  const body = envelopeSchema(z.unknown()).parse(response.json<unknown>());
  expect(body.code).toBe(SUCCESS_CODE);
  expect(body.message).toBe(successMessage[language]);
  return data.parse(body.data);
}

interface FailureExpectation {
  /** The field the failure names (`data.field`, and in words in the message). */
  readonly field?: string;
  /** One issue of `data.issues`: the field's message in English. */
  readonly issue?: string;
  readonly language?: Language;
}

/** Asserts a catalogue failure: its HTTP status, code, message and the field at fault. */
function expectFailure(
  response: LightMyRequestResponse,
  name: ErrorName,
  { field, issue, language = 'en-us' }: FailureExpectation = {},
) {
  const entry = errorCatalogue[name];
  expect(response.statusCode, response.body).toBe(entry.http);
  const body = errorEnvelopeSchema.parse(response.json<unknown>());
  expect(body.code).toBe(entry.code);
  expect(body.message).toBe(errorMessage(entry.code, language, field));
  if (field === undefined) {
    expect(body.data).toBeNull();
  } else {
    expect(body.data?.field).toBe(field);
  }
  if (issue !== undefined) {
    expect(body.data?.issues).toContainEqual({ field, message: issue });
  }
  return body;
}

const longText = (length: number, letter = 'a'): string => letter.repeat(length);

/** A well-formed email of exactly `length` characters (at least 12). */
const emailOfLength = (length: number): string => {
  const local = 'e'.repeat(Math.min(60, length - 9));
  const remaining = length - local.length - 1; // minus the @
  const label = 'd'.repeat(Math.min(60, remaining - 3));
  const tld = 'c'.repeat(remaining - label.length - 1);
  return `${local}@${label}.${tld}`;
};

describe.each(databaseKinds)('users API on %s', (kind) => {
  let portal: TestPortal;
  let admin: TestUser;
  let adminToken: string;

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    admin = await portal.createUser({ account: 'boss', roles: ['ADMIN', 'USER'] });
    adminToken = await portal.tokenFor(admin.id);
  }, 60_000);
  afterAll(() => portal.close());

  /** A call in English, as the admin unless another token is given. */
  const call = (
    definition: EndpointDefinition,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> =>
    portal.request(definition, { token: adminToken, language: english, ...options });

  /** Runs a refused request and proves that no table changed. */
  async function unchanged(
    request: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    const before = await snapshotTables(portal.database);
    const response = await request();
    expect(await snapshotTables(portal.database)).toEqual(before);
    return response;
  }

  async function userRow(id: number) {
    return portal.database.sql.query<{
      account: string;
      nickname: string;
      email: string;
      phone: string;
      active: boolean;
      roles: string[];
      must_change_password: boolean;
    }>(
      'SELECT account, nickname, email, phone, active, roles, must_change_password FROM users WHERE id = $1',
      [id],
    );
  }

  async function create(body: Record<string, unknown>): Promise<User> {
    return successData(await call(userEndpoints.create, { body }), userSchema);
  }

  async function list(query: Record<string, string>) {
    const response = await call(userEndpoints.list, { query });
    return successData(response, userPageSchema);
  }

  async function loginToken(account: string, password: string): Promise<string> {
    const data = successData(await portal.login(account, password), loginResponseSchema, 'zh-cn');
    return data.token;
  }

  async function currentInitialPassword(): Promise<string> {
    const settings = successData(await call(settingEndpoints.read), systemSettingsResponseSchema);
    const value = settings.values.initialPassword;
    if (value === null) throw new Error('the admin should see the initial password');
    return value;
  }

  describe(endpointKey(userEndpoints.current), () => {
    it('returns the signed-in admin', async () => {
      const user = successData(await call(userEndpoints.current), userSchema);
      expect(user).toMatchObject({
        id: admin.id,
        account: 'boss',
        nickname: 'boss',
        email: 'boss@example.com',
        status: 'activated',
        roles: ['ADMIN', 'USER'],
        mustChangePassword: false,
        lockedUntil: null,
      });
    });

    it('returns a plain USER', async () => {
      const plain = await portal.createUser({ account: 'plain-user', roles: ['USER'] });
      const token = await portal.tokenFor(plain.id);
      const user = successData(await call(userEndpoints.current, { token }), userSchema);
      expect(user).toMatchObject({
        id: plain.id,
        account: 'plain-user',
        roles: ['USER'],
        status: 'activated',
        mustChangePassword: false,
      });
    });

    it('answers a user who must still change their password', async () => {
      const fresh = await portal.createUser({
        account: 'must-change-cur',
        roles: ['USER'],
        mustChangePassword: true,
      });
      const token = await portal.tokenFor(fresh.id);
      const user = successData(await call(userEndpoints.current, { token }), userSchema);
      expect(user).toMatchObject({ id: fresh.id, mustChangePassword: true });
    });

    it('refuses a call without a token (1001) and an unknown token (1002)', async () => {
      expectFailure(await call(userEndpoints.current, { token: undefined }), 'SESSION_INVALID');
      expectFailure(await call(userEndpoints.current, { token: 'x'.repeat(43) }), 'LOGIN_EXPIRED');
    });

    it('answers in Chinese when no language is asked for', async () => {
      const response = await portal.request(userEndpoints.current, { token: 'garbage' });
      expectFailure(response, 'LOGIN_EXPIRED', { language: 'zh-cn' });
    });
  });

  describe(endpointKey(userEndpoints.changePassword), () => {
    it('changes the password, ends every session and returns a fresh token', async () => {
      const user = await portal.createUser({
        account: 'pw-changer',
        roles: ['USER'],
        password: 'Old#pass1',
        mustChangePassword: true,
      });
      const token = await portal.tokenFor(user.id);
      const otherSession = await portal.tokenFor(user.id);
      const oldHash = browserPasswordHash('Old#pass1');
      const newHash = browserPasswordHash('New#pass2');

      const wrongOld = await unchanged(() =>
        call(userEndpoints.changePassword, {
          token,
          body: { oldPassword: browserPasswordHash('Not#mine'), newPassword: newHash },
        }),
      );
      expectFailure(wrongOld, 'ACCOUNT_OR_OLD_PASSWORD_WRONG', { field: 'oldPassword' });

      const same = await unchanged(() =>
        call(userEndpoints.changePassword, {
          token,
          body: { oldPassword: oldHash, newPassword: oldHash },
        }),
      );
      expectFailure(same, 'VALIDATION_FAILED', {
        field: 'newPassword',
        issue: 'The new password must be different from the old password',
      });

      const badHash = await unchanged(() =>
        call(userEndpoints.changePassword, {
          token,
          body: { oldPassword: 'Old#pass1', newPassword: newHash },
        }),
      );
      expectFailure(badHash, 'VALIDATION_FAILED', {
        field: 'oldPassword',
        issue: 'Invalid password data, please refresh and retry',
      });

      const missing = await unchanged(() =>
        call(userEndpoints.changePassword, { token, body: { newPassword: newHash } }),
      );
      expectFailure(missing, 'FIELD_REQUIRED', { field: 'oldPassword' });

      const changed = successData(
        await call(userEndpoints.changePassword, {
          token,
          body: { oldPassword: oldHash, newPassword: newHash },
        }),
        sessionTokenSchema,
      );
      expect(changed.token).not.toBe(token);
      expect(changed.token).not.toBe(otherSession);
      expect(Number.isNaN(Date.parse(changed.expiresAt))).toBe(false);

      expectFailure(await call(userEndpoints.current, { token }), 'LOGIN_EXPIRED');
      expectFailure(await call(userEndpoints.current, { token: otherSession }), 'LOGIN_EXPIRED');
      const me = successData(
        await call(userEndpoints.current, { token: changed.token }),
        userSchema,
      );
      expect(me).toMatchObject({ id: user.id, mustChangePassword: false });
      expect((await userRow(user.id))[0]?.must_change_password).toBe(false);

      expectFailure(await portal.login('pw-changer', 'Old#pass1'), 'ACCOUNT_OR_PASSWORD_WRONG', {
        language: 'zh-cn',
      });
      const login = successData(
        await portal.login('pw-changer', 'New#pass2'),
        loginResponseSchema,
        'zh-cn',
      );
      expect(login.user).toMatchObject({ account: 'pw-changer', mustChangePassword: false });
    });
  });

  describe('the initial password of a user created by the admin', () => {
    it('must be changed before anything but current, password and logout works', async () => {
      const initialPassword = await currentInitialPassword();
      expect(initialPassword).toBe(systemSettingDefaults.initialPassword);
      const created = await create({
        account: 'first-timer',
        nickname: 'First Timer',
        email: 'first.timer@example.com',
      });
      expect(created.mustChangePassword).toBe(true);

      const loggedIn = successData(
        await portal.login('first-timer', initialPassword),
        loginResponseSchema,
        'zh-cn',
      );
      expect(loggedIn.user).toMatchObject({ id: created.id, mustChangePassword: true });
      const token = loggedIn.token;

      expectFailure(await call(settingEndpoints.read, { token }), 'PASSWORD_CHANGE_REQUIRED');
      expectFailure(await call(userEndpoints.list, { token }), 'PASSWORD_CHANGE_REQUIRED');
      const me = successData(await call(userEndpoints.current, { token }), userSchema);
      expect(me).toMatchObject({ account: 'first-timer', mustChangePassword: true });

      // Logout is allowed too: a second session signs out.
      const second = await loginToken('first-timer', initialPassword);
      successData(await call(authEndpoints.logout, { token: second }), emptySchema);
      expectFailure(await call(userEndpoints.current, { token: second }), 'LOGIN_EXPIRED');

      const changed = successData(
        await call(userEndpoints.changePassword, {
          token,
          body: {
            oldPassword: browserPasswordHash(initialPassword),
            newPassword: browserPasswordHash('Mine#2026'),
          },
        }),
        sessionTokenSchema,
      );
      const settings = successData(
        await call(settingEndpoints.read, { token: changed.token }),
        systemSettingsResponseSchema,
      );
      expect(settings.values.initialPassword).toBeNull();
      successData(await portal.login('first-timer', 'Mine#2026'), loginResponseSchema, 'zh-cn');
    });

    it('comes from the system setting when the admin changes it', async () => {
      successData(
        await call(settingEndpoints.put, {
          query: { name: 'initialPassword' },
          body: { value: 'NewInit#99' },
        }),
        systemSettingsResponseSchema,
      );
      try {
        const created = await create({
          account: 'second-timer',
          nickname: 'Second Timer',
          email: 'second.timer@example.com',
        });
        expectFailure(
          await portal.login('second-timer', systemSettingDefaults.initialPassword),
          'ACCOUNT_OR_PASSWORD_WRONG',
          { language: 'zh-cn' },
        );
        const loggedIn = successData(
          await portal.login('second-timer', 'NewInit#99'),
          loginResponseSchema,
          'zh-cn',
        );
        expect(loggedIn.user).toMatchObject({ id: created.id, mustChangePassword: true });
        expectFailure(
          await call(settingEndpoints.read, { token: loggedIn.token }),
          'PASSWORD_CHANGE_REQUIRED',
        );
      } finally {
        await call(settingEndpoints.put, {
          query: { name: 'initialPassword' },
          body: { value: systemSettingDefaults.initialPassword },
        });
      }
    });
  });

  describe(endpointKey(userEndpoints.list), () => {
    it('pages with page, size and total, newest first', async () => {
      const made: TestUser[] = [];
      for (let index = 1; index <= 12; index += 1) {
        made.push(
          await portal.createUser({
            account: `pagex-${String(index).padStart(2, '0')}`,
            roles: ['USER'],
          }),
        );
      }
      const first = await list({ account: 'pagex-', page: '1', size: '10' });
      expect(first.total).toBe(12);
      expect(first.page).toBe(1);
      expect(first.size).toBe(10);
      expect(first.records.map((user) => user.account)).toEqual(
        made
          .slice(2)
          .reverse()
          .map((user) => user.account),
      );
      const second = await list({ account: 'pagex-', page: '2', size: '10' });
      expect(second).toMatchObject({ total: 12, page: 2, size: 10 });
      expect(second.records.map((user) => user.account)).toEqual(['pagex-02', 'pagex-01']);

      const beyond = await list({ account: 'pagex-', page: '3', size: '10' });
      expect(beyond).toMatchObject({ records: [], total: 12, page: 3 });

      for (const size of ['20', '50', '100']) {
        const page = await list({ account: 'pagex-', size });
        expect(page).toMatchObject({ total: 12, page: 1, size: Number(size) });
        expect(page.records).toHaveLength(12);
      }

      const everyone = await list({});
      expect(everyone.size).toBe(10);
      expect(everyone.page).toBe(1);
      expect(everyone.records).toHaveLength(10);
      expect(everyone.total).toBeGreaterThanOrEqual(13);
    });

    it('refuses a page size other than 10, 20, 50 or 100 and a page below 1', async () => {
      expectFailure(await call(userEndpoints.list, { query: { size: 7 } }), 'VALIDATION_FAILED', {
        field: 'size',
      });
      expectFailure(await call(userEndpoints.list, { query: { page: 0 } }), 'VALIDATION_FAILED', {
        field: 'page',
      });
      expectFailure(
        await call(userEndpoints.list, { query: { status: 'gone' } }),
        'VALIDATION_FAILED',
        { field: 'status' },
      );
      expectFailure(
        await call(userEndpoints.list, { query: { role: 'ROOT' } }),
        'VALIDATION_FAILED',
        { field: 'role' },
      );
    });

    it('filters by account, partially and case-insensitively', async () => {
      await portal.createUser({ account: 'FiltAcct-Alpha', roles: ['USER'] });
      await portal.createUser({ account: 'filtacct-beta', roles: ['USER'] });
      await portal.createUser({ account: 'other-filt', roles: ['USER'] });
      const page = await list({ account: 'FILTACCT' });
      expect(page.total).toBe(2);
      expect(page.records.map((user) => user.account).sort()).toEqual([
        'FiltAcct-Alpha',
        'filtacct-beta',
      ]);
    });

    it('filters by nickname and by email', async () => {
      await create({ account: 'nickf-1', nickname: 'Zeta Quokka', email: 'nickf1@example.com' });
      await create({ account: 'nickf-2', nickname: 'Other Name', email: 'Mail.Filter@corp-q.com' });
      const byNickname = await list({ nickname: 'zeta quo' });
      expect(byNickname.records.map((user) => user.account)).toEqual(['nickf-1']);
      expect(byNickname.total).toBe(1);
      const byEmail = await list({ email: 'CORP-Q' });
      expect(byEmail.records.map((user) => user.account)).toEqual(['nickf-2']);
      expect(byEmail.total).toBe(1);
    });

    it('filters by status and by role', async () => {
      await portal.createUser({ account: 'statf-on', roles: ['USER'] });
      await portal.createUser({ account: 'statf-off', roles: ['USER'], active: false });
      const off = await list({ account: 'statf-', status: 'deactivated' });
      expect(off.records.map((user) => [user.account, user.status])).toEqual([
        ['statf-off', 'deactivated'],
      ]);
      const on = await list({ account: 'statf-', status: 'activated' });
      expect(on.records.map((user) => [user.account, user.status])).toEqual([
        ['statf-on', 'activated'],
      ]);

      await portal.createUser({ account: 'rolef-a', roles: ['PRODUCT', 'USER'] });
      await portal.createUser({ account: 'rolef-b', roles: ['USER'] });
      const products = await list({ account: 'rolef-', role: 'PRODUCT' });
      expect(products.records.map((user) => user.account)).toEqual(['rolef-a']);
      expect(products.total).toBe(1);
      const plain = await list({ account: 'rolef-', role: 'USER' });
      expect(plain.total).toBe(2);
    });

    it('takes % and _ in a filter literally', async () => {
      await create({ account: 'pct-1', nickname: 'pct%nick', email: 'pct1@example.com' });
      await create({ account: 'pct-2', nickname: 'pctXnick', email: 'pct2@example.com' });
      const percent = await list({ nickname: 't%n' });
      expect(percent.records.map((user) => user.account)).toEqual(['pct-1']);
      const onlyPercent = await list({ nickname: '%' });
      expect(onlyPercent.records.map((user) => user.account)).toEqual(['pct-1']);

      await portal.createUser({ account: 'und_sc1', roles: ['USER'] });
      await portal.createUser({ account: 'undxsc1', roles: ['USER'] });
      const underscore = await list({ account: 'und_sc' });
      expect(underscore.records.map((user) => user.account)).toEqual(['und_sc1']);
      expect(underscore.total).toBe(1);
    });
  });

  describe(endpointKey(userEndpoints.create), () => {
    it('creates an activated USER who must change the initial password', async () => {
      const user = await create({
        account: 'created-ok',
        nickname: 'Created OK',
        email: 'created.ok@example.com',
      });
      expect(user).toMatchObject({
        account: 'created-ok',
        nickname: 'Created OK',
        email: 'created.ok@example.com',
        phone: '',
        status: 'activated',
        roles: ['USER'],
        mustChangePassword: true,
        lockedUntil: null,
      });
      expect(await userRow(user.id)).toEqual([
        {
          account: 'created-ok',
          nickname: 'Created OK',
          email: 'created.ok@example.com',
          phone: '',
          active: true,
          roles: ['USER'],
          must_change_password: true,
        },
      ]);
    });

    it('stores the roles and phone given, trims text, and accepts the email admin', async () => {
      const user = await create({
        account: 'created-roles',
        nickname: '  Spaced  ',
        email: 'admin',
        phone: '13812345678',
        roles: ['ORDER', 'INVOICE'],
      });
      expect(user).toMatchObject({
        nickname: 'Spaced',
        email: 'admin',
        phone: '13812345678',
        roles: ['ORDER', 'INVOICE'],
      });
    });

    it('accepts texts of exactly 32 and 128 characters', async () => {
      const account = longText(32, 'b');
      const nickname = longText(32, 'n');
      const email = emailOfLength(128);
      expect(email).toHaveLength(128);
      const user = await create({ account, nickname, email });
      expect(user).toMatchObject({ account, nickname, email });
    });

    it('refuses a duplicate account with 4005 and changes nothing', async () => {
      await create({ account: 'dup-acct', nickname: 'Dup', email: 'dup@example.com' });
      const response = await unchanged(() =>
        call(userEndpoints.create, {
          body: { account: 'dup-acct', nickname: 'Dup again', email: 'dup2@example.com' },
        }),
      );
      expectFailure(response, 'ALREADY_EXISTS', { field: 'account' });
    });

    const valid = { account: 'never-made', nickname: 'Never', email: 'never@example.com' };
    const invalidCases: {
      readonly label: string;
      readonly body: Record<string, unknown>;
      readonly error: ErrorName;
      readonly field: string;
      readonly issue?: string;
    }[] = [
      {
        label: 'a missing account',
        body: { nickname: 'Never', email: 'never@example.com' },
        error: 'FIELD_REQUIRED',
        field: 'account',
        issue: 'This field cannot be empty',
      },
      {
        label: 'an empty account',
        body: { ...valid, account: '   ' },
        error: 'FIELD_REQUIRED',
        field: 'account',
      },
      {
        label: 'an account with a space',
        body: { ...valid, account: 'has space' },
        error: 'VALIDATION_FAILED',
        field: 'account',
        issue: 'Only letters, digits, hyphens and underscores are allowed',
      },
      {
        label: 'an account with é',
        body: { ...valid, account: 'café' },
        error: 'VALIDATION_FAILED',
        field: 'account',
      },
      {
        label: 'an account of 33 characters',
        body: { ...valid, account: longText(33) },
        error: 'VALIDATION_FAILED',
        field: 'account',
        issue: 'Max 32 characters',
      },
      {
        label: 'a missing nickname',
        body: { account: 'never-made', email: 'never@example.com' },
        error: 'FIELD_REQUIRED',
        field: 'nickname',
      },
      {
        label: 'a nickname of 33 characters',
        body: { ...valid, nickname: longText(33) },
        error: 'VALIDATION_FAILED',
        field: 'nickname',
        issue: 'Max 32 characters',
      },
      {
        label: 'an email of 129 characters',
        body: { ...valid, email: emailOfLength(129) },
        error: 'VALIDATION_FAILED',
        field: 'email',
        issue: 'Max 128 characters',
      },
      {
        label: 'a malformed email',
        body: { ...valid, email: 'a@b' },
        error: 'EMAIL_INVALID',
        field: 'email',
        issue: 'Email format is incorrect',
      },
      {
        label: 'a missing email',
        body: { account: 'never-made', nickname: 'Never' },
        error: 'FIELD_REQUIRED',
        field: 'email',
      },
      {
        label: 'a short phone number',
        body: { ...valid, phone: '12345' },
        error: 'PHONE_INVALID',
        field: 'phone',
        issue: 'Please enter a valid 11-digit mobile phone number',
      },
      {
        label: 'an unknown role',
        body: { ...valid, roles: ['ROOT'] },
        error: 'VALIDATION_FAILED',
        field: 'roles.0',
      },
      {
        label: 'an empty role list',
        body: { ...valid, roles: [] },
        error: 'FIELD_REQUIRED',
        field: 'roles',
      },
      {
        label: 'a role given twice',
        body: { ...valid, roles: ['USER', 'USER'] },
        error: 'VALIDATION_FAILED',
        field: 'roles',
      },
      {
        label: 'an account of the wrong type',
        body: { ...valid, account: 42 },
        error: 'VALIDATION_FAILED',
        field: 'account',
        issue: 'Information input error',
      },
    ];

    it.each(invalidCases)('refuses $label and changes nothing', async (testCase) => {
      const response = await unchanged(() => call(userEndpoints.create, { body: testCase.body }));
      expectFailure(response, testCase.error, {
        field: testCase.field,
        ...(testCase.issue === undefined ? {} : { issue: testCase.issue }),
      });
    });

    it('refuses malformed JSON with 2002 and changes nothing', async () => {
      const response = await unchanged(() =>
        call(userEndpoints.create, {
          body: '{"account": "x",',
          headers: { 'content-type': 'application/json' },
        }),
      );
      expectFailure(response, 'JSON_INVALID');
    });
  });

  describe(endpointKey(userEndpoints.info), () => {
    it('returns the user', async () => {
      const made = await create({
        account: 'info-me',
        nickname: 'Info Me',
        email: 'info.me@example.com',
        phone: '13912345678',
      });
      const user = successData(
        await call(userEndpoints.info, { params: { id: made.id } }),
        userSchema,
      );
      expect(user).toEqual(made);
    });

    it('answers 3001 for an unknown id and 2001 for an id that is not a number', async () => {
      expectFailure(await call(userEndpoints.info, { params: { id: 999_999 } }), 'NOT_FOUND', {
        field: 'id',
      });
      expectFailure(
        await call(userEndpoints.info, { params: { id: 'abc' } }),
        'VALIDATION_FAILED',
        { field: 'id' },
      );
      expectFailure(await call(userEndpoints.info, { params: { id: 0 } }), 'VALIDATION_FAILED', {
        field: 'id',
      });
      expectFailure(
        await call(userEndpoints.info, { params: { id: '1.5' } }),
        'VALIDATION_FAILED',
        { field: 'id' },
      );
    });
  });

  describe('input the database cannot take', () => {
    const idRoutes = [
      { route: userEndpoints.info },
      { route: userEndpoints.update, sent: { nickname: 'Big', email: 'big@example.com' } },
      { route: userEndpoints.remove },
      { route: userEndpoints.active, sent: { active: false } },
      { route: userEndpoints.authorize, sent: { roles: ['USER'] } },
    ].map(({ route, sent }) => ({ key: endpointKey(route), route, sent }));

    // users.id is a PostgreSQL integer: 2147483648 passes userIdParamsSchema, then the query
    // fails with "out of range for type integer" and the caller gets 5001 instead of 3001/2001.
    it.each(idRoutes)(
      '$key refuses an id beyond the integer column without a server error',
      async ({ route, sent }) => {
        const response = await unchanged(() =>
          call(route, {
            params: { id: 2_147_483_648 },
            ...(sent === undefined ? {} : { body: sent }),
          }),
        );
        expect(response.statusCode, response.body).toBeLessThan(500);
        const body = errorEnvelopeSchema.parse(response.json<unknown>());
        expect([errorCatalogue.NOT_FOUND.code, errorCatalogue.VALIDATION_FAILED.code]).toContain(
          body.code,
        );
        expect(body.data?.field).toBe('id');
      },
    );

    // PostgreSQL text cannot hold U+0000: the insert fails and the caller gets 5001.
    it('refuses a NUL character in a text field with 2001 and changes nothing', async () => {
      const created = await unchanged(() =>
        call(userEndpoints.create, {
          body: { account: 'nul-create', nickname: 'a\u0000b', email: 'nul@example.com' },
        }),
      );
      expectFailure(created, 'VALIDATION_FAILED', { field: 'nickname' });

      const target = await portal.createUser({ account: 'nul-update', roles: ['USER'] });
      const updated = await unchanged(() =>
        call(userEndpoints.update, {
          params: { id: target.id },
          body: { nickname: 'a\u0000b', email: 'nul@example.com' },
        }),
      );
      expectFailure(updated, 'VALIDATION_FAILED', { field: 'nickname' });
    });

    it('refuses a NUL character in a list filter with 2001', async () => {
      const response = await call(userEndpoints.list, { query: { nickname: 'a\u0000b' } });
      expectFailure(response, 'VALIDATION_FAILED', { field: 'nickname' });
    });

    // zod's int() bounds numbers to the safe-integer range with a too_big issue, and ruleOf
    // turns every too_big into the string rule: "Max 9007199254740991 characters".
    it('does not describe a number out of range as a text too long', async () => {
      const huge = '1000000000000000000';
      for (const [request, field] of [
        [{ route: userEndpoints.list, query: { page: huge } }, 'page'],
        [{ route: userEndpoints.list, query: { size: huge } }, 'size'],
        [{ route: userEndpoints.info, params: { id: '9007199254740993' } }, 'id'],
      ] as const) {
        const { route, ...parts } = request;
        const response = await call(route, parts);
        const body = expectFailure(response, 'VALIDATION_FAILED', { field });
        const messages = (body.data?.issues ?? []).map((issue) => issue.message);
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(message).not.toMatch(/characters/);
      }
    });
  });

  describe(endpointKey(userEndpoints.update), () => {
    it('edits nickname, email and phone', async () => {
      const made = await create({
        account: 'upd-me',
        nickname: 'Before',
        email: 'before@example.com',
      });
      const user = successData(
        await call(userEndpoints.update, {
          params: { id: made.id },
          body: { nickname: 'After', email: 'after@example.com', phone: '15012345678' },
        }),
        userSchema,
      );
      expect(user).toMatchObject({
        id: made.id,
        account: 'upd-me',
        nickname: 'After',
        email: 'after@example.com',
        phone: '15012345678',
        roles: ['USER'],
        status: 'activated',
      });
      expect((await userRow(made.id))[0]).toMatchObject({
        nickname: 'After',
        email: 'after@example.com',
        phone: '15012345678',
      });
    });

    it('answers 3001 for an unknown id and changes nothing', async () => {
      const response = await unchanged(() =>
        call(userEndpoints.update, {
          params: { id: 999_999 },
          body: { nickname: 'Ghost', email: 'ghost@example.com' },
        }),
      );
      expectFailure(response, 'NOT_FOUND', { field: 'id' });
    });

    it('refuses a bad email or a missing nickname and changes nothing', async () => {
      const made = await create({ account: 'upd-bad', nickname: 'Bad', email: 'bad@example.com' });
      const badEmail = await unchanged(() =>
        call(userEndpoints.update, {
          params: { id: made.id },
          body: { nickname: 'Bad', email: 'not-an-email' },
        }),
      );
      expectFailure(badEmail, 'EMAIL_INVALID', { field: 'email' });
      const noNickname = await unchanged(() =>
        call(userEndpoints.update, { params: { id: made.id }, body: { email: 'bad@example.com' } }),
      );
      expectFailure(noNickname, 'FIELD_REQUIRED', { field: 'nickname' });
      const badPhone = await unchanged(() =>
        call(userEndpoints.update, {
          params: { id: made.id },
          body: { nickname: 'Bad', email: 'bad@example.com', phone: '23812345678' },
        }),
      );
      expectFailure(badPhone, 'PHONE_INVALID', { field: 'phone' });
    });
  });

  describe(endpointKey(userEndpoints.remove), () => {
    it('deletes the user and ends their sessions', async () => {
      const victim = await portal.createUser({ account: 'del-me', roles: ['USER'] });
      const token = await portal.tokenFor(victim.id);
      successData(await call(userEndpoints.current, { token }), userSchema);

      const data = successData(
        await call(userEndpoints.remove, { params: { id: victim.id } }),
        emptySchema,
      );
      expect(data).toBeNull();
      expect(await userRow(victim.id)).toEqual([]);
      expectFailure(await call(userEndpoints.info, { params: { id: victim.id } }), 'NOT_FOUND', {
        field: 'id',
      });
      expectFailure(await call(userEndpoints.current, { token }), 'LOGIN_EXPIRED');
      expectFailure(await call(userEndpoints.remove, { params: { id: victim.id } }), 'NOT_FOUND', {
        field: 'id',
      });
    });

    it('refuses to delete yourself (4006) and changes nothing', async () => {
      const response = await unchanged(() =>
        call(userEndpoints.remove, { params: { id: admin.id } }),
      );
      expectFailure(response, 'SELF_OPERATION_FORBIDDEN', { field: 'id' });
    });

    it('answers 3001 for an unknown id', async () => {
      const response = await unchanged(() =>
        call(userEndpoints.remove, { params: { id: 999_999 } }),
      );
      expectFailure(response, 'NOT_FOUND', { field: 'id' });
    });
  });

  describe(endpointKey(userEndpoints.active), () => {
    it('deactivation ends the sessions at once and blocks sign-in; activation restores it', async () => {
      const user = await portal.createUser({ account: 'act-me', roles: ['USER'] });
      const token = await portal.tokenFor(user.id);
      successData(await call(userEndpoints.current, { token }), userSchema);

      const off = successData(
        await call(userEndpoints.active, { params: { id: user.id }, body: { active: false } }),
        userSchema,
      );
      expect(off).toMatchObject({ id: user.id, status: 'deactivated' });
      expectFailure(await call(userEndpoints.current, { token }), 'LOGIN_EXPIRED');
      expectFailure(await portal.login('act-me', user.password), 'ACCOUNT_DEACTIVATED', {
        language: 'zh-cn',
      });

      const on = successData(
        await call(userEndpoints.active, { params: { id: user.id }, body: { active: true } }),
        userSchema,
      );
      expect(on).toMatchObject({ id: user.id, status: 'activated' });
      const fresh = await loginToken('act-me', user.password);
      successData(await call(userEndpoints.current, { token: fresh }), userSchema);
    });

    it('refuses yourself (4006), a non-boolean (2001) and an unknown id (3001)', async () => {
      const self = await unchanged(() =>
        call(userEndpoints.active, { params: { id: admin.id }, body: { active: false } }),
      );
      expectFailure(self, 'SELF_OPERATION_FORBIDDEN', { field: 'id' });

      const target = await portal.createUser({ account: 'act-bad', roles: ['USER'] });
      const notBoolean = await unchanged(() =>
        call(userEndpoints.active, { params: { id: target.id }, body: { active: 'no' } }),
      );
      expectFailure(notBoolean, 'VALIDATION_FAILED', { field: 'active' });
      const missing = await unchanged(() =>
        call(userEndpoints.active, { params: { id: target.id }, body: {} }),
      );
      expectFailure(missing, 'FIELD_REQUIRED', { field: 'active' });
      const unknown = await unchanged(() =>
        call(userEndpoints.active, { params: { id: 999_999 }, body: { active: false } }),
      );
      expectFailure(unknown, 'NOT_FOUND', { field: 'id' });
    });
  });

  describe(endpointKey(userEndpoints.authorize), () => {
    it("sets the roles, ends the user's sessions, and a new token carries the new roles", async () => {
      const user = await portal.createUser({ account: 'authz-me', roles: ['USER'] });
      const token = await portal.tokenFor(user.id);
      expectFailure(await call(userEndpoints.list, { token }), 'NO_PERMISSION');

      const updated = successData(
        await call(userEndpoints.authorize, {
          params: { id: user.id },
          body: { roles: ['ADMIN', 'USER'] },
        }),
        userSchema,
      );
      expect(updated).toMatchObject({ id: user.id, roles: ['ADMIN', 'USER'] });
      expectFailure(await call(userEndpoints.current, { token }), 'LOGIN_EXPIRED');

      const fresh = await portal.tokenFor(user.id);
      const page = successData(
        await call(userEndpoints.list, { query: { account: 'authz-me' }, token: fresh }),
        userPageSchema,
      );
      expect(page.records.map((record) => record.roles)).toEqual([['ADMIN', 'USER']]);
    });

    it('refuses yourself (4006), duplicate or no roles, and an unknown id', async () => {
      const self = await unchanged(() =>
        call(userEndpoints.authorize, { params: { id: admin.id }, body: { roles: ['USER'] } }),
      );
      expectFailure(self, 'SELF_OPERATION_FORBIDDEN', { field: 'id' });

      const target = await portal.createUser({ account: 'authz-bad', roles: ['USER'] });
      const twice = await unchanged(() =>
        call(userEndpoints.authorize, {
          params: { id: target.id },
          body: { roles: ['USER', 'USER'] },
        }),
      );
      expectFailure(twice, 'VALIDATION_FAILED', { field: 'roles' });
      const none = await unchanged(() =>
        call(userEndpoints.authorize, { params: { id: target.id }, body: { roles: [] } }),
      );
      expectFailure(none, 'FIELD_REQUIRED', { field: 'roles' });
      const unknownRole = await unchanged(() =>
        call(userEndpoints.authorize, {
          params: { id: target.id },
          body: { roles: ['USER', 'ROOT'] },
        }),
      );
      expectFailure(unknownRole, 'VALIDATION_FAILED', { field: 'roles.1' });
      const unknown = await unchanged(() =>
        call(userEndpoints.authorize, { params: { id: 999_999 }, body: { roles: ['USER'] } }),
      );
      expectFailure(unknown, 'NOT_FOUND', { field: 'id' });
    });
  });

  describe('the audit trail', () => {
    it('records every user change with its target and actor', async () => {
      const made = await create({ account: 'audited', nickname: 'Aud', email: 'aud@example.com' });
      await call(userEndpoints.update, {
        params: { id: made.id },
        body: { nickname: 'Audited', email: 'aud@example.com' },
      });
      await call(userEndpoints.active, { params: { id: made.id }, body: { active: false } });
      // Deactivating again changes nothing, so it records nothing.
      await call(userEndpoints.active, { params: { id: made.id }, body: { active: false } });
      await call(userEndpoints.active, { params: { id: made.id }, body: { active: true } });
      await call(userEndpoints.authorize, {
        params: { id: made.id },
        body: { roles: ['ORDER', 'USER'] },
      });
      const initialPassword = await currentInitialPassword();
      const token = await loginToken('audited', initialPassword);
      successData(
        await call(userEndpoints.changePassword, {
          token,
          body: {
            oldPassword: browserPasswordHash(initialPassword),
            newPassword: browserPasswordHash('Audited#1'),
          },
        }),
        sessionTokenSchema,
      );
      successData(await call(userEndpoints.remove, { params: { id: made.id } }), emptySchema);

      const rows = await portal.database.sql.query<{
        action: string;
        target: string | null;
        actor_account: string | null;
      }>('SELECT action, target, actor_account FROM audit_events WHERE target = $1 ORDER BY id', [
        'audited',
      ]);
      expect(rows.filter((row) => !row.action.startsWith('login.'))).toEqual([
        { action: 'user.create', target: 'audited', actor_account: 'boss' },
        { action: 'user.update', target: 'audited', actor_account: 'boss' },
        { action: 'user.deactivate', target: 'audited', actor_account: 'boss' },
        { action: 'user.activate', target: 'audited', actor_account: 'boss' },
        { action: 'user.authorize', target: 'audited', actor_account: 'boss' },
        { action: 'password.change', target: 'audited', actor_account: 'audited' },
        { action: 'user.delete', target: 'audited', actor_account: 'boss' },
      ]);
    });
  });

  describe('access', () => {
    /** Every admin endpoint, with a body it would accept; `id` is filled in where it has one. */
    const adminCalls: readonly { route: EndpointDefinition; body?: unknown }[] = [
      { route: userEndpoints.list },
      {
        route: userEndpoints.create,
        body: { account: 'sneaky', nickname: 'Sneaky', email: 'sneaky@example.com' },
      },
      { route: userEndpoints.info },
      { route: userEndpoints.update, body: { nickname: 'Hacked', email: 'hacked@example.com' } },
      { route: userEndpoints.remove },
      { route: userEndpoints.active, body: { active: false } },
      { route: userEndpoints.authorize, body: { roles: ['ADMIN'] } },
    ];

    it.each<{ label: string; roles: readonly Role[] }>([
      { label: 'ORDER', roles: ['ORDER'] },
      { label: 'ALL', roles: ['ALL', 'USER'] },
    ])('refuses every admin call to a $label user (1003) and changes nothing', async (testCase) => {
      const caller = await portal.createUser({
        account: `no-admin-${testCase.label.toLowerCase()}`,
        roles: testCase.roles,
      });
      const target = await portal.createUser({
        account: `no-admin-target-${testCase.label.toLowerCase()}`,
        roles: ['USER'],
      });
      const token = await portal.tokenFor(caller.id);
      successData(await call(userEndpoints.current, { token }), userSchema);
      for (const adminCall of adminCalls) {
        const response = await unchanged(() =>
          call(adminCall.route, {
            params: { id: target.id },
            token,
            ...(adminCall.body === undefined ? {} : { body: adminCall.body }),
          }),
        );
        expectFailure(response, 'NO_PERMISSION');
      }
    });

    it('refuses every admin call without a token (1001)', async () => {
      for (const adminCall of adminCalls) {
        const response = await call(adminCall.route, {
          params: { id: admin.id },
          token: undefined,
          ...(adminCall.body === undefined ? {} : { body: adminCall.body }),
        });
        expectFailure(response, 'SESSION_INVALID');
      }
    });

    it('checks the roles before the input: an invalid body still gets 1003', async () => {
      const caller = await portal.createUser({ account: 'no-admin-invalid', roles: ['USER'] });
      const token = await portal.tokenFor(caller.id);
      expectFailure(
        await call(userEndpoints.create, { token, body: { account: 42 } }),
        'NO_PERMISSION',
      );
    });
  });
});
