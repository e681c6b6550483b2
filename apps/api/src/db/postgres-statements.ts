import { CompiledQuery, type Kysely } from 'kysely';
import type pg from 'pg';
import { StatementCache, type StatementCacheLimits } from './statement-cache.js';

/**
 * Statements each connection keeps prepared, of each kind (least recently used are deallocated); a longer text
 * always runs unnamed (parsed every time). A prepared statement holds its plan in the connection's server process:
 * unbounded, a list of a new length per request grew one process by 396 MB (issue 13).
 */
export const POSTGRES_STATEMENT_CACHE: StatementCacheLimits = {
  maxEntries: 300,
  maxTextLength: 1_000_000,
  maxEntryTextLength: 20_000,
};
/** SQLSTATE of "cached plan must not change result type" (feature_not_supported). */
const PLAN_CHANGED_RESULT_TYPE = '0A000';

/** A statement of a message: SQL whose result is not needed (`begin`, `commit`), or a query whose rows are. */
export type MessageStatement = string | CompiledQuery<unknown>;

/** The rows of each statement of a message: a query's rows, nothing for plain SQL. */
export type MessageRows<S extends readonly MessageStatement[]> = {
  [K in keyof S]: S[K] extends CompiledQuery<infer Row> ? Row[] : [];
};

/** Several statements for one round trip; reaches the connection as the one value of a placeholder query. */
class Message {
  constructor(readonly statements: readonly MessageStatement[]) {}
}

/**
 * Runs `statements` in order, in ONE round trip to PostgreSQL, and answers each one's rows. The first statement
 * that fails ends the message there (and, inside a transaction, the transaction with it), as in any message of
 * several statements. Each query runs as `execute` of a statement prepared once per connection, its values sent
 * as quoted literals that PostgreSQL converts to the parameters' types, exactly as it converts text parameters.
 *
 * On a busy server a round trip costs more CPU than most statements (the loopback write, the wake-up of the other
 * process, the driver's bookkeeping on both sides), so a write sends what it knows together: its `begin` with its
 * locks and overlap check, its last insert with its `commit` (bench/README.md). PostgreSQL only.
 */
export async function sendTogether<const S extends readonly MessageStatement[]>(
  connection: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any schema
  statements: S,
): Promise<MessageRows<S>> {
  const { rows } = await connection.executeQuery(CompiledQuery.raw('-- message', [new Message(statements)]));
  return rows as MessageRows<S>;
}

/** The text form of a one-dimensional array of numbers or strings (`{1,2}`, `{"a","b\\"c"}`). */
function arrayText(values: readonly unknown[]): string {
  const elements = values.map((value) => {
    if (typeof value === 'number' && Number.isFinite(value)) {
      return String(value);
    }
    if (typeof value === 'string' && !value.includes('\u0000')) {
      return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    }
    throw new TypeError(`A message cannot carry this array element: ${typeof value}`);
  });
  return `{${elements.join(',')}}`;
}

/** A value as a literal PostgreSQL reads as it would read the same value sent as a text parameter. */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) {
    return 'null';
  }
  if (typeof value === 'string') {
    // A NUL would end the message's text there (the error handler answers 422 to one in a request long before).
    if (value.includes('\u0000')) {
      throw new TypeError('A message cannot carry a NUL character');
    }
    return client.escapeLiteral(value);
  }
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint') {
    return `'${String(value)}'`;
  }
  if (typeof value === 'boolean') {
    return value ? 'true' : 'false';
  }
  if (value instanceof Date) {
    return `'${value.toISOString()}'`;
  }
  if (Array.isArray(value)) {
    // An id list (db/id-lists.ts): the array's text form, typed by its place (`= any($1)`) like a text parameter.
    return client.escapeLiteral(arrayText(value));
  }
  throw new TypeError(`A message cannot carry this value: ${typeof value}`);
}

/**
 * PostgreSQL parses, analyses and plans every unnamed statement anew: about half of its CPU on a short request.
 * Kysely sends unnamed ones, so each pooled connection names the statements it runs (by a hash of their text) and
 * PostgreSQL prepares each once per connection. DDL is left unnamed (migrations). The same connections carry the
 * messages of `sendTogether`, whose queries are prepared by SQL (`prepare`) under names of their own.
 *
 * A prepared `select *` keeps the columns its table had: when a newer process migrates the schema while this one
 * runs (a rolling deploy), PostgreSQL refuses it ("cached plan must not change result type"). Then every name is
 * forgotten (a new generation of names, prepared anew) and the statement runs once more, unprepared; a statement
 * inside a transaction (and every message) fails with its transaction, as any failed statement does.
 */
