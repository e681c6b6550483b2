import { describe, expect, it } from 'vitest';
import { EMPTY_PERIOD_DRAFT, holidayDraftSchema, periodDraftSchema } from './period-draft.js';

const autumn = { ...EMPTY_PERIOD_DRAFT, name: ' Ruduo ', starts_on: '2026-09-01', ends_on: '2027-01-31' };

// Issue 29: the period form is checked by the body's own schema before it is sent.
describe('periodDraftSchema', () => {
  it.each([
    {
      name: 'no week counts, no exam dates and no holiday as the server derives them',
      draft: autumn,
      body: {
        name: 'Ruduo',
        starts_on: '2026-09-01',
        ends_on: '2027-01-31',
        teaching_weeks: null,
        exam_weeks: null,
        blackouts: [],
      },
    },
    {
      name: 'week counts as numbers, the exam session and a one-day holiday',
      draft: {
        ...autumn,
        teaching_weeks: ' 16 ',
        exam_weeks: '2',
        exams_from: '2027-01-04',
        exams_to: null,
        blackouts: [{ name: 'Kūčios', from: '2026-12-24', to: '' }],
      },
      body: {
        name: 'Ruduo',
        starts_on: '2026-09-01',
        ends_on: '2027-01-31',
        teaching_weeks: 16,
        exam_weeks: 2,
        exams_from: '2027-01-04',
        exams_to: null,
        blackouts: [{ name: 'Kūčios', from: '2026-12-24', to: '2026-12-24' }],
      },
    },
  ])('should give $name', ({ draft, body }) => {
    expect(periodDraftSchema.parse(draft)).toEqual(body);
  });

  it.each([
    { name: 'a week count that is not a whole number', draft: { ...autumn, exam_weeks: 'two' }, path: 'exam_weeks' },
    { name: 'more weeks than the body takes', draft: { ...autumn, teaching_weeks: '61' }, path: 'teaching_weeks' },
    { name: 'no start', draft: { ...autumn, starts_on: '' }, path: 'starts_on' },
    {
      name: 'a named holiday without a date',
      draft: { ...autumn, blackouts: [{ name: 'Kūčios', from: '', to: '' }] },
      path: 'blackouts.0.from',
    },
  ])('should refuse $name under its field', ({ draft, path }) => {
    const result = periodDraftSchema.safeParse(draft);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('holidayDraftSchema', () => {
  it('should make a holiday without an end one day', () => {
    expect(holidayDraftSchema.parse({ name: 'Kūčios', from: '2026-12-24', to: '', period_id: 3 })).toEqual({
      name: 'Kūčios',
      from: '2026-12-24',
      to: '2026-12-24',
      period_id: 3,
    });
  });

  it('should say only the start is missing when neither date is given (an empty end is the start)', () => {
    const result = holidayDraftSchema.safeParse({ name: 'Kūčios', from: '', to: '', period_id: 3 });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['from']);
  });

  it('should refuse an end that is no date under the end', () => {
    const result = holidayDraftSchema.safeParse({ name: 'Kūčios', from: '2026-12-24', to: '24.12', period_id: 3 });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['to']);
  });

  it('should refuse a holiday without a name under its name', () => {
    const result = holidayDraftSchema.safeParse({ name: ' ', from: '2026-12-24', to: '', period_id: 3 });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name']);
  });
});
