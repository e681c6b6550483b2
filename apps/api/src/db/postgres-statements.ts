import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely } from 'kysely';
import type pg from 'pg';

/** Statements kept per connection at most, of each kind; further texts run unnamed (parsed every time). */
const PREPARED_PER_CONNECTION = 500;
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
  // The name of a text is its hash; the hashes of the texts seen last are remembered (hashing costs more than a look-up).
  let generation = 0;
  const names = new Map<string, string>();
  const statementName = (text: string) => {
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= 2000) {
        names.clear();
      }
      name = `${generation}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };
  // Per connection: the names prepared by the protocol (pg's named queries), and those prepared by SQL in the
  // order they were last used.
  let prepared = new WeakMap<pg.PoolClient, { protocol: Set<string>; sql: Set<string> }>();
  const preparedOn = (client: pg.PoolClient) => {
    let known = prepared.get(client);
    if (!known) {
      known = { protocol: new Set(), sql: new Set() };
      prepared.set(client, known);
    }
    return known;
  };
  const forgetAll = (error: unknown) => {
    if ((error as { code?: string }).code === PLAN_CHANGED_RESULT_TYPE) {
      generation += 1;
      names.clear();
      prepared = new WeakMap();
    }
  };

  async function send(client: pg.PoolClient, message: Message) {
    const known = preparedOn(client).sql;
    const parts: string[] = [];
    const queryParts: number[] = [];
    const used = new Set<string>();
    for (const statement of message.statements) {
      if (typeof statement === 'string') {
        parts.push(statement);
        continue;
      }
      // Quoted: a base64url hash may hold '-'.
      const name = `"s${statementName(statement.sql)}"`;
      used.add(name);
      if (known.has(name)) {
        known.delete(name); // to the end: the most recently used
      } else {
        // Its own round trip, once per connection: a failed message could leave it prepared or not.
        const oldest = [...known].find((candidate) => !used.has(candidate));
        if (known.size >= PREPARED_PER_CONNECTION && oldest !== undefined) {
          await client.query(`deallocate ${oldest}`);
          known.delete(oldest);
        }
        await client.query(`prepare ${name} as ${statement.sql}`);
      }
      known.add(name);
      queryParts.push(parts.length);
      const values = statement.parameters.map((value) => literal(client, value));
      parts.push(values.length > 0 ? `execute ${name}(${values.join(', ')})` : `execute ${name}`);
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
      const name = `k${statementName(text)}`;
      if (!known.has(name)) {
        if (known.size >= PREPARED_PER_CONNECTION) {
          return client.query(text, values as unknown[]);
        }
        known.add(name);
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
