import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { identityProviderSettingsSchema, type IdentityProviderSettings } from '@laikas/contract';
import { z } from 'zod';
import { fileURLToPath } from 'node:url';
import { isAbsolute, join, resolve } from 'node:path';
import { OWASP_PASSWORD_HASHING } from './services/passwords.js';

/** A setting of the environment the server cannot run with: the message names the variable and what is wrong. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The repository root (apps/api/src/config.ts → ../../..), so defaults do not depend on the working directory. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  from: string;
  /** Without SMTP_HOST outside production, each e-mail is written as an .eml file here instead (issue 14). */
  mailDir: string | undefined;
  /** The web app's address, for links in e-mails (APP_URL; defaults to http://localhost:PORT). */
  appUrl: string;
  /**
   * How long to wait for the mail server to connect and to greet (SMTP_TIMEOUT_SECONDS, 10); a connection that falls
   * silent later is given three times as long (a relay may scan a message before it answers).
   */
  timeoutSeconds: number;
}

/** argon2id cost: memory in KiB, passes and lanes (the PHC string's m, t and p). */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface Config {
  production: boolean;
  host: string;
  port: number;
  /** `postgres://…` for PostgreSQL; anything else is a SQLite file path (or `:memory:`). */
  databaseUrl: string;
  /** The institution's time zone: repeaters expand in it and reminders are sent by it. */
  timeZone: string;
  universityName: string;
  supportEmail: string;
  uploadDir: string;
  uploadMaxBytes: number;
  /** Largest JSON body the API accepts (bytes); bigger bodies get 413. */
  bodyLimit: number;
  /**
   * How long the server may take to start (migrations included) before it gives up, in ms (Fastify's plugin
   * timeout). A 2-core machine at load average 20 missed Fastify's 10 s default in e2e setup.
   */
  startupTimeoutMs: number;
  /** The built web app; served with an SPA fallback when it exists. */
  webDist: string;
  smtp: SmtpConfig;
  session: {
    cookieName: string;
    /** Idle lifetime: a session unused for this long is gone. */
    lifetimeMinutes: number;
    /** Absolute lifetime: a session this old is gone however busy it was (a tab left polling ends too). */
    absoluteLifetimeMinutes: number;
    /** Adds `Secure` to the cookies (HTTPS only). */
    secureCookies: boolean;
  };
  /** Webhook deliveries (issue 35): how long a receiver may take, attempts per event, failures in a row before off. */
  webhooks: { timeoutMs: number; maxAttempts: number; disableAfterFailures: number };
  /** Calls one API token may make per window (issue 35); each process counts its own. */
  tokenRateLimit: { max: number; windowSeconds: number };
  /**
   * Live timetables (issue 31): open event streams per user and per process, the heartbeat's period, and how long
   * committed changes are kept for a reconnecting tab's `Last-Event-ID`.
   */
  live: { perUser: number; perProcess: number; heartbeatSeconds: number; keepMinutes: number };
  loginRateLimit: {
    /** Attempts for one uid from one address before each further one waits (growing delays). */
    perUidAndAddress: number;
    /** Failed attempts from one address (any uids) within the window before each further one waits. */
    perAddress: number;
    windowSeconds: number;
    /** The first wait past a limit; it doubles with each further attempt up to `maxDelaySeconds`. */
    firstDelaySeconds: number;
    maxDelaySeconds: number;
  };
  /**
   * Cost of new password hashes: always the OWASP baseline (not read from the environment). Test suites lower it;
   * existing hashes keep verifying with the parameters stored in them.
   */
  passwordHashing: PasswordHashing;
  logLevel: string;
  /**
   * Where the server reports its own errors (a Sentry DSN, `SENTRY_DSN`); production only, as the spec asks of error
   * reporting, and only when set.
   */
  errorReportingDsn: string | undefined;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); `false`: none. Never "any":
   * a client could then name its own address and escape the per-address sign-in limit.
   */
  trustProxy: string[] | false;
  /** Origins besides the app's own the browser may connect to (`CSP_CONNECT_SRC`, e.g. an error reporter). */
  cspConnectSources: string[];
  /** Signs the XSRF tokens; when unset a random secret is created once and kept in system_settings. */
  appSecret: string | undefined;
  /**
   * APP_URL as set (no trailing slash); undefined when unset: addresses a user copies (their calendar feed) then
   * take the host the request came to (forwarded headers only from TRUST_PROXY's proxies).
   */
  publicUrl: string | undefined;
  /** Seeds the demo university on an empty database at start-up (never in production). */
  seedDemo: boolean;
  /** How often a round of daily reminders runs (REMINDER_INTERVAL_SECONDS, default a minute). */
  reminderIntervalSeconds: number;
  /** How often a round delivers the e-mail and webhook events that are due (DELIVERY_INTERVAL_SECONDS, default 5). */
  deliveryIntervalSeconds: number;
  /**
   * PostgreSQL: how long a job round may run before it is taken as lost (its process or the database gone mid-round)
   * and the next may start (JOB_ROUND_EXPIRY_SECONDS, default 30).
   */
  jobRoundExpirySeconds: number;
  /**
   * On SIGTERM, how long the process keeps serving while /api/health/ready says "not ready", so that a load balancer
   * stops sending before it stops accepting (SHUTDOWN_DRAIN_SECONDS, default 1; 0 in front of nothing).
   */
  shutdownDrainSeconds: number;
  /** How long requests in flight may take to finish at shutdown before their connections are cut (default 10). */
  shutdownTimeoutSeconds: number;
  /**
   * An event loop delayed longer than this on average over a second answers 503 with Retry-After instead of making
   * requests wait (MAX_EVENT_LOOP_DELAY_MS, default 1000; 0: never).
   */
  maxEventLoopDelayMs: number;
  /**
   * How long a client may take to send one whole request, headers and body (REQUEST_TIMEOUT_MS, default 300000: a
   * 64 MB import over 2 Mbit/s); then it gets 408 and its connection is closed, so that a client sending a body a
   * byte at a time cannot hold a connection for ever. The headers alone get at most 60 s of it.
   */
  requestTimeoutMs: number;
  /**
   * Tests only (LAIKAS_CLOCK_FILE, refused in production): the server's "now" is the ISO instant written in this
   * file, so a test can move the clock of server processes across a reminder hour.
   */
  clockFile: string | undefined;
  /**
   * University sign-in (issue 30): identity providers from SSO_PROVIDERS (a JSON list; secrets may come apart in
   * SSO_<ID>_CLIENT_SECRET / SSO_<ID>_BIND_PASSWORD), and LOCAL_PASSWORDS (`everyone` or `super_admins`; unset:
   * the settings screen decides, everyone by default).
   */
  sso: {
    providers: IdentityProviderSettings[];
    localPasswords: 'everyone' | 'super_admins' | undefined;
    /** SAML_CLOCK_SKEW_SECONDS: how far the IdP's clock may be from the server's (default 180 s). */
    samlClockSkewSeconds?: number;
  };
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') {
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isInteger(value)) {
    throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') {
    return fallback;
  }
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : join(REPO_ROOT, path);
}

