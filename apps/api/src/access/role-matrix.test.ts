import { errorCatalogue, roles, type Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp } from '../app';
import { sessions } from '../database';
import { testSettings } from '../testing/fixtures';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { publicAccess, type RegisteredRoute } from './route-access';

/**
 * decisions.md §4, written out by hand: who may call what. The server's declarations are checked
 * against this table, and then every route is called by every kind of caller.
 */
type Expected =
  'public' | { readonly roles: readonly Role[]; readonly duringPasswordChange?: true };
const signedIn = { roles: ['USER'], duringPasswordChange: true } as const;
const anyUser = { roles: ['USER'] } as const;
const admin = { roles: ['ADMIN'] } as const;

const orderReaders: Expected = { roles: ['ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE', 'PAYMENT'] };

const expectedAccess: Readonly<Record<string, Expected>> = {
  'GET /api/health': 'public',
  'GET /api/swagger-ui': 'public',
  'GET /api/swagger-ui/index.html': 'public',
  'GET /api/swagger-ui/static/index.html': 'public',
  'GET /api/swagger-ui/static/swagger-initializer.js': 'public',
  'GET /api/swagger-ui/static/*': 'public',
  'GET /api/swagger-ui/json': 'public',
  'GET /api/swagger-ui/yaml': 'public',
  'GET /api/auth/captcha': 'public',
  'GET /api/auth/initialized': 'public',
  'POST /api/auth/initialize': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/resetPassword': 'public',
  'POST /api/auth/logout': signedIn,
  'GET /api/user/current': signedIn,
  'PUT /api/user/password': signedIn,
  'GET /api/user/list': admin,
  'POST /api/user/create': admin,
  'GET /api/user/info/:id': admin,
  'PUT /api/user/update/:id': admin,
  'DELETE /api/user/delete/:id': admin,
  'PUT /api/user/active/:id': admin,
  'PUT /api/user/authorize/:id': admin,
  'GET /api/setting/system': anyUser,
  'PUT /api/setting/put/system': admin,
  'GET /api/application/logs/download': admin,
  'POST /api/application/script/upgrade': admin,
  'GET /api/application/audit/page': admin,
  'GET /api/project/config/page': admin,
  // Every business screen chooses a project: key, names and three switches only
  // (projectListItemSchema); identifiers, directories and the rest are ADMIN's (/info).
  'GET /api/project/config/list': anyUser,
  'POST /api/project/config/save': admin,
  'GET /api/project/config/info/:key': admin,
  'PUT /api/project/config/update/:key': admin,
  'PUT /api/project/config/updateConf/:key': admin,
  'DELETE /api/project/config/delete/:key': admin,
  'PUT /api/project/config/apiKey/:key': admin,
  'GET /api/project/field/list/:key': anyUser,
  'POST /api/project/field/save/:key': admin,
  'PUT /api/project/field/update/:key': admin,
  'PUT /api/project/field/batchUpdate/:key': admin,
  // The partner's channel: its project API key is the credential, not a session.
  'POST /api/edi/inbound/:key': 'public',
  'GET /api/message/page': { roles: ['DELIVERY'] },
  'GET /api/message/info/:id': { roles: ['DELIVERY'] },
  'POST /api/message/resend/:id': { roles: ['DELIVERY'] },
  'GET /api/message/order/:serialNumber': {
    roles: ['ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE', 'PAYMENT'],
  },
  'GET /api/option/page': { roles: ['OPTION'] },
  'GET /api/option/list': { roles: ['OPTION'] },
  'POST /api/option/save': { roles: ['OPTION'] },
  'GET /api/option/info/:id': { roles: ['OPTION'] },
  'PUT /api/option/update/:id': { roles: ['OPTION'] },
  'DELETE /api/option/delete/:id': { roles: ['OPTION'] },
  'GET /api/optionDetail/page': { roles: ['OPTION'] },
  // Every dropdown of the portal reads option values.
  'GET /api/optionDetail/list': anyUser,
  'POST /api/optionDetail/save': { roles: ['OPTION'] },
  'GET /api/optionDetail/info/:id': { roles: ['OPTION'] },
  'PUT /api/optionDetail/update/:id': { roles: ['OPTION'] },
  'PUT /api/optionDetail/active/:id': { roles: ['OPTION'] },
  'DELETE /api/optionDetail/delete/:id': { roles: ['OPTION'] },
  'GET /api/product/page': { roles: ['PRODUCT'] },
  'GET /api/product/list': {
    roles: ['PRODUCT', 'INVENTORY', 'ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE'],
  },
  'POST /api/product/save': { roles: ['PRODUCT'] },
  'GET /api/product/info/:id': { roles: ['PRODUCT'] },
  'PUT /api/product/update/:id': { roles: ['PRODUCT'] },
  'DELETE /api/product/delete/:id': { roles: ['PRODUCT'] },
  'GET /api/product/template/download': { roles: ['PRODUCT'] },
  'POST /api/product/import': { roles: ['PRODUCT'] },
  'GET /api/inventory/page': { roles: ['INVENTORY'] },
  'POST /api/inventory/save': { roles: ['INVENTORY'] },
  'GET /api/inventory/get/:id': { roles: ['INVENTORY'] },
  'PUT /api/inventory/update/:id': { roles: ['INVENTORY'] },
  'DELETE /api/inventory/delete/:id': { roles: ['INVENTORY'] },
  'GET /api/inventory/record/:vendorNumber': { roles: ['INVENTORY'] },
  'GET /api/inventory/template/download': { roles: ['INVENTORY'] },
  'POST /api/inventory/import': { roles: ['INVENTORY'] },
  'POST /api/inventory/report': { roles: ['INVENTORY'] },
  // Each list's own role is checked again inside, per the resource exported.
  'POST /api/file/export': {
    roles: ['PRODUCT', 'PACKAGE', 'LOCATION', 'STORE', 'OPTION', 'INVENTORY', 'ORDER'],
  },
  'GET /api/order/page': { roles: ['ORDER'] },
  'GET /api/order/documentTypes': { roles: ['ORDER'] },
  'GET /api/order/info/:serial_number': orderReaders,
  'GET /api/order/info/document/:number': orderReaders,
  'GET /api/order/info/order/:number': orderReaders,
  'GET /api/order/info/document_order/:number': orderReaders,
  'DELETE /api/order/delete/:serial_number': { roles: ['ORDER'] },
  'GET /api/order/record/:serial_number': orderReaders,
  'GET /api/order/recordError/:serial_number': orderReaders,
  'POST /api/file/action/request/operate': { roles: ['ORDER'] },
  'GET /api/package/page': { roles: ['PACKAGE'] },
  'GET /api/package/list': { roles: ['PACKAGE', 'DELIVERY', 'PURCHASE'] },
  'POST /api/package/save': { roles: ['PACKAGE'] },
  'GET /api/package/info/:id': { roles: ['PACKAGE'] },
  'PUT /api/package/update/:id': { roles: ['PACKAGE'] },
  'DELETE /api/package/delete/:id': { roles: ['PACKAGE'] },
  'GET /api/location/page': { roles: ['LOCATION'] },
  'GET /api/location/list': { roles: ['LOCATION', 'ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE'] },
  'POST /api/location/save': { roles: ['LOCATION'] },
  'GET /api/location/info/:id': { roles: ['LOCATION'] },
  'PUT /api/location/update/:id': { roles: ['LOCATION'] },
  'DELETE /api/location/delete/:id': { roles: ['LOCATION'] },
  'GET /api/store/page': { roles: ['STORE'] },
  'GET /api/store/list': { roles: ['STORE', 'INVENTORY', 'ORDER', 'PURCHASE', 'DELIVERY'] },
  'POST /api/store/save': { roles: ['STORE'] },
  'GET /api/store/info/:id': { roles: ['STORE'] },
  'PUT /api/store/update/:id': { roles: ['STORE'] },
  'DELETE /api/store/delete/:id': { roles: ['STORE'] },
  // The dashboard (decisions.md §4: USER).
  'GET /api/statistic/order/quantity': anyUser,
  'GET /api/statistic/order': anyUser,
  'GET /api/statistic/delivery/quantity': anyUser,
  'GET /api/statistic/delivery': anyUser,
};

