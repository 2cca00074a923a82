import {
  authEndpoints,
  captchaSchema,
  envelopeSchema,
  errorCatalogue,
  errorEnvelopeSchema,
  healthEndpoints,
  initializationStatusSchema,
  loginResponseSchema,
  systemSettingDefaults,
  browserPasswordHash,
  userEndpoints,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { captchaLifetimeSeconds } from './captcha.service';

const E = errorCatalogue;
const codeOf = (response: { json(): unknown }): string =>
  errorEnvelopeSchema.or(envelopeSchema(z.unknown())).parse(response.json()).code;

async function auditActions(portal: TestPortal, target: string): Promise<string[]> {
  const rows = await portal.database.sql.query<{ action: string }>(
    'SELECT action FROM audit_events WHERE target = $1 ORDER BY id',
    [target],
  );
  return rows.map((row) => row.action);
}

describe.each(databaseKinds)('auth API on %s', (kind) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal(kind);
  }, 60_000);
  afterAll(() => portal.close());

  describe('initialisation', () => {
    it('is open until the admin password is set, then answers "already initialised"', async () => {
      const status = await portal.request(authEndpoints.initialized);
      expect(envelopeSchema(initializationStatusSchema).parse(status.json()).data).toEqual({
        initialized: false,
      });

      for (const body of [{}, { password: 'plain-text' }, { password: 'A'.repeat(64) }]) {
        const before = await snapshotTables(portal.database);
        const refused = await portal.request(authEndpoints.initialize, { body });
        expect(refused.statusCode, JSON.stringify(body)).toBe(422);
        expect(refused.json()).toMatchObject({ data: { field: 'password' } });
        expect(await snapshotTables(portal.database)).toEqual(before);
      }
      const malformed = await portal.request(authEndpoints.initialize, {
        body: '{"password": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(codeOf(malformed)).toBe(E.JSON_INVALID.code);

      // Three at once: exactly one wins.
      const attempts = await Promise.all(
        ['Admin#2026', 'Other#2026', 'Third#2026'].map((password) =>
          portal.request(authEndpoints.initialize, {
            body: { password: browserPasswordHash(password) },
          }),
        ),
      );
      const codes = attempts.map(codeOf).sort();
      expect(codes).toEqual(['0000', E.ALREADY_INITIALIZED.code, E.ALREADY_INITIALIZED.code]);
      const winner = ['Admin#2026', 'Other#2026', 'Third#2026'][
        attempts.findIndex((response) => codeOf(response) === '0000')
      ];

      const again = await portal.request(authEndpoints.initialize, {
        body: { password: browserPasswordHash('Admin#2026') },
        language: 'en-US',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: E.ALREADY_INITIALIZED.code,
        message: E.ALREADY_INITIALIZED.message['en-us'],
        data: null,
      });
      const after = await portal.request(authEndpoints.initialized);
      expect(after.json()).toMatchObject({ data: { initialized: true } });

      const signedIn = await portal.login('admin', winner ?? '');
      const body = envelopeSchema(loginResponseSchema).parse(signedIn.json());
      expect(body.data.user).toMatchObject({ account: 'admin', roles: ['ADMIN', 'USER'] });
      expect(await auditActions(portal, 'admin')).toContain('system.initialize');

      // The stored password is a salted scrypt of the browser's hash, never the hash itself.
      const [stored] = await portal.database.sql.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE account = 'admin'",
      );
      expect(stored?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(stored?.password_hash).not.toContain(browserPasswordHash(winner ?? ''));
    }, 30_000);
  });

  describe('captcha', () => {
    it('is an SVG image with an id, kept server side without its answer', async () => {
      const response = await portal.request(authEndpoints.captcha);
      const { data } = envelopeSchema(captchaSchema).parse(response.json());
      expect(data.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(data.expiresInSeconds).toBe(captchaLifetimeSeconds);
      const rows = await portal.database.sql.query<{ id: string; answer_hash: string }>(
        'SELECT id, answer_hash FROM captchas WHERE id = $1',
        [data.captchaId],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('is single use: a second attempt with the same captcha is refused', async () => {
      const user = await portal.createUser({ account: 'captcha-reuse', roles: ['ORDER'] });
      const { captchaId, answer } = await portal.captcha();
      const body = {
        account: user.account,
        password: browserPasswordHash('wrong-one'),
        captchaId,
        captchaCode: answer,
      };
      expect(codeOf(await portal.request(authEndpoints.login, { body }))).toBe(
        E.ACCOUNT_OR_PASSWORD_WRONG.code,
      );
      const reused = await portal.request(authEndpoints.login, {
        body: { ...body, password: browserPasswordHash(user.password) },
      });
      expect(codeOf(reused)).toBe(E.CAPTCHA_WRONG.code);
      expect(reused.json()).toMatchObject({ data: { field: 'captchaCode' } });
    });

    it('expires after two minutes', async () => {
      const user = await portal.createUser({ account: 'captcha-expiry', roles: ['ORDER'] });
      const { captchaId, answer } = await portal.captcha();
      portal.clock.advance(captchaLifetimeSeconds * 1000 + 1);
      const late = await portal.request(authEndpoints.login, {
        body: {
          account: user.account,
          password: browserPasswordHash(user.password),
          captchaId,
          captchaCode: answer,
        },
      });
      expect(codeOf(late)).toBe(E.CAPTCHA_WRONG.code);
    });

    it('accepts the answer in any letter case, refuses a wrong one without counting a failure', async () => {
      const user = await portal.createUser({ account: 'captcha-case', roles: ['ORDER'] });
      const wrong = await portal.captcha();
      const refused = await portal.request(authEndpoints.login, {
        body: {
          account: user.account,
          password: browserPasswordHash(user.password),
          captchaId: wrong.captchaId,
          captchaCode: wrong.answer === 'AAAA' ? 'BBBB' : 'AAAA',
        },
      });
      expect(codeOf(refused)).toBe(E.CAPTCHA_WRONG.code);
      const [row] = await portal.database.sql.query<{ failed_attempts: number }>(
        'SELECT failed_attempts FROM users WHERE id = $1',
        [user.id],
      );
      expect(row?.failed_attempts).toBe(0);

      const right = await portal.captcha();
      const accepted = await portal.request(authEndpoints.login, {
        body: {
          account: user.account,
          password: browserPasswordHash(user.password),
          captchaId: right.captchaId,
          captchaCode: right.answer.toLowerCase(),
        },
      });
      expect(codeOf(accepted)).toBe('0000');
    });
  });

  describe('sign-in', () => {
    it('returns a token that opens the API, and records the sign-in', async () => {
      const user = await portal.createUser({ account: 'signs-in', roles: ['ORDER', 'USER'] });
      const response = await portal.login(user.account, user.password);
      expect(response.statusCode).toBe(200);
      const { data } = envelopeSchema(loginResponseSchema).parse(response.json());
      expect(data.user).toMatchObject({ account: 'signs-in', status: 'activated' });
      const expiresIn = Date.parse(data.expiresAt) - portal.clock.now().getTime();
      expect(expiresIn).toBe(systemSettingDefaults.tokenLifetimeMinutes * 60_000);
      const current = await portal.request(userEndpoints.current, { token: data.token });
      expect(current.json()).toMatchObject({ code: '0000', data: { account: 'signs-in' } });
      expect(await auditActions(portal, 'signs-in')).toEqual(['login.success']);
    });

    it('answers an unknown account exactly like a wrong password', async () => {
      const unknown = await portal.login('nobody-here', 'whatever1');
      const user = await portal.createUser({ account: 'knows-a-bit', roles: ['ORDER'] });
      const wrong = await portal.login(user.account, 'not-it-1');
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(codeOf(unknown)).toBe(E.ACCOUNT_OR_PASSWORD_WRONG.code);
    });

    it('locks the account after three wrong passwords for the configured minutes', async () => {
      const user = await portal.createUser({ account: 'gets-locked', roles: ['ORDER'] });
      const codes: string[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        codes.push(codeOf(await portal.login(user.account, `wrong-${attempt}`)));
      }
      expect(codes).toEqual([
        E.ACCOUNT_OR_PASSWORD_WRONG.code,
        E.ACCOUNT_OR_PASSWORD_WRONG.code,
        E.ACCOUNT_LOCKED.code,
      ]);
      // Even the right password is refused while the lock lasts.
      portal.clock.advance((systemSettingDefaults.lockMinutes - 1) * 60_000);
      const stillLocked = await portal.login(user.account, user.password);
      expect(stillLocked.statusCode).toBe(403);
      expect(codeOf(stillLocked)).toBe(E.ACCOUNT_LOCKED.code);

      portal.clock.advance(60_000 + 1);
      expect(codeOf(await portal.login(user.account, user.password))).toBe('0000');
      expect(await auditActions(portal, 'gets-locked')).toEqual([
        'login.failure',
        'login.failure',
        'login.locked',
        'login.failure',
        'login.success',
      ]);
      // A success clears the count: two more failures do not lock.
      await portal.login(user.account, 'wrong-again');
      await portal.login(user.account, 'wrong-again');
      expect(codeOf(await portal.login(user.account, user.password))).toBe('0000');
    });

    it('counts parallel wrong passwords without losing one', async () => {
      const user = await portal.createUser({ account: 'parallel-wrong', roles: ['ORDER'] });
      const captchas = [await portal.captcha(), await portal.captcha(), await portal.captcha()];
      const results = await Promise.all(
        captchas.map(({ captchaId, answer }, n) =>
          portal.request(authEndpoints.login, {
            body: {
              account: user.account,
              password: browserPasswordHash(`parallel-${n}`),
              captchaId,
              captchaCode: answer,
            },
          }),
        ),
      );
      expect(results.map(codeOf).sort()).toEqual(
        [
          E.ACCOUNT_OR_PASSWORD_WRONG.code,
          E.ACCOUNT_OR_PASSWORD_WRONG.code,
          E.ACCOUNT_LOCKED.code,
        ].sort(),
      );
      expect(codeOf(await portal.login(user.account, user.password))).toBe(E.ACCOUNT_LOCKED.code);
    });

    it('refuses a deactivated account', async () => {
      const user = await portal.createUser({
        account: 'switched-off',
        roles: ['ORDER'],
        active: false,
      });
      const response = await portal.login(user.account, user.password);
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe(E.ACCOUNT_DEACTIVATED.code);
    });

    it.each([
      [{}, 'account', E.FIELD_REQUIRED.code],
      [
        { account: 'x', password: 'short', captchaId: 'c', captchaCode: 'A' },
        'password',
        E.VALIDATION_FAILED.code,
      ],
      [
        { account: 'x'.repeat(33), password: 'a'.repeat(64), captchaId: 'c', captchaCode: 'A' },
        'account',
        E.VALIDATION_FAILED.code,
      ],
      [
        { account: 'x', password: 'a'.repeat(64), captchaCode: 'A' },
        'captchaId',
        E.FIELD_REQUIRED.code,
      ],
      [
        { account: 42, password: 'a'.repeat(64), captchaId: 'c', captchaCode: 'A' },
        'account',
        E.VALIDATION_FAILED.code,
      ],
    ])('refuses the bad input %j naming %s, changing nothing', async (body, field, code) => {
      const before = await snapshotTables(portal.database);
      const response = await portal.request(authEndpoints.login, { body });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code, data: { field } });
      expect(await snapshotTables(portal.database)).toEqual(before);
    });
  });

  describe('sessions', () => {
    it('logout revokes the token at once and is recorded', async () => {
      const user = await portal.createUser({ account: 'logs-out', roles: ['ORDER'] });
      const token = await portal.tokenFor(user.id);
      const other = await portal.tokenFor(user.id);
      expect(codeOf(await portal.request(authEndpoints.logout, { token }))).toBe('0000');
      const after = await portal.request(userEndpoints.current, { token, language: 'en' });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({
        code: E.LOGIN_EXPIRED.code,
        message: E.LOGIN_EXPIRED.message['en-us'],
        data: null,
      });
      // Only that session ended.
      expect(codeOf(await portal.request(userEndpoints.current, { token: other }))).toBe('0000');
      expect(await auditActions(portal, 'logs-out')).toEqual(['logout']);
    });

    it('tokens expire after the configured lifetime', async () => {
      const user = await portal.createUser({ account: 'expires', roles: ['ORDER'] });
      const token = await portal.tokenFor(user.id);
      portal.clock.advance(systemSettingDefaults.tokenLifetimeMinutes * 60_000 - 1000);
      expect(codeOf(await portal.request(userEndpoints.current, { token }))).toBe('0000');
      portal.clock.advance(1000);
      expect(codeOf(await portal.request(userEndpoints.current, { token }))).toBe(
        E.LOGIN_EXPIRED.code,
      );
    });

    it.each([
      [undefined, E.SESSION_INVALID.code],
      ['Basic YWRtaW46YWRtaW4=', E.SESSION_INVALID.code],
      ['Bearer', E.SESSION_INVALID.code],
      ['Bearer made-up-token', E.LOGIN_EXPIRED.code],
      [`Bearer ${'A'.repeat(43)}`, E.LOGIN_EXPIRED.code],
    ])('Authorization %s answers %s', async (authorization, code) => {
      const response = await portal.request(userEndpoints.current, {
        ...(authorization === undefined ? {} : { headers: { authorization } }),
      });
      expect(response.statusCode).toBe(401);
      expect(codeOf(response)).toBe(code);
    });
  });

  it.each([authEndpoints.register, authEndpoints.resetPassword])(
    '$path answers that it is switched off',
    async (definition) => {
      const response = await portal.request(definition, {
        body: { account: 'x' },
        language: 'en',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: E.FEATURE_DISABLED.code,
        message: E.FEATURE_DISABLED.message['en-us'],
        data: null,
      });
    },
  );
});

describe('rate limit on /api/auth/*', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal('pglite', { authRateLimit: 5 });
  }, 60_000);
  afterAll(() => portal.close());

  it('answers 1011 with HTTP 429 past the limit, and leaves other routes alone', async () => {
    const codes: string[] = [];
    for (let n = 0; n < 7; n += 1) {
      codes.push(codeOf(await portal.request(authEndpoints.initialized)));
    }
    expect(codes).toEqual(['0000', '0000', '0000', '0000', '0000', '1011', '1011']);
    const limited = await portal.request(authEndpoints.login, { body: {}, language: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: E.TOO_MANY_REQUESTS.code,
      message: E.TOO_MANY_REQUESTS.message['en-us'],
      data: null,
    });
    expect(codeOf(await portal.request(healthEndpoints.health))).toBe('0000');
  });
});

