import {
  allEndpoints,
  apiPrefix,
  endpointGroups,
  endpointKey,
  errorCatalogue,
  roles,
  swaggerUiPrefix,
  type Role,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPortalApp } from '../app';
import { sessions } from '../database';
import { testSettings } from '../testing/fixtures';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { publicAccess, type RegisteredRoute, type RouteAccess } from './route-access';

/**
 * decisions.md §4, written out by hand for every endpoint contract: who may call what. The
 * contracts' declarations are checked against this table, the server is checked to register
 * exactly the contracts, and then every route is called by every kind of caller.
 */
type Expected =
  'public' | { readonly roles: readonly Role[]; readonly duringPasswordChange?: true };
type ExpectedTable = {
  readonly [G in keyof typeof endpointGroups]: {
    readonly [K in keyof (typeof endpointGroups)[G]]: Expected;
  };
};
const signedIn = { roles: ['USER'], duringPasswordChange: true } as const;
const anyUser = { roles: ['USER'] } as const;
const admin = { roles: ['ADMIN'] } as const;
const only = (role: Role): Expected => ({ roles: [role] });
/** A master-data list whose page and edits are its own role's, the list wider. */
const records = (role: Role, list: Expected) =>
  ({
    page: only(role),
    list,
    save: only(role),
    info: only(role),
    update: only(role),
    remove: only(role),
  }) as const;

const orderReaders: Expected = { roles: ['ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE', 'PAYMENT'] };

const expectedTable: ExpectedTable = {
  auth: {
    captcha: 'public',
    initialized: 'public',
    initialize: 'public',
    login: 'public',
    logout: signedIn,
    register: 'public',
    resetPassword: 'public',
  },
  user: {
    current: signedIn,
    changePassword: signedIn,
    list: admin,
    create: admin,
    info: admin,
    update: admin,
    remove: admin,
    active: admin,
    authorize: admin,
  },
  setting: { read: anyUser, put: admin },
  maintenance: { downloadLogs: admin, upgrade: admin, auditPage: admin },
  health: { health: 'public' },
  option: records('OPTION', only('OPTION')),
  // Every dropdown of the portal reads option values.
  optionValue: { ...records('OPTION', anyUser), active: only('OPTION') },
  product: {
    ...records('PRODUCT', {
      roles: ['PRODUCT', 'INVENTORY', 'ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE'],
    }),
    template: only('PRODUCT'),
    import: only('PRODUCT'),
  },
  package: records('PACKAGE', { roles: ['PACKAGE', 'DELIVERY', 'PURCHASE'] }),
  location: records('LOCATION', {
    roles: ['LOCATION', 'ORDER', 'PURCHASE', 'DELIVERY', 'INVOICE'],
  }),
  store: records('STORE', { roles: ['STORE', 'INVENTORY', 'ORDER', 'PURCHASE', 'DELIVERY'] }),
  project: {
    page: admin,
    // Every business screen chooses a project: key, names and three switches only
    // (projectListItemSchema); identifiers, directories and the rest are ADMIN's (info).
    list: anyUser,
    save: admin,
    info: admin,
    update: admin,
    updateConf: admin,
    remove: admin,
    apiKey: admin,
    fieldList: anyUser,
    fieldSave: admin,
    fieldUpdate: admin,
    fieldBatchUpdate: admin,
  },
  inventory: {
    page: only('INVENTORY'),
    save: only('INVENTORY'),
    get: only('INVENTORY'),
    update: only('INVENTORY'),
    remove: only('INVENTORY'),
    record: only('INVENTORY'),
    template: only('INVENTORY'),
    import: only('INVENTORY'),
    report: only('INVENTORY'),
  },
  // The dashboard (decisions.md §4: USER).
  statistic: {
    orderQuantity: anyUser,
    orderSeries: anyUser,
    deliveryQuantity: anyUser,
    deliverySeries: anyUser,
    // Amounts are finance data: the invoice and payment roles only.
    money: { roles: ['INVOICE', 'PAYMENT'] },
  },
  message: {
    page: only('DELIVERY'),
    info: only('DELIVERY'),
    forOrder: orderReaders,
    resend: only('DELIVERY'),
  },
  // Each list's own role is checked again inside, per the resource exported.
  fileExport: {
    export: { roles: ['PRODUCT', 'PACKAGE', 'LOCATION', 'STORE', 'OPTION', 'INVENTORY', 'ORDER'] },
  },
  // The partner's channel: its project API key is the credential, not a session.
  ediInbound: { receive: 'public' },
  order: {
    page: only('ORDER'),
    documentTypes: only('ORDER'),
    info: orderReaders,
    byDocumentNumber: orderReaders,
    byOrderNumber: orderReaders,
    byEitherNumber: orderReaders,
    remove: only('ORDER'),
    logs: orderReaders,
    errors: orderReaders,
    operate: only('ORDER'),
  },
  // An export is a job of the order list's role; another user's job is "not found" inside.
  orderExport: {
    start: only('ORDER'),
    status: only('ORDER'),
    cancel: only('ORDER'),
    file: only('ORDER'),
  },
  purchase: {
    orders: only('PURCHASE'),
    detail: only('PURCHASE'),
    record: only('PURCHASE'),
    action: only('PURCHASE'),
    delivery: only('PURCHASE'),
    routeUpload: only('PURCHASE'),
    routeTemplate: only('PURCHASE'),
    document: only('PURCHASE'),
    report: only('PURCHASE'),
  },
  delivery: {
    page: only('DELIVERY'),
    types: only('DELIVERY'),
    infoById: only('DELIVERY'),
    info: only('DELIVERY'),
    save: only('DELIVERY'),
    saveData: only('DELIVERY'),
    copy: only('DELIVERY'),
    remove: only('DELIVERY'),
    infoByPo: only('DELIVERY'),
    saveByPo: only('DELIVERY'),
    status: only('DELIVERY'),
    send: only('DELIVERY'),
  },
  deliveryFile: {
    uploadItems: only('DELIVERY'),
    template: only('DELIVERY'),
    uploadReport: only('DELIVERY'),
    download: only('DELIVERY'),
    show: only('DELIVERY'),
    page: only('DELIVERY'),
  },
  // Invoice information is INVOICE's; the builder on the delivery screen is DELIVERY's too.
  invoice: {
    page: only('INVOICE'),
    info: { roles: ['INVOICE', 'DELIVERY'] },
    ofOrder: { roles: ['INVOICE', 'DELIVERY'] },
    orderTabs: { roles: ['ORDER', 'INVOICE'] },
    save: { roles: ['INVOICE', 'DELIVERY'] },
    creditMemo: { roles: ['INVOICE', 'DELIVERY'] },
    delete: { roles: ['INVOICE', 'DELIVERY'] },
    send: { roles: ['INVOICE', 'DELIVERY'] },
    pdf: { roles: ['INVOICE', 'DELIVERY'] },
    export: only('INVOICE'),
  },
  // Payment orders are PAYMENT's (decisions.md §4).
  payment: {
    orders: only('PAYMENT'),
    info: only('PAYMENT'),
    match: only('PAYMENT'),
    // The hand match's search: PAYMENT needs no INVOICE to find the invoice a line pays.
    candidates: only('PAYMENT'),
    export: only('PAYMENT'),
  },
};