const keyOf = (route: Pick<RegisteredRoute, 'method' | 'url'>): string =>
  `${route.method} ${route.url}`;
const isApi = (url: string): boolean => url === '/api' || url.startsWith('/api/');

/** Routes under /api that declared no access: the test fails on any of them. */
export function undeclaredRoutes(routes: readonly RegisteredRoute[]): string[] {
  return routes.filter((route) => route.access === undefined && isApi(route.url)).map(keyOf);
}

/** A concrete URL for a route pattern: ids that exist nowhere, wildcards filled. */
const concreteUrl = (url: string): string =>
  url.replace(/:[A-Za-z_]+/g, '999999').replace(/\*$/, 'swagger-ui.css');

const {
  SESSION_INVALID,
  LOGIN_EXPIRED,
  NO_PERMISSION,
  PASSWORD_CHANGE_REQUIRED,
  ACCOUNT_DEACTIVATED,
} = errorCatalogue;
const denialCodes: ReadonlySet<string> = new Set(
  [
    SESSION_INVALID,
    LOGIN_EXPIRED,
    NO_PERMISSION,
    PASSWORD_CHANGE_REQUIRED,
    ACCOUNT_DEACTIVATED,
  ].map((entry) => entry.code),
);

interface Caller {
  readonly name: string;
  /** A fresh token per request (logout revokes the one it is called with), or none. */
  readonly token: () => Promise<string | undefined>;
  /** The denial code this caller gets on a route that `expected` guards, or null when allowed. */
  readonly outcome: (expected: Expected) => string | null;
}