export function preparingStatements(pool: pg.Pool): pg.Pool {
  // Every statement prepared gets a name never used before (a counter), so a name pushed out of a cache and
  // deallocated can never be mistaken for a newer statement of the same text.
  let counter = 0;
  const newName = (prefix: string) => `${prefix}${(counter++).toString(36)}`;
  // Per connection, by text: the names prepared by the protocol (pg's named queries) and by SQL (`prepare`), each
  // cache bounded (POSTGRES_STATEMENT_CACHE) and deallocating what it pushes out.
  interface Prepared {
    protocol: StatementCache<string>;
    sql: StatementCache<string>;
    /** SQL-prepared names pushed out, to deallocate before the next message. */
    unused: string[];
  }
  let prepared = new WeakMap<pg.PoolClient, Prepared>();
  const preparedOn = (client: pg.PoolClient): Prepared => {
    let known = prepared.get(client);
    if (!known) {
      const unused: string[] = [];
      known = {
        protocol: new StatementCache<string>(POSTGRES_STATEMENT_CACHE, (_, name) => {
          // pg must parse the name again should it come back; the server forgets it at the deallocate, queued
          // before any later query of this connection. (Failing in a failed transaction, it leaks one statement.)
          const parsed = (client as unknown as { connection?: { parsedStatements?: Record<string, string> } })
            .connection?.parsedStatements;
          if (parsed) {
            delete parsed[name];
          }
          client.query(`deallocate ${name}`).catch(() => {});
        }),
        sql: new StatementCache<string>(POSTGRES_STATEMENT_CACHE, (_, name) => unused.push(name)),
        unused,
      };
      prepared.set(client, known);
    }
    return known;
  };
  const forgetAll = (error: unknown) => {
    if ((error as { code?: string }).code === PLAN_CHANGED_RESULT_TYPE) {
      prepared = new WeakMap();
    }
  };

  async function send(client: pg.PoolClient, message: Message) {
    const known = preparedOn(client);
    const parts: string[] = [];
    const queryParts: number[] = [];
    for (const statement of message.statements) {
      if (typeof statement === 'string') {
        parts.push(statement);
        continue;
      }
      let name = known.sql.get(statement.sql);
      if (name === undefined && known.sql.admits(statement.sql)) {
        name = newName('s');
        known.sql.set(statement.sql, name);
        // Its own round trip, once per connection: a failed message could leave it prepared or not.
        await client.query(`prepare ${name} as ${statement.sql}`);
        // What it pushed out of the cache (never a statement of this message: they were used last).
        for (const unused of known.unused.splice(0)) {
          await client.query(`deallocate ${unused}`);
        }
      }
      const values = statement.parameters.map((value) => literal(client, value));
      queryParts.push(parts.length);
      if (name === undefined) {
        // Too long to keep prepared: the query itself, its values in their places.
        parts.push(statement.sql.replace(/\$(\d+)/g, (_, index: string) => values[Number(index) - 1]!));
      } else {
        parts.push(values.length > 0 ? `execute ${name}(${values.join(', ')})` : `execute ${name}`);
      }
    }
    try {
      const answer = (await client.query(parts.join(';\n'))) as pg.QueryResult | pg.QueryResult[];
      const results = Array.isArray(answer) ? answer : [answer];
      let next = 0;
      const rows = message.statements.map((statement) =>
        typeof statement === 'string' ? [] : (results[queryParts[next++]!]?.rows ?? []),
      );
      return { command: 'SELECT', rows, rowCount: rows.length };
    } catch (error) {
      forgetAll(error);
      throw error;
    }
  }

  const named = (client: pg.PoolClient) =>
    function query(this: unknown, text: unknown, values?: unknown, ...rest: unknown[]) {
      if (Array.isArray(values) && values[0] instanceof Message) {
        return send(client, values[0]);
      }
      if (typeof text !== 'string' || !/^\s*(select|insert|update|delete|with)\b/i.test(text)) {
        return (client.query as (...args: unknown[]) => unknown)(text, values, ...rest);
      }
      const known = preparedOn(client).protocol;
      let name = known.get(text);
      if (name === undefined) {
        if (!known.admits(text)) {
          return client.query(text, values as unknown[]);
        }
        name = newName('k');
        known.set(text, name);
      }
      return client.query({ name, text, values: values as unknown[] }).catch((error: unknown) => {
        if ((error as { code?: string }).code !== PLAN_CHANGED_RESULT_TYPE) {
          throw error;
        }
        forgetAll(error);
        return client.query(text, values as unknown[]);
      });
    };
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'connect') {
        return Reflect.get(target, property, receiver) as unknown;
      }
      return async () => {
        const client = await target.connect();
        return new Proxy(client, {
          get: (inner, key, innerReceiver) =>
            key === 'query' ? named(inner) : (Reflect.get(inner, key, innerReceiver) as unknown),
        });
      };
    },
  });
}