/** The hand-written table by `METHOD path`, for the endpoints the contracts declare. */
const expectedAccess: ReadonlyMap<string, Expected> = new Map(
  Object.entries(endpointGroups).flatMap(([groupName, group]) =>
    Object.entries(group).map(([name, definition]): [string, Expected] => {
      const table: Readonly<Record<string, Readonly<Record<string, Expected>>>> = expectedTable;
      const expected = table[groupName]?.[name];
      if (expected === undefined) throw new Error(`${groupName}.${name} is not in the table`);
      return [endpointKey(definition), expected];
    }),
  ),
);

/** How a declaration reads in the table's terms. */
const asExpected = (access: RouteAccess | undefined): Expected =>
  access === undefined || 'public' in access
    ? 'public'
    : {
        roles: access.roles,
        ...(access.duringPasswordChange === true ? { duringPasswordChange: true } : {}),
      };

const keyOf = (route: Pick<RegisteredRoute, 'method' | 'url'>): string =>
  `${route.method} ${route.url}`;
const isApi = (url: string): boolean => url === apiPrefix || url.startsWith(`${apiPrefix}/`);
/** Swagger UI's own routes: documentation, public, and not endpoint contracts. */
const isApiDocs = (url: string): boolean =>
  url === swaggerUiPrefix || url.startsWith(`${swaggerUiPrefix}/`);

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
      const apiRoutes = portal.routes.filter((route) => isApi(route.url));
      // The server registers exactly the endpoint contracts, each with its declared access.
      const registered = new Map(
        apiRoutes
          .filter((route) => !isApiDocs(route.url))
          .map((route) => [keyOf(route), asExpected(route.access)]),
      );
      const declared = new Map(
        allEndpoints.map((definition) => [endpointKey(definition), asExpected(definition.access)]),
      );
      expect(registered).toEqual(declared);
      // The contracts say what decisions.md §4 says.
      expect(declared).toEqual(expectedAccess);
      // The documentation and the web routes (the shell, the remotes, the manifest) are public.
      for (const route of portal.routes.filter(
        (candidate) => !isApi(candidate.url) || isApiDocs(candidate.url),
      )) {
        expect(route.access, keyOf(route)).toEqual(publicAccess);
      }
      expect(apiRoutes.filter((route) => isApiDocs(route.url)).length).toBeGreaterThan(0);
    } finally {
      await portal.close();
    }
  }, 60_000);

  it('fails for a route added without a declaration, and that route refuses every call', async () => {
    const { app, routes } = buildPortalApp(testSettings());
    app.get(`${apiPrefix}/forgotten`, async () => ({
      code: '0000',
      message: 'ok',
      data: 'secret',
    }));
    await app.ready();
    expect(undeclaredRoutes(routes)).toEqual([`GET ${apiPrefix}/forgotten`]);
    const response = await app.inject({ method: 'GET', url: `${apiPrefix}/forgotten` });
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
      const expected = expectedAccess.get(keyOf(route));
      if (expected === undefined) continue; // web and documentation routes: covered above
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
    expect(checked).toBe(expectedAccess.size * callers.length);
  }, 120_000);
});
