/**
 * A field's problem as the form block keeps it: the zod issue code, and for limits the kind of value and the limit.
 * The resolver stores it as the error's message (JSON) so that the field can say it in the reader's language with
 * its own label, and say it again when the language changes.
 */
export interface FieldIssue {
  code: string;
  origin?: string;
  minimum?: number;
  maximum?: number;
  /** Whether the limit itself is allowed (`min(1)`: at least 1; `positive()`: greater than 0). */
  inclusive?: boolean;
}

const PREFIX = 'laikas-issue:';

/** The issue as an error message (`encodeIssue`), read back by `decodeIssue`. */
export function encodeIssue(issue: FieldIssue): string {
  return PREFIX + JSON.stringify(issue);
}

/**
 * The issue a message says. A schema message of its own (a catalogue code such as `schema.nameFieldRequired`, which
 * zod puts before ours) keeps only the issue's code: `type` of react-hook-form's error.
 */
export function decodeIssue(message: string | undefined, type: string | undefined): FieldIssue {
  if (message?.startsWith(PREFIX)) {
    try {
      return JSON.parse(message.slice(PREFIX.length)) as FieldIssue;
    } catch {
      return { code: 'custom' };
    }
  }
  // A schema's own message on a `too_small` is the field being required (`min(1, 'schema.…Required')`).
  return type === 'too_small' ? { code: 'too_small', origin: 'string', minimum: 1 } : { code: type ?? 'custom' };
}

/** The translation key and its values for an issue of the field named `field`; the server's wording (issue 28). */
export function issueKey(issue: FieldIssue, field: string): { key: string; values: Record<string, string | number> } {
  const { code, origin, minimum, maximum, inclusive = true } = issue;
  const isText = origin === 'string';
  const isNumber = origin === 'number' || origin === 'int' || origin === 'bigint';
  const isList = origin === 'array' || origin === 'set';
  if (code === 'too_small' && isText) {
    return (minimum ?? 1) <= 1
      ? { key: 'form.required', values: { field } }
      : { key: 'form.minLength', values: { field, count: minimum ?? 1 } };
  }
  if (code === 'too_small' && isList) {
    return { key: 'form.minItems', values: { field, count: minimum ?? 1 } };
  }
  if (code === 'too_big' && isText) {
    return { key: 'form.maxLength', values: { field, count: maximum ?? 0 } };
  }
  if (code === 'too_big' && isList) {
    return { key: 'form.maxItems', values: { field, count: maximum ?? 0 } };
  }
  // A number out of its range says the limit (a capacity of 0: "at least 1"), in the server's words.
  if (code === 'too_small' && isNumber && minimum !== undefined) {
    return { key: inclusive ? 'form.atLeast' : 'form.greaterThan', values: { field, limit: minimum } };
  }
  if (code === 'too_big' && isNumber && maximum !== undefined) {
    return { key: inclusive ? 'form.atMost' : 'form.lessThan', values: { field, limit: maximum } };
  }
  if (code === 'invalid_format') {
    return { key: 'form.formatInvalid', values: { field } };
  }
  if (code === 'invalid_value') {
    return { key: 'form.selectionInvalid', values: { field } };
  }
  return { key: 'form.invalid', values: { field } };
}
