import {
  authEndpoints,
  browserPasswordHash,
  urlOf,
  type EndpointDefinition,
  type Role,
} from '@portal/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { buildPortalApp, type PortalApp } from '../app';
import type { Clock } from '../common/clock';
import type { Settings } from '../config';
import type { ApiContext } from '../context';
import { users, type DatabaseKind } from '../database';
import { hashPassword } from '../credentials/password-hash';
import { testSettings } from './fixtures';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A clock the test moves by hand; it starts at the real time. */
export class TestClock implements Clock {
  private current = Date.now();
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface CallOptions {
  readonly token?: string | undefined;
  readonly body?: unknown;
  readonly language?: string;
  readonly headers?: Record<string, string>;
}

/** A call of an endpoint contract: the parts of its URL, and what `call` sends besides. */
export type RequestOptions = CallOptions & NonNullable<Parameters<typeof urlOf>[1]>;

export interface TestUser {
  readonly id: number;
  readonly account: string;
  readonly password: string;
}

export interface TestPortal extends PortalApp {
  readonly context: ApiContext;
  readonly database: TestDatabase;
  readonly clock: TestClock;
  call(
    method: InjectOptions['method'],
    url: string,
    options?: CallOptions,
  ): Promise<LightMyRequestResponse>;
  /**
   * Calls an endpoint contract with its own method, `params` and `query` filled into its path.
   * The body is sent as given, unchecked: tests send broken ones on purpose.
   */
  request(
    definition: EndpointDefinition,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
  /** Asks for a captcha, and returns the answer the server drew for it. */
  captcha(): Promise<{ captchaId: string; answer: string }>;
  /** Signs in with a fresh captcha, answered right. */
  login(account: string, password: string): Promise<LightMyRequestResponse>;
  /** Inserts a user directly (no HTTP), password known, already changed unless said otherwise. */
  createUser(options: {
    account: string;
    roles: readonly Role[];
    active?: boolean;
    mustChangePassword?: boolean;
    password?: string;
  }): Promise<TestUser>;
  /** A session token for a user, issued the way login issues one. */
  tokenFor(userId: number): Promise<string>;
  close(): Promise<void>;
}

export async function startTestPortal(
  kind: DatabaseKind,
  overrides: Partial<Settings> = {},
): Promise<TestPortal> {
  const database = await createTestDatabase(kind);
  const clock = new TestClock();
  const dataDir = database.target.kind === 'pglite' ? database.target.dataDir : undefined;
  const settings = testSettings({ ...(dataDir === undefined ? {} : { dataDir }), ...overrides });
  const portal = buildPortalApp(settings, { database, clock, logger: false });
  const context = portal.context;
  if (context === undefined) throw new Error('the test portal has no context');
  await portal.app.ready();

  const call: TestPortal['call'] = (method, url, options = {}) =>
    portal.app.inject({
      method,
      url,
      headers: {
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...(options.language === undefined ? {} : { 'accept-language': options.language }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });

  const request: TestPortal['request'] = (definition, options = {}) =>
    call(definition.method, urlOf(definition, options), options);

  const captcha: TestPortal['captcha'] = async () => {
    const spy = vi.spyOn(context.captchas, 'issue');
    try {
      const response = await request(authEndpoints.captcha);
      if (response.statusCode !== 200) throw new Error(`captcha: ${response.body}`);
      const issued = await spy.mock.results[0]?.value;
      if (issued === undefined) throw new Error('captcha: nothing issued');
      return { captchaId: issued.captchaId, answer: issued.answer };
    } finally {
      spy.mockRestore();
    }
  };

  return {
    ...portal,
    context,
    database,
    clock,
    call,
    request,
    captcha,
    async login(account, password) {
      const { captchaId, answer } = await captcha();
      return request(authEndpoints.login, {
        body: { account, password: browserPasswordHash(password), captchaId, captchaCode: answer },
      });
    },
    async createUser({
      account,
      roles,
      active = true,
      mustChangePassword = false,
      password = 'Secret#1',
    }) {
      const [row] = await database.db
        .insert(users)
        .values({
          account,
          nickname: account,
          email: `${account}@example.com`,
          passwordHash: await hashPassword(browserPasswordHash(password)),
          roles: [...roles],
          active,
          mustChangePassword,
        })
        .returning();
      if (row === undefined) throw new Error('user not created');
      return { id: row.id, account, password };
    },
    async tokenFor(userId) {
      const [row] = await database.db.select().from(users).where(eq(users.id, userId));
      if (row === undefined) throw new Error(`no user ${userId}`);
      return (await context.sessions.create(database.db, userId)).token;
    },
    async close() {
      await context.gateway.stop();
      await portal.app.close();
      await database.drop();
    },
  };
}
