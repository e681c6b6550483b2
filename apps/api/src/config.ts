import { fileURLToPath } from 'node:url';
import { isAbsolute, join, resolve } from 'node:path';
import { OWASP_PASSWORD_HASHING } from './services/passwords.js';

/** The repository root (apps/api/src/config.ts → ../../..), so defaults do not depend on the working directory. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  from: string;
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
  /** The built web app; served with an SPA fallback when it exists. */
  webDist: string;
  smtp: SmtpConfig;
  session: {
    cookieName: string;
    /** Idle lifetime: a session unused for this long is gone. */
    lifetimeMinutes: number;
    /** Adds `Secure` to the cookies (HTTPS only). */
    secureCookies: boolean;
  };
  loginRateLimit: {
    /** Failed attempts allowed per uid within the window. */
    perUid: number;
    /** Failed attempts allowed per client address within the window. */
    perAddress: number;
    windowSeconds: number;
  };
  /**
   * Cost of new password hashes: always the OWASP baseline (not read from the environment). Test suites lower it;
   * existing hashes keep verifying with the parameters stored in them.
   */
  passwordHashing: PasswordHashing;
  logLevel: string;
  /** Trust X-Forwarded-For from a reverse proxy (login rate limits count per client address). */
  trustProxy: boolean;
  /** Signs the XSRF tokens; when unset a random secret is created once and kept in system_settings. */
  appSecret: string | undefined;
  /** Seeds the demo university on an empty database at start-up (never in production). */
  seedDemo: boolean;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') {
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isInteger(value)) {
    throw new Error(`${name} must be an integer, got "${raw}"`);
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

/** Reads the configuration from environment variables; every value has a safe default for a local start. */
export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const timeZone = env.TIME_ZONE || 'Europe/Vilnius';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new Error(`TIME_ZONE "${timeZone}" is not a known IANA time zone`);
  }
  const databaseUrl = env.DATABASE_URL || join(REPO_ROOT, 'data', 'laikas.sqlite');
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
    webDist: fromRoot(env.WEB_DIST || 'apps/web/dist'),
    smtp: {
      host: env.SMTP_HOST || '127.0.0.1',
      port: integer(env, 'SMTP_PORT', 25),
      secure: flag(env, 'SMTP_SECURE', false),
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
      from: env.MAIL_FROM || 'Laikas <laikas@example.edu>',
    },
    session: {
      cookieName: env.SESSION_COOKIE || 'laikas_session',
      lifetimeMinutes: integer(env, 'SESSION_LIFETIME_MINUTES', 12 * 60),
      secureCookies: flag(env, 'COOKIE_SECURE', production),
    },
    loginRateLimit: {
      perUid: integer(env, 'LOGIN_MAX_ATTEMPTS_PER_UID', 5),
      perAddress: integer(env, 'LOGIN_MAX_ATTEMPTS_PER_ADDRESS', 30),
      windowSeconds: integer(env, 'LOGIN_WINDOW_SECONDS', 15 * 60),
    },
    passwordHashing: OWASP_PASSWORD_HASHING,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: flag(env, 'TRUST_PROXY', false),
    appSecret: env.APP_SECRET || undefined,
    seedDemo: !production && flag(env, 'SEED_DEMO', true),
  };
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

function stripSqlitePrefix(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/, '').replace(/^file:/, '');
}
