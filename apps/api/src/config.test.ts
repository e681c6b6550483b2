import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.js';

describe('loadConfig', () => {
  it('should give safe defaults for a local start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 8080,
      databaseUrl: join(REPO_ROOT, 'data', 'laikas.sqlite'),
      timeZone: 'Europe/Vilnius',
      uploadDir: join(REPO_ROOT, 'data', 'uploads'),
      webDist: join(REPO_ROOT, 'apps', 'web', 'dist'),
      seedDemo: true,
      session: { secureCookies: false },
    });
  });

  it.each([
    { name: 'a PostgreSQL URL', value: 'postgres://u:p@db:5432/laikas', expected: 'postgres://u:p@db:5432/laikas' },
    { name: 'a postgresql:// URL', value: 'postgresql://db/laikas', expected: 'postgresql://db/laikas' },
    { name: 'an absolute SQLite path', value: '/var/lib/laikas.sqlite', expected: '/var/lib/laikas.sqlite' },
    { name: 'a relative SQLite path', value: 'data/other.sqlite', expected: join(REPO_ROOT, 'data/other.sqlite') },
    { name: 'a sqlite: URL', value: 'sqlite:data/x.db', expected: join(REPO_ROOT, 'data/x.db') },
    { name: 'a file: URL', value: 'file:/tmp/x.db', expected: '/tmp/x.db' },
    { name: 'memory', value: ':memory:', expected: ':memory:' },
  ])('should read DATABASE_URL given $name', ({ value, expected }) => {
    expect(loadConfig({ DATABASE_URL: value }).databaseUrl).toBe(expected);
  });

  it('should never seed demo data and should use secure cookies in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(config.seedDemo).toBe(false);
    expect(config.session.secureCookies).toBe(true);
  });

  it('should name the session cookie __Host- when cookies are Secure, and give sessions both lifetimes', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).session).toEqual({
      cookieName: '__Host-laikas_session',
      lifetimeMinutes: 720,
      absoluteLifetimeMinutes: 1440,
      secureCookies: true,
    });
    expect(loadConfig({}).session.cookieName).toBe('laikas_session');
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).session.cookieName).toBe('laikas_session');
    expect(
      loadConfig({ SESSION_LIFETIME_MINUTES: '30', SESSION_ABSOLUTE_LIFETIME_MINUTES: '480' }).session,
    ).toMatchObject({ lifetimeMinutes: 30, absoluteLifetimeMinutes: 480 });
  });

  it.each([
    {
      name: 'an unknown time zone',
      env: { TIME_ZONE: 'Mars/Olympus' },
      message: 'TIME_ZONE "Mars/Olympus" is not a known IANA time zone',
    },
    { name: 'a port that is not a number', env: { PORT: 'eighty' }, message: 'PORT must be an integer, got "eighty"' },
    {
      name: 'a test clock in production',
      env: { NODE_ENV: 'production', LAIKAS_CLOCK_FILE: '/tmp/now' },
      message: 'LAIKAS_CLOCK_FILE is for tests and may not be set in production',
    },
    {
      name: 'a __Host- session cookie without Secure',
      env: { SESSION_COOKIE: '__Host-s', COOKIE_SECURE: 'false' },
      message: 'SESSION_COOKIE "__Host-s" needs COOKIE_SECURE=true: browsers drop a __Host- cookie without Secure',
    },
    {
      name: 'a session lifetime of no minutes',
      env: { SESSION_ABSOLUTE_LIFETIME_MINUTES: '0' },
      message: 'SESSION_ABSOLUTE_LIFETIME_MINUTES must be at least 1, got "0"',
    },
    {
      name: 'a reminder round of no seconds',
      env: { REMINDER_INTERVAL_SECONDS: '0' },
      message: 'REMINDER_INTERVAL_SECONDS must be at least 1, got "0"',
    },
    {
      name: 'a delivery round of no seconds',
      env: { DELIVERY_INTERVAL_SECONDS: '0' },
      message: 'DELIVERY_INTERVAL_SECONDS must be at least 1, got "0"',
    },
  ])('should refuse $name', ({ env, message }) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    { value: undefined, expected: false },
    { value: '', expected: false },
    { value: 'false', expected: false },
    { value: '127.0.0.1', expected: ['127.0.0.1'] },
    { value: '127.0.0.1, 10.0.0.0/8,::1', expected: ['127.0.0.1', '10.0.0.0/8', '::1'] },
  ])('should read $value as the trusted proxies $expected', ({ value, expected }) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', '1', '*', 'proxy.example.edu', '10.0.0.0/33'])('should refuse to start with "%s"', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