/**
 * The configuration of a command (the server, the CLI): a setting it cannot run with ends the process with that
 * setting's message and exit code 1, as an operator reads it, not with a stack trace.
 */
export function loadConfigOrExit(env: Env = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`laikas: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Reads the configuration from environment variables; every value has a safe default for a local start. */
export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const timeZone = env.TIME_ZONE || 'Europe/Vilnius';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new ConfigError(`TIME_ZONE "${timeZone}" is not a known IANA time zone`);
  }
  const databaseUrl = env.DATABASE_URL || join(REPO_ROOT, 'data', 'laikas.sqlite');
  // A URL of another scheme (a typo, `postgress://`, or another database's `mysql://`) is no SQLite file path: taken
  // as one, a production server started on an empty SQLite file named like the URL.
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(databaseUrl)?.[1];
  if (scheme !== undefined && !isPostgresUrl(databaseUrl) && !/^(sqlite|file)$/i.test(scheme)) {
    throw new ConfigError(
      `DATABASE_URL starts with "${scheme}://": give postgres://user:password@host:5432/database for PostgreSQL, or a SQLite file path`,
    );
  }
  const secureCookies = flag(env, 'COOKIE_SECURE', production);
  // Over HTTPS the session cookie is `__Host-`: the browser then takes it only with Secure, Path=/ and no Domain, so
  // neither a sibling subdomain nor a plain-HTTP page can plant or overwrite it.
  const cookieName = env.SESSION_COOKIE || (secureCookies ? '__Host-laikas_session' : 'laikas_session');
  const cookiePrefix = /^__(Host|Secure)-/.exec(cookieName)?.[0];
  if (cookiePrefix && !secureCookies) {
    throw new ConfigError(
      `SESSION_COOKIE "${cookieName}" needs COOKIE_SECURE=true: browsers drop a ${cookiePrefix} cookie without Secure`,
    );
  }
  const session = {
    cookieName,
    lifetimeMinutes: integer(env, 'SESSION_LIFETIME_MINUTES', 12 * 60),
    absoluteLifetimeMinutes: integer(env, 'SESSION_ABSOLUTE_LIFETIME_MINUTES', 24 * 60),
    secureCookies,
  };
  for (const [name, minutes] of [
    ['SESSION_LIFETIME_MINUTES', session.lifetimeMinutes],
    ['SESSION_ABSOLUTE_LIFETIME_MINUTES', session.absoluteLifetimeMinutes],
  ] as const) {
    if (minutes < 1) {
      throw new ConfigError(`${name} must be at least 1, got "${minutes}"`);
    }
  }
  return {
    production,
    host: env.HOST || '0.0.0.0',
    port: integer(env, 'PORT', 8080),
    databaseUrl:
      isPostgresUrl(databaseUrl) || databaseUrl === ':memory:' ? databaseUrl : fromRoot(stripSqlitePrefix(databaseUrl)),
    timeZone,
    universityName: env.UNIVERSITY_NAME || 'Vilniaus universitetas',
    supportEmail: env.SUPPORT_EMAIL || 'tvarkarasciai@example.edu',
    uploadDir: fromRoot(env.UPLOAD_DIR || 'data/uploads'),
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 4 * 1024 * 1024),
    bodyLimit: integer(env, 'BODY_LIMIT', 1024 * 1024),
    startupTimeoutMs: integer(env, 'STARTUP_TIMEOUT_MS', 120_000),
    webDist: fromRoot(env.WEB_DIST || 'apps/web/dist'),
    smtp: {
      host: env.SMTP_HOST || '127.0.0.1',
      port: integer(env, 'SMTP_PORT', 25),
      secure: flag(env, 'SMTP_SECURE', false),
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
      from: env.MAIL_FROM || 'Laikas <laikas@example.edu>',
      mailDir: !production && !env.SMTP_HOST ? fromRoot(env.MAIL_DIR || 'data/mail') : undefined,
      appUrl: (env.APP_URL || `http://localhost:${integer(env, 'PORT', 8080)}`).replace(/\/+$/, ''),
      timeoutSeconds: positive(env, 'SMTP_TIMEOUT_SECONDS', 10),
    },
    session,
    webhooks: {
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000),
      maxAttempts: integer(env, 'WEBHOOK_MAX_ATTEMPTS', 6),
      disableAfterFailures: integer(env, 'WEBHOOK_DISABLE_AFTER_FAILURES', 15),
    },
    tokenRateLimit: {
      max: integer(env, 'TOKEN_RATE_LIMIT', 600),
      windowSeconds: integer(env, 'TOKEN_RATE_WINDOW_SECONDS', 60),
    },
    live: {
      perUser: positive(env, 'LIVE_STREAMS_PER_USER', 8),
      perProcess: positive(env, 'LIVE_STREAMS_PER_PROCESS', 5000),
      heartbeatSeconds: positive(env, 'LIVE_HEARTBEAT_SECONDS', 20),
      keepMinutes: positive(env, 'LIVE_KEEP_MINUTES', 60),
    },
    loginRateLimit: {
      perUidAndAddress: integer(env, 'LOGIN_MAX_ATTEMPTS_PER_UID', 5),
      perAddress: integer(env, 'LOGIN_MAX_ATTEMPTS_PER_ADDRESS', 100),
      windowSeconds: integer(env, 'LOGIN_WINDOW_SECONDS', 15 * 60),
      firstDelaySeconds: integer(env, 'LOGIN_FIRST_DELAY_SECONDS', 15),
      maxDelaySeconds: integer(env, 'LOGIN_MAX_DELAY_SECONDS', 15 * 60),
    },
    passwordHashing: OWASP_PASSWORD_HASHING,
    logLevel: env.LOG_LEVEL || 'info',
    errorReportingDsn: production ? env.SENTRY_DSN || undefined : undefined,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    appSecret: env.APP_SECRET || undefined,
    publicUrl: env.APP_URL ? env.APP_URL.replace(/\/+$/, '') : undefined,
    cspConnectSources: (env.CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter((origin) => origin !== ''),
    seedDemo: !production && flag(env, 'SEED_DEMO', true),
    reminderIntervalSeconds: positive(env, 'REMINDER_INTERVAL_SECONDS', 60),
    deliveryIntervalSeconds: positive(env, 'DELIVERY_INTERVAL_SECONDS', 5),
    jobRoundExpirySeconds: positive(env, 'JOB_ROUND_EXPIRY_SECONDS', 30),
    shutdownDrainSeconds: integer(env, 'SHUTDOWN_DRAIN_SECONDS', 1),
    shutdownTimeoutSeconds: positive(env, 'SHUTDOWN_TIMEOUT_SECONDS', 10),
    maxEventLoopDelayMs: integer(env, 'MAX_EVENT_LOOP_DELAY_MS', 1_000),
    requestTimeoutMs: positive(env, 'REQUEST_TIMEOUT_MS', 300_000),
    clockFile: clockFileOf(env, production),
    sso: {
      providers: identityProvidersOf(env),
      localPasswords: localPasswordsOf(env.LOCAL_PASSWORDS),
      samlClockSkewSeconds: integer(env, 'SAML_CLOCK_SKEW_SECONDS', 180),
    },
  };
}

