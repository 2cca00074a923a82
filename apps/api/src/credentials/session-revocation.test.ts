import {
  authEndpoints,
  browserPasswordHash,
  errorCatalogue,
  urlOf,
  userEndpoints,
  type EndpointDefinition,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp, type PortalApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../database';
import { testSettings } from '../testing/fixtures';
import { startTestPortal, type TestPortal, type TestUser } from '../testing/test-portal';

/**
 * decisions.md §6 with two API instances on one PostgreSQL database: a token revoked through one
 * instance (logout, deactivation, a new password, new roles) is refused by the other on its very
 * next call. Each instance has its own pool and its own prepared session check, warmed up first,
 * so nothing it read before may answer for the database.
 */
describe('revocation across two instances on one PostgreSQL database', () => {
  let first: TestPortal;
  let secondDatabase: DatabaseHandle;
  let second: PortalApp;
  let adminToken: string;

  const codeOf = (response: LightMyRequestResponse): string =>
    (response.json() as { code: string }).code;

  /** A call on the second instance. */
  const onSecond = (
    definition: EndpointDefinition,
    token: string,
    options: Parameters<typeof urlOf>[1] = {},
  ): Promise<LightMyRequestResponse> =>
    second.app.inject({
      method: definition.method,
      url: urlOf(definition, options),
      headers: { authorization: `Bearer ${token}` },
    });

  /** The code the second instance answers `/user/current` with for this token. */
  const currentOnSecond = async (token: string): Promise<string> =>
    codeOf(await onSecond(userEndpoints.current, token));

  /** Signs in on the first instance and proves the token works on the second, several times. */
  async function signedInEverywhere(user: TestUser): Promise<string> {
    const login = await first.login(user.account, user.password);
    const { token } = (login.json() as { data: { token: string } }).data;
    // More calls than PostgreSQL needs to settle on a generic plan for the prepared check.
    for (let call = 0; call < 8; call += 1) {
      expect(await currentOnSecond(token)).toBe('0000');
    }
    return token;
  }

  beforeAll(async () => {
    first = await startTestPortal('postgres');
    if (first.database.target.kind !== 'postgres') throw new Error('expected PostgreSQL');
    secondDatabase = await openDatabase({ kind: 'postgres', url: first.database.target.url });
    second = buildPortalApp(testSettings(), {
      database: secondDatabase,
      clock: first.clock,
      logger: false,
    });
    await second.app.ready();
    const admin = await first.createUser({ account: 'two-admin', roles: ['ADMIN'] });
    adminToken = await first.tokenFor(admin.id);
  }, 60_000);

  afterAll(async () => {
    await second.context?.gateway.stop();
    await second.app.close();
    await secondDatabase.close();
    await first.close();
  });

  it('logout on one instance refuses the token on the other at once', async () => {
    const user = await first.createUser({ account: 'two-logout', roles: ['USER'] });
    const token = await signedInEverywhere(user);
    expect(codeOf(await first.request(authEndpoints.logout, { token }))).toBe('0000');
    expect(await currentOnSecond(token)).toBe(errorCatalogue.LOGIN_EXPIRED.code);
  });

  it('deactivation on one instance refuses the token on the other at once', async () => {
    const user = await first.createUser({ account: 'two-off', roles: ['USER'] });
    const token = await signedInEverywhere(user);
    const off = await first.request(userEndpoints.active, {
      token: adminToken,
      params: { id: user.id },
      body: { active: false },
    });
    expect(codeOf(off)).toBe('0000');
    expect(await currentOnSecond(token)).toBe(errorCatalogue.LOGIN_EXPIRED.code);
  });

  it('a deactivated account is refused on the other instance even with a session left open', async () => {
    const user = await first.createUser({ account: 'two-raw-off', roles: ['USER'] });
    const token = await signedInEverywhere(user);
    // Only the account changes, as an admin's SQL would: the check reads the user every call.
    await first.database.sql.query('UPDATE users SET active = false WHERE id = $1', [user.id]);
    expect(await currentOnSecond(token)).toBe(errorCatalogue.ACCOUNT_DEACTIVATED.code);
  });

  it('a new password on one instance refuses the old token on the other and admits the new', async () => {
    const user = await first.createUser({ account: 'two-password', roles: ['USER'] });
    const token = await signedInEverywhere(user);
    const changed = await first.request(userEndpoints.changePassword, {
      token,
      body: {
        oldPassword: browserPasswordHash(user.password),
        newPassword: browserPasswordHash('Another#2'),
      },
    });
    expect(codeOf(changed)).toBe('0000');
    const fresh = (changed.json() as { data: { token: string } }).data.token;
    expect(await currentOnSecond(token)).toBe(errorCatalogue.LOGIN_EXPIRED.code);
    expect(await currentOnSecond(fresh)).toBe('0000');
  });

  it('new roles on one instance take the old roles away on the other at once', async () => {
    const user = await first.createUser({ account: 'two-roles', roles: ['ADMIN'] });
    const token = await signedInEverywhere(user);
    expect(codeOf(await onSecond(userEndpoints.list, token, { query: { size: 10 } }))).toBe('0000');
    const demoted = await first.request(userEndpoints.authorize, {
      token: adminToken,
      params: { id: user.id },
      body: { roles: ['USER'] },
    });
    expect(codeOf(demoted)).toBe('0000');
    // A change of roles ends the sessions (as today), so the old token is refused altogether.
    expect(codeOf(await onSecond(userEndpoints.list, token, { query: { size: 10 } }))).toBe(
      errorCatalogue.LOGIN_EXPIRED.code,
    );
    // Signed in again, the user has the new roles only.
    const again = await signedInEverywhere(user);
    expect(codeOf(await onSecond(userEndpoints.list, again, { query: { size: 10 } }))).toBe(
      errorCatalogue.NO_PERMISSION.code,
    );
    const current = await onSecond(userEndpoints.current, again);
    expect((current.json() as { data: { roles: string[] } }).data.roles).toEqual(['USER']);
  });
});