describe('the test captcha answer', () => {
  it('opens any captcha outside production', async () => {
    const portal = await startTestPortal('pglite', { nodeEnv: 'test', testCaptchaAnswer: 'OPEN' });
    try {
      const user = await portal.createUser({ account: 'tester', roles: ['ORDER'] });
      const { captchaId } = await portal.captcha();
      const response = await portal.request(authEndpoints.login, {
        body: {
          account: user.account,
          password: browserPasswordHash(user.password),
          captchaId,
          captchaCode: 'OPEN',
        },
      });
      expect(codeOf(response)).toBe('0000');
      expect(portal.context.captchas.testAnswerActive).toBe(true);
    } finally {
      await portal.close();
    }
  }, 60_000);

  it('is ignored in production even when the settings carry it', async () => {
    // loadSettings already refuses it in production; this is the second guard.
    const portal = await startTestPortal('pglite', {
      nodeEnv: 'production',
      testCaptchaAnswer: 'OPEN',
    });
    try {
      const user = await portal.createUser({ account: 'prod-tester', roles: ['ORDER'] });
      const { captchaId, answer } = await portal.captcha();
      expect(portal.context.captchas.testAnswerActive).toBe(false);
      const response = await portal.request(authEndpoints.login, {
        body: {
          account: user.account,
          password: browserPasswordHash(user.password),
          captchaId,
          captchaCode: answer === 'OPEN' ? 'SHUT' : 'OPEN',
        },
      });
      expect(codeOf(response)).toBe(E.CAPTCHA_WRONG.code);
    } finally {
      await portal.close();
    }
  }, 60_000);
});