const environmentProvidersSchema = z.array(identityProviderSettingsSchema);

/** SSO_PROVIDERS: the identity providers set by the environment (read-only on the settings screen). */
function identityProvidersOf(env: Env): IdentityProviderSettings[] {
  if (!env.SSO_PROVIDERS) {
    return [];
  }
  let raw: unknown;
  try {
    raw = JSON.parse(env.SSO_PROVIDERS);
  } catch {
    throw new ConfigError('SSO_PROVIDERS must be a JSON list of identity providers (docs/operations.md)');
  }
  const prefixOf = (id: unknown) => `SSO_${String(id).toUpperCase().replaceAll('-', '_')}_`;
  // A SAML provider's files are read before the list is checked: its metadata may come only from a file.
  const withFiles = Array.isArray(raw)
    ? raw.map((provider: unknown) =>
        provider && typeof provider === 'object' && (provider as { protocol?: unknown }).protocol === 'saml'
          ? samlFromEnvironment(env, prefixOf((provider as { id?: unknown }).id), provider as Record<string, unknown>)
          : provider,
      )
    : raw;
  const parsed = environmentProvidersSchema.safeParse(withFiles);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`SSO_PROVIDERS: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data.map((provider) => {
    const prefix = prefixOf(provider.id);
    if (provider.protocol === 'oidc') {
      const secret = env[`${prefix}CLIENT_SECRET`];
      return secret ? { ...provider, client_secret: secret } : provider;
    }
    if (provider.protocol === 'saml') {
      return provider;
    }
    const secret = env[`${prefix}BIND_PASSWORD`];
    return secret ? { ...provider, bind_password: secret } : provider;
  });
}

/**
 * A SAML provider's files named by the environment: SSO_<ID>_METADATA_FILE (the IdP's metadata),
 * SSO_<ID>_SP_CERTIFICATE_FILE and SSO_<ID>_SP_PRIVATE_KEY_FILE (Laikas's signing pair; the key never in the list).
 */
function samlFromEnvironment(env: Env, prefix: string, provider: Record<string, unknown>): Record<string, unknown> {
  const read = (name: string) => {
    const path = env[`${prefix}${name}`];
    if (!path) {
      return undefined;
    }
    try {
      return readFileSync(path, 'utf8').trim();
    } catch (error) {
      throw new ConfigError(`${prefix}${name}: cannot read ${path}: ${String(error)}`);
    }
  };
  const metadata = read('METADATA_FILE');
  const certificate = read('SP_CERTIFICATE_FILE');
  const key = read('SP_PRIVATE_KEY_FILE');
  return {
    ...provider,
    ...(metadata && { metadata_xml: metadata }),
    ...(certificate && { sp_certificate: certificate }),
    ...(key && { sp_private_key: key }),
  };
}

function localPasswordsOf(raw: string | undefined): 'everyone' | 'super_admins' | undefined {
  if (raw === undefined || raw === '') {
    return undefined;
  }
  if (raw !== 'everyone' && raw !== 'super_admins') {
    throw new ConfigError(`LOCAL_PASSWORDS must be "everyone" or "super_admins", got "${raw}"`);
  }
  return raw;
}

function positive(env: Env, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value < 1) {
    throw new ConfigError(`${name} must be at least 1, got "${env[name]}"`);
  }
  return value;
}

function clockFileOf(env: Env, production: boolean): string | undefined {
  if (!env.LAIKAS_CLOCK_FILE) {
    return undefined;
  }
  if (production) {
    throw new ConfigError('LAIKAS_CLOCK_FILE is for tests and may not be set in production');
  }
  return fromRoot(env.LAIKAS_CLOCK_FILE);
}

/** `TRUST_PROXY`: a comma-separated list of the proxies' addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`). */
export function trustedProxies(raw: string | undefined): string[] | false {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') {
    return false;
  }
  if (value === 'true' || value === '1' || value === '*') {
    throw new ConfigError(
      'TRUST_PROXY must list the addresses of the trusted reverse proxies (e.g. 127.0.0.1 or 10.0.0.0/8), not "true"',
    );
  }
  const proxies = value.split(',').map((part) => part.trim());
  for (const proxy of proxies) {
    const [address, bits, ...rest] = proxy.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (version === 0 || !validBits || rest.length > 0) {
      throw new ConfigError(`TRUST_PROXY: "${proxy}" is not an IP address or CIDR range`);
    }
  }
  return proxies;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

function stripSqlitePrefix(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/, '').replace(/^file:/, '');
}
