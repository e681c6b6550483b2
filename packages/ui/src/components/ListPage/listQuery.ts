/*
 * A list's query kept in the page's address (`?page=2&status=pending`): read through the contract's query schema, so
 * the screen sees the same typed, defaulted values the server validates, and written back with only what differs from
 * the defaults, so that a shared link is short and the first page has no `page=1`.
 */

/** One problem the schema found: `path[0]` names the parameter. */
export interface ListQueryIssue {
  readonly path: readonly PropertyKey[];
}

/** What the kit needs of a query schema: zod's `safeParse` (every `*QuerySchema` of `@laikas/contract` has it). */
export interface ListQuerySchema<Query> {
  safeParse(
    input: unknown,
  ): { success: true; data: Query } | { success: false; error: { issues: readonly ListQueryIssue[] } };
}

/** A change to the query: a value, or `undefined`/`null`/`''` for "no filter". */
export type ListQueryChanges<Query> = { [Key in keyof Query]?: Query[Key] | null | '' };

/** Parameters the schema reads; an empty one counts as absent (an emptied text box). */
function inputOf(params: URLSearchParams): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, value] of params) {
    if (value.trim() !== '') {
      input[key] = value;
    }
  }
  return input;
}

/**
 * The query the address holds, parsed by `schema`. A parameter the schema refuses (an edited address, a link from an
 * older version) is left out, so the list opens with that filter's default instead of an error.
 */
export function readListQuery<Query>(schema: ListQuerySchema<Query>, params: URLSearchParams): Query {
  const input = inputOf(params);
  let result = schema.safeParse(input);
  while (!result.success) {
    const refused = result.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((key) => key in input);
    if (refused.length === 0) {
      throw new Error(
        'readListQuery: the schema refuses an empty query; give every parameter a default or make it optional',
      );
    }
    for (const key of refused) {
      delete input[key];
    }
    result = schema.safeParse(input);
  }
  return result.data;
}

function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/**
 * The address after `changes`: a value equal to its default (or empty) is removed. Any change but the page's own goes
 * back to the first page, since page 4 of the old filter means nothing for the new one.
 */
export function writeListQuery<Query>(
  params: URLSearchParams,
  changes: ListQueryChanges<Query>,
  defaults: Query,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const text = textOf(value);
    if (text === '' || text === textOf((defaults as Record<string, unknown>)[key])) {
      next.delete(key);
    } else {
      next.set(key, text);
    }
  }
  if (!('page' in changes)) {
    next.delete('page');
  }
  return next;
}
