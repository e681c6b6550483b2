import { describe, expect, it } from 'vitest';
import { clearableDateSchema, dateSchema, optionalDateSchema } from './common.js';
import { periodBodySchema } from './periods.js';

const issuesOf = (value: unknown) => {
  const result = dateSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map(({ code, message, ...rest }) => ({ code, message, ...rest }));
};

describe('dateSchema', () => {
  it.each(['2026-09-01', '1900-01-01', '2100-12-31'])('should take %j', (value) => {
    expect(dateSchema.parse(value)).toBe(value);
  });

  // An empty date is a date left out: the required message every empty required field shows, never the format's.
  it('should say an empty date is required, as zod says an empty text is', () => {
    expect(issuesOf('')).toEqual([
      expect.objectContaining({ code: 'too_small', origin: 'string', minimum: 1, path: [] }),
    ]);
    expect(issuesOf('').map((issue) => issue.message)).not.toContain('schema.dateFormat');
  });

  it.each(['2026-9-1', '01.09.2026', '2026-09-01T00:00', ' ', 'rytoj'])(
    'should refuse %j with the format message',
    (value) => {
      expect(issuesOf(value).map((issue) => issue.message)).toEqual(['schema.dateFormat']);
    },
  );

  it('should leave an optional date optional: absent, or null where the body allows it', () => {
    expect(dateSchema.optional().parse(undefined)).toBeUndefined();
    expect(dateSchema.nullable().parse(null)).toBeNull();
    expect(dateSchema.nullish().parse(undefined)).toBeUndefined();
    expect(dateSchema.nullish().parse(null)).toBeNull();
  });

  it("should put the required message under an empty date of a body, the format's under a malformed one", () => {
    const result = periodBodySchema.safeParse({
      name: 'Ruduo 2026',
      starts_on: '',
      ends_on: '2026-12-3',
      exams_from: null,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, code, message }) => ({ path, code, message }))).toEqual([
      { path: ['starts_on'], code: 'too_small', message: expect.not.stringMatching(/^schema\./) },
      { path: ['ends_on'], code: 'invalid_format', message: 'schema.dateFormat' },
    ]);
  });

  // A cleared filter (`?from=`) or a cleared optional field is no date, not a missing required one.
  it('should read an empty optional date as none', () => {
    expect(optionalDateSchema.parse('')).toBeUndefined();
    expect(optionalDateSchema.parse(undefined)).toBeUndefined();
    expect(optionalDateSchema.parse('2026-09-01')).toBe('2026-09-01');
    expect(clearableDateSchema.parse('')).toBeNull();
    expect(clearableDateSchema.parse(null)).toBeNull();
    expect(clearableDateSchema.parse(undefined)).toBeUndefined();
    expect(optionalDateSchema.safeParse('2026-9-1').error?.issues.map((issue) => issue.message)).toEqual([
      'schema.dateFormat',
    ]);
    expect(clearableDateSchema.safeParse(' ').error?.issues.map((issue) => issue.message)).toEqual([
      'schema.dateFormat',
    ]);
  });
});
