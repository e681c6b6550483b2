import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { createDatabase, type DatabaseHandle, type Dialect, toInstant } from '../src/db/database.js';
import { CHEAPEST_PASSWORD_HASHING, hashPassword } from '../src/services/passwords.js';

/*
 * Every API suite runs once per dialect. SQLite (in memory) always; PostgreSQL too, on a fresh database per
 * suite. Set DIALECTS=sqlite to skip PostgreSQL on a machine without it — never in CI, where both must run.
 */
const requested = (process.env.DIALECTS ?? 'sqlite,postgres').split(',').map((name) => name.trim()) as Dialect[];
if (process.env.CI === 'true' && !requested.includes('postgres')) {
  throw new Error('CI must run the API suites on PostgreSQL too (DIALECTS must include postgres)');
}
export const DIALECTS: Dialect[] = requested;

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase extends DatabaseHandle {
  /** The URL another connection (another "server process") can open. */
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database of the dialect; `drop()` closes and removes it. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const handle = createDatabase(':memory:');
    return { ...handle, url: ':memory:', drop: () => handle.db.destroy() };
  }
  const name = `laikas_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = createDatabase(url.toString());
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.db.destroy();
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        // The pool's connections finish closing asynchronously; forcing the drop at once kills them mid-goodbye
        // and surfaces as unhandled 57P01 errors. Wait for them briefly, then force.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await client.query(`drop database if exists ${name}`);
            break;
          } catch {
            if (attempt >= 40) {
              await client.query(`drop database if exists ${name} with (force)`);
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test' });
  return {
    ...base,
    databaseUrl: ':memory:',
    uploadDir: mkdtempSync(join(tmpdir(), 'laikas-uploads-')),
    webDist: join(tmpdir(), 'laikas-no-web-dist'),
    seedDemo: false,
    // Hundreds of users are created and signed in per run; the production cost would be most of the run time.
    passwordHashing: CHEAPEST_PASSWORD_HASHING,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole app on a fresh database of the dialect (migrated, built-in roles present). */
export async function buildTestApp(
  dialect: Dialect,
  overrides: Partial<Config> = {},
  clock?: () => Date,
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const app = await buildApp(testConfig(overrides), { database, logger: false, ...(clock && { clock }) });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export const PASSWORD = 'slaptas123';

/** Creates a user with the roles and the password PASSWORD; returns the id. */
export async function createUser(
  app: FastifyInstance,
  uid: string,
  roles: string[] = ['student'],
  name = `User ${uid}`,
): Promise<number> {
  const now = toInstant(new Date());
  const id = await app.userRepository.create({
    uid,
    name,
    email: `${uid}@example.edu`,
    password_hash: await hashPassword(PASSWORD, app.config.passwordHashing),
    created_at: now,
    updated_at: now,
  });
  await app.userRepository.setRoles(id, roles);
  return id;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser-like client over `app.inject`: keeps cookies and echoes XSRF-TOKEN in X-XSRF-TOKEN. */
export class Agent {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    options: { headers?: Record<string, string>; xsrf?: boolean } = {},
  ) {
    const mutating = method !== 'GET';
    if (mutating && options.xsrf !== false && !this.cookies.has('XSRF-TOKEN')) {
      await this.request('GET', '/api/csrf-cookie');
    }
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (mutating && options.xsrf !== false && xsrf) {
      headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    }
    const injectOptions: InjectOptions = { method, url, headers: { ...headers, ...options.headers } };
    if (payload !== undefined) {
      injectOptions.payload = payload as InjectOptions['payload'];
    }
    const response = await this.app.inject(injectOptions);
    this.remember(response);
    return response;
  }

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, payload?: unknown) {
    return this.request('POST', url, payload);
  }
  put(url: string, payload?: unknown) {
    return this.request('PUT', url, payload);
  }
  patch(url: string, payload?: unknown) {
    return this.request('PATCH', url, payload);
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }

  async login(uid: string, password = PASSWORD) {
    const response = await this.post('/api/login', { uid, password });
    if (response.statusCode !== 200) {
      throw new Error(`login of ${uid} failed: ${response.statusCode} ${response.body}`);
    }
    return response;
  }
}

/** A signed-in agent for a new user with the roles. */
export async function signIn(app: FastifyInstance, uid: string, roles: string[] = ['student']) {
  const id = await createUser(app, uid, roles);
  const agent = new Agent(app);
  await agent.login(uid);
  return { id, agent };
}
