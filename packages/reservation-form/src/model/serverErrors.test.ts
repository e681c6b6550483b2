import { describe, expect, it } from 'vitest';
import { findValidationBody, formatOverlapTime, readServerErrors, readWriteFailure } from './serverErrors';

const body = {
  message: 'The given data was invalid.',
  errors: {
    name: ['The name is required'],
    from: ['The time is already taken'],
    to: ['The end time must be 24:00 at the latest'],
    type: ['Unknown type'],
    person_responsible: ['Unknown user'],
    remote_address: ['The remote address is required'],
    annexes: ['Unknown annex'],
    'repeater.interval': ['The interval must be a whole number from 1 to 20'],
    'repeater.until': ['The series must end on or after its first day'],
    item: ['Something the form has no field for'],
  },
  repeater_overlaps: [
    { name: 'Fizika', from: '2026-03-30 10:00', to: '2026-03-30 11:30', reservable: { name: 'Auditorija 101' } },
  ],
  batch_overlaps: [
    { name: 'Chemija', from: '2026-03-02 08:20', to: '2026-03-02 09:50', reservable_name: 'Laboratorija' },
  ],
  repeater_validation: 'The series crosses the end of the semester',
};

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
  get errors() {
    return this.body.errors;
  }
}

describe('findValidationBody', () => {
  it.each([
    { name: '{ status: 422, body }', reason: { status: 422, body }, found: true },
    { name: 'an error with errors and a body (the web client)', reason: new ApiError(422, body), found: true },
    {
      name: 'an error carrying errors itself',
      reason: Object.assign(new Error('invalid'), { errors: body.errors }),
      found: true,
    },
    { name: 'the body alone', reason: body, found: true },
    { name: 'a 500', reason: { status: 500, body: { message: 'Server error' } }, found: false },
    { name: 'a 403 with a body', reason: new ApiError(403, { message: 'Forbidden', errors: {} }), found: false },
    { name: 'a network error', reason: new TypeError('Failed to fetch'), found: false },
    { name: 'nothing', reason: undefined, found: false },
  ])('given $name, should find a 422 body: $found', ({ reason, found }) => {
    expect(findValidationBody(reason) !== undefined).toBe(found);
  });
});

describe('formatOverlapTime', () => {
  it.each([
    { name: 'a local date and time from the API', text: '2026-03-30 10:00', shown: '2026-03-30 10:00' },
    { name: 'a local ISO date and time', text: '2026-10-25T08:20:00', shown: '2026-10-25 08:20' },
    { name: 'a UTC instant in summer time', text: '2026-03-30T07:00:00Z', shown: '2026-03-30 10:00' },
    { name: 'a UTC instant in winter time', text: '2026-03-27T08:00:00.000Z', shown: '2026-03-27 10:00' },
    { name: 'something unreadable', text: 'soon', shown: 'soon' },
  ])('given $name, should show $shown', ({ text, shown }) => {
    expect(formatOverlapTime(text, 'Europe/Vilnius')).toBe(shown);
  });
});

describe('readServerErrors', () => {
  describe('given a 422 with every kind of error', () => {
    const errors = readServerErrors({ status: 422, body }, 'Europe/Vilnius');

    it.each([
      'name',
      'from',
      'to',
      'type',
      'person_responsible',
      'remote_address',
      'annexes',
      'repeater.interval',
      'repeater.until',
    ] as const)('should put the %s message under its field', (field) => {
      expect(errors?.fields[field]).toEqual(body.errors[field]);
    });

    it('should keep messages of unknown fields apart', () => {
      expect(errors?.other).toEqual(['Something the form has no field for']);
    });

    it('should list the clashes with their resource names and lt-LT times', () => {
      expect(errors?.repeaterOverlaps).toEqual([
        { name: 'Fizika', from: '2026-03-30 10:00', to: '2026-03-30 11:30', resource: 'Auditorija 101' },
      ]);
      expect(errors?.batchOverlaps).toEqual([
        { name: 'Chemija', from: '2026-03-02 08:20', to: '2026-03-02 09:50', resource: 'Laboratorija' },
      ]);
    });

    it('should keep the repeater validation text', () => {
      expect(errors?.repeaterValidation).toBe('The series crosses the end of the semester');
    });
  });

  it('given a 422 without clash lists, should give empty lists', () => {
    const errors = readServerErrors(
      { status: 422, body: { message: 'Invalid', errors: { name: ['Too long'] } } },
      'UTC',
    );
    expect(errors).toEqual({
      fields: { name: ['Too long'] },
      other: [],
      repeaterOverlaps: [],
      batchOverlaps: [],
      repeaterValidation: null,
      message: 'Invalid',
    });
  });

  it('given a failure that is not a 422, should give nothing', () => {
    expect(readServerErrors(new Error('Network error'), 'UTC')).toBeUndefined();
  });
});

describe('readWriteFailure', () => {
  const apiError = (status: number, message: string) =>
    Object.assign(new Error(message), { status, body: { message } });

  it.each([
    {
      name: 'a 403 of a locked timetable',
      reason: apiError(403, 'Grupės PI-21 tvarkaraštis užrakintas; jį keisti gali tik administratoriai'),
      expected: {
        kind: 'refused',
        message: 'Grupės PI-21 tvarkaraštis užrakintas; jį keisti gali tik administratoriai',
      },
    },
    {
      name: 'a 409 with its reason only in the body',
      reason: { status: 409, body: { message: 'Only a draft timetable can be locked' } },
      expected: { kind: 'refused', message: 'Only a draft timetable can be locked' },
    },
    { name: 'a 404 without a reason', reason: { status: 404, body: {} }, expected: { kind: 'refused', message: null } },
    { name: 'a network error', reason: new TypeError('Failed to fetch'), expected: { kind: 'retry' } },
    { name: 'a 503 of a busy server', reason: apiError(503, 'The server is too busy'), expected: { kind: 'retry' } },
    { name: 'a 500', reason: apiError(500, 'Server Error'), expected: { kind: 'retry' } },
  ])('should read $name', ({ reason, expected }) => {
    expect(readWriteFailure(reason)).toEqual(expected);
  });
});