describe('every registered route declares its access', () => {
  it('holds for the whole server, and matches decisions.md §4', async () => {
    const portal = await startTestPortal('pglite');
    try {
      expect(undeclaredRoutes(portal.routes)).toEqual([]);
      const registered = Object.fromEntries(
        portal.routes
          .filter((route) => isApi(route.url))
          .map((route) => [
            keyOf(route),
            route.access === undefined || 'public' in route.access
              ? 'public'
              : {
                  roles: route.access.roles,
                  ...(route.access.duringPasswordChange === true
                    ? { duringPasswordChange: true }
                    : {}),
                },
          ]),
      );
      expect(registered).toEqual(expectedAccess);
      // Web routes (the shell, the remotes, the manifest) are public by declaration too.
      for (const route of portal.routes.filter((candidate) => !isApi(candidate.url))) {
        expect(route.access, keyOf(route)).toEqual(publicAccess);
      }
    } finally {
      await portal.close();
    }
  }, 60_000);

  it('fails for a route added without a declaration, and that route refuses every call', async () => {
    const { app, routes } = buildPortalApp(testSettings());
    app.get('/api/forgotten', async () => ({ code: '0000', message: 'ok', data: 'secret' }));
    await app.ready();
    expect(undeclaredRoutes(routes)).toEqual(['GET /api/forgotten']);
    const response = await app.inject({ method: 'GET', url: '/api/forgotten' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: NO_PERMISSION.code, data: null });
    expect(response.body).not.toContain('secret');
    await app.close();
  });
});

describe.each(databaseKinds)('the role matrix on %s', (kind) => {
  let portal: TestPortal;
  let callers: Caller[];

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    const tokenOf = (userId: number) => () => portal.tokenFor(userId);
    const roleCallers: Caller[] = [];
    for (const role of roles) {
      const user = await portal.createUser({
        account: `only-${role.toLowerCase()}`,
        roles: [role],
      });
      roleCallers.push({
        name: `role ${role}`,
        token: tokenOf(user.id),
        outcome: (expected) => {
          if (expected === 'public') return null;
          const allowed =
            role === 'ADMIN' ||
            expected.roles.includes('USER') ||
            expected.roles.includes(role) ||
            (role === 'ALL' && !expected.roles.every((needed) => needed === 'ADMIN'));
          return allowed ? null : NO_PERMISSION.code;
        },
      });
    }
    const deactivated = await portal.createUser({
      account: 'deactivated-admin',
      roles: ['ADMIN'],
      active: false,
    });
    const pending = await portal.createUser({
      account: 'pending-admin',
      roles: ['ADMIN'],
      mustChangePassword: true,
    });
    const expiring = await portal.createUser({ account: 'expired-admin', roles: ['ADMIN'] });
    const revoking = await portal.createUser({ account: 'revoked-admin', roles: ['ADMIN'] });
    const guarded = (code: string) => (expected: Expected) => (expected === 'public' ? null : code);
    callers = [
      { name: 'anonymous', token: async () => undefined, outcome: guarded(SESSION_INVALID.code) },
      {
        name: 'a malformed token',
        token: async () => 'not-a-token',
        outcome: guarded(LOGIN_EXPIRED.code),
      },
      ...roleCallers,
      {
        name: 'a deactivated user',
        token: tokenOf(deactivated.id),
        outcome: guarded(ACCOUNT_DEACTIVATED.code),
      },
      {
        name: 'a user who must change their password',
        token: tokenOf(pending.id),
        outcome: (expected) =>
          expected === 'public' || expected.duringPasswordChange === true
            ? null
            : PASSWORD_CHANGE_REQUIRED.code,
      },
      {
        name: 'an expired token',
        token: async () => {
          const token = await portal.tokenFor(expiring.id);
          await portal.database.db
            .update(sessions)
            .set({ expiresAt: new Date(portal.clock.now().getTime() - 1000) })
            .where(eq(sessions.userId, expiring.id));
          return token;
        },
        outcome: guarded(LOGIN_EXPIRED.code),
      },
      {
        name: 'a revoked token',
        token: async () => {
          const token = await portal.tokenFor(revoking.id);
          await portal.context.sessions.revokeAllOf(portal.database.db, revoking.id, 'logout');
          return token;
        },
        outcome: guarded(LOGIN_EXPIRED.code),
      },
    ];
  }, 60_000);

  afterAll(() => portal.close());

  it('allows or denies every route for every caller exactly as decisions.md §4 says', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of portal.routes) {
      const expected = expectedAccess[keyOf(route)];
      if (expected === undefined) continue; // web routes: covered above
      for (const caller of callers) {
        const token = await caller.token();
        const response = await portal.call(route.method as 'GET', concreteUrl(route.url), {
          token,
        });
        const code = response.headers['content-type']?.toString().includes('application/json')
          ? ((response.json() as { code?: unknown }).code ?? null)
          : null;
        const denied = typeof code === 'string' && denialCodes.has(code) ? code : null;
        const want = caller.outcome(expected);
        checked += 1;
        if (denied !== want) {
          mismatches.push(
            `${keyOf(route)} as ${caller.name}: expected ${want ?? 'allowed'}, got ${
              denied ?? `allowed (HTTP ${response.statusCode}, code ${String(code)})`
            }`,
          );
        }
        if (want !== null) expect([401, 403], keyOf(route)).toContain(response.statusCode);
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(Object.keys(expectedAccess).length * callers.length);
  }, 120_000);
});
