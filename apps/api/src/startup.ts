import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, isPostgresUrl } from './config.js';

/*
 * What an operator reads when the server or a command-line tool cannot start (docs/operations.md, "Configuration"):
 * one line, `laikas: …`, naming the setting to fix, and exit code 1; never a stack trace, never the database password.
 */

/** DATABASE_URL as it may be shown: a PostgreSQL URL without its password. */
export function shownDatabaseUrl(databaseUrl: string): string {
  if (!isPostgresUrl(databaseUrl)) {
    return databaseUrl;
  }
  try {
    const url = new URL(databaseUrl);
    if (url.password !== '') {
      url.password = '***';
    }
    if (url.searchParams.has('password')) {
      url.searchParams.set('password', '***');
    }
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}

/** A failure whose message is written for the operator as it is (a backup file that is not there, pg_dump's refusal). */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

interface ErrorLike {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first. */
function chain(error: unknown): ErrorLike[] {
  const errors: ErrorLike[] = [];
  for (let current = error; current && typeof current === 'object' && errors.length < 5;) {
    errors.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return errors;
}

/** The first line of a message, without the password of DATABASE_URL should a driver have quoted it. */
function firstLine(message: unknown, databaseUrl: string): string {
  let text = String(message ?? '')
    .split('\n')[0]!
    .trim();
  const password = isPostgresUrl(databaseUrl) ? safePassword(databaseUrl) : '';
  if (password !== '') {
    text = text.replaceAll(password, '***');
  }
  return text;
}

function safePassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return url.password !== '' ? decodeURIComponent(url.password) : (url.searchParams.get('password') ?? '');
  } catch {
    return '';
  }
}

/**
 * The line an operator needs for an error of start-up, or undefined when the error is none of the settings' (a bug:
 * the caller logs it whole). `listen` names the address the server tried.
 */
export function operatorMessage(
  error: unknown,
  { databaseUrl, port, host }: { databaseUrl: string; port?: number; host?: string },
): string | undefined {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (link instanceof ConfigError || link instanceof OperatorError) {
      return String(link.message);
    }
    if (link.syscall === 'listen') {
      if (code === 'EADDRINUSE') {
        return `PORT ${port} on ${host} is in use by another process: stop it or set another PORT`;
      }
      if (code === 'EACCES') {
        return `PORT ${port} on ${host} may not be opened by this user (EACCES): set PORT to 1024 or above`;
      }
      if (code === 'EADDRNOTAVAIL') {
        return `HOST ${host} is not an address of this machine (EADDRNOTAVAIL)`;
      }
      return `PORT ${port} on ${host} cannot be listened on: ${firstLine(link.message, databaseUrl)}`;
    }
    // PostgreSQL refusing this connection for good: no such database (3D000), role or password (class 28), no
    // permission (42501). Waiting would not help; the operator fixes DATABASE_URL or the database.
    if (/^(3D000|28...|42501)$/.test(code)) {
      return `DATABASE_URL ${shownDatabaseUrl(databaseUrl)}: ${firstLine(link.message, databaseUrl)}`;
    }
    // The database server not reached (a command-line tool does not wait for it as the server does).
    if (/^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)$/.test(code)) {
      return `DATABASE_URL ${shownDatabaseUrl(databaseUrl)}: the database server cannot be reached (${firstLine(link.message, databaseUrl)})`;
    }
    if (code === 'SQLITE_CANTOPEN' || code === 'SQLITE_READONLY' || code === 'SQLITE_NOTADB') {
      return `DATABASE_URL ${databaseUrl}: SQLite cannot use this file (${code}: ${firstLine(link.message, databaseUrl)})`;
    }
  }
  return undefined;
}

/**
 * Makes sure UPLOAD_DIR is a folder this process can write (created when missing), so that a wrong one stops the
 * start with its name, not the first upload with a 500.
 */
export function ensureWritableFolder(name: string, folder: string): void {
  let reason: string | undefined;
  try {
    if (existsSync(folder) && !statSync(folder).isDirectory()) {
      reason = 'it is a file, not a folder';
    } else {
      mkdirSync(folder, { recursive: true });
      // A file written and removed, not the permission bits: root passes those where nothing can be written (/proc
      // passed, and the start then failed writing the demo's pictures, with a stack trace).
      const probe = join(folder, `.laikas-write-check-${process.pid}`);
      writeFileSync(probe, '');
      rmSync(probe);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    reason =
      code === 'ENOTDIR'
        ? 'a part of the path is a file, not a folder'
        : code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOENT'
          ? `this process may not write there (${code})`
          : String(typeof code === 'string' ? code : error);
  }
  if (reason !== undefined) {
    throw new ConfigError(`${name} ${folder} is not a folder this process can write: ${reason}`);
  }
}

/**
 * Ends a command-line tool that failed: one line for what the operator can fix, and for anything else its message
 * (the stack with LOG_LEVEL=debug), exit code 1.
 */
export function exitWithOperatorMessage(command: string, error: unknown, databaseUrl: string): never {
  const known = operatorMessage(error, { databaseUrl });
  if (known !== undefined) {
    process.stderr.write(`laikas: ${command}: ${known}\n`);
  } else if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') {
    process.stderr.write(`laikas: ${command} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `laikas: ${command} failed: ${firstLine(message, databaseUrl)} (LOG_LEVEL=debug shows more)\n`,
    );
  }
  process.exit(1);
}
