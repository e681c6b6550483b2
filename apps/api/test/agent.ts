import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { type Config, loadConfig } from '../src/config.js';
import { toInstant } from '../src/db/database.js';
import { CHEAPEST_PASSWORD_HASHING, hashPassword } from '../src/services/passwords.js';

/*
 * A configuration, users and a browser-like client for an app built in this process. Free of vitest, so the
 * benchmarks use them too (through src/testing.ts); the suites get them through helper.ts.
 */

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
    // Many apps share a test process whose loop the suites hold at times (hashing, big fixtures): no 503 for that
    // (health.test.ts turns it on).
    maxEventLoopDelayMs: 0,
    // E-mail a suite sends without an SMTP server of its own (a super administrator's test e-mail in the
    // authorization matrix and the fuzz) lands in the temporary folder, not in the developer's data/mail.
    smtp: { ...base.smtp, mailDir: join(tmpdir(), 'laikas-test-mail') },
    ...overrides,
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
  /** The client's address as the server sees it (127.0.0.1 unless set). */
  remoteAddress: string | undefined;
  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    options: {
      headers?: Record<string, string>;
      xsrf?: boolean;
      /** The answer's body as a stream (`response.stream()`), which the caller reads or discards, not as a string. */
      payloadAsStream?: boolean;
    } = {},
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
    if (this.remoteAddress) {
      injectOptions.remoteAddress = this.remoteAddress;
    }
    if (options.payloadAsStream) {
      injectOptions.payloadAsStream = true;
    }
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
