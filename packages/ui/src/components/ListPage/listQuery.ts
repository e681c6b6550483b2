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

/** A parameter's text, or its texts when the address repeats it (`resources=1&resources=2`, a list filter). */
type ListQueryInput = Record<string, string | string[]>;

/** Parameters the schema reads; an empty one counts as absent (an emptied text box). */
function inputOf(params: URLSearchParams): ListQueryInput {
  const input: ListQueryInput = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value.trim() !== '');
    if (values.length > 0) {
      input[key] = values.length === 1 ? values[0]! : values;
    }
  }
  return input;
}

/**
 * Leaves out what the schema refused: one value of a repeated parameter (`path` `['resources', 1]`), else the whole
 * parameter. Says whether anything was left out.
 */
function leaveOut(input: ListQueryInput, issues: readonly ListQueryIssue[]): boolean {
  const refusedValues = new Map<string, Set<number>>();
  const refusedKeys = new Set<string>();
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    const index = issue.path[1];
    if (!(key in input)) {
      continue;
    }
    if (Array.isArray(input[key]) && typeof index === 'number') {
      refusedValues.set(key, (refusedValues.get(key) ?? new Set()).add(index));
    } else {
      refusedKeys.add(key);
    }
  }
  for (const [key, indexes] of refusedValues) {
    const kept = (input[key] as string[]).filter((_, index) => !indexes.has(index));
    input[key] = kept;
    if (kept.length === 0) {
      refusedKeys.add(key);
    }
  }
  for (const key of refusedKeys) {
    delete input[key];
  }
  return refusedKeys.size + refusedValues.size > 0;
}

/**
 * The query the address holds, parsed by `schema`; a repeated parameter is read as a list. A parameter the schema
 * refuses (an edited address, a link from an older version) is left out, or just the refused value of a list, so the
 * list opens with that filter's default instead of an error.
 */
export function readListQuery<Query>(schema: ListQuerySchema<Query>, params: URLSearchParams): Query {
  const input = inputOf(params);
  let result = schema.safeParse(input);
  while (!result.success) {
    if (!leaveOut(input, result.error.issues)) {
      throw new Error(
        'readListQuery: the schema refuses an empty query; give every parameter a default or make it optional',
      );
    }
    result = schema.safeParse(input);
  }
  return result.data;
}

function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/**
 * The address after `changes`: a value equal to its default (or empty) is removed; a list is written as the parameter
 * repeated. Any change but the page's own goes
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
    } else if (Array.isArray(value)) {
      // A list is the parameter repeated, a value each: what `readListQuery` reads back.
      next.delete(key);
      for (const item of value) {
        next.append(key, textOf(item));
      }
    } else {
      next.set(key, text);
    }
  }
  if (!('page' in changes)) {
    next.delete('page');
  }
  return next;
}
