import { describe, expect, it } from 'vitest';
import { formatAuditValue } from './auditValues';

const format = { instant: (iso: string) => `local(${iso})`, yes: 'taip', no: 'ne' };

describe('formatAuditValue', () => {
  it.each([
    { name: 'no value', value: null, expected: null },
    { name: 'an empty list', value: [], expected: null },
    { name: 'a number', value: 40, expected: '40' },
    { name: 'a boolean', value: false, expected: 'ne' },
    { name: 'text', value: 'Room 101', expected: 'Room 101' },
    { name: 'an instant', value: '2026-11-23T08:00:00.000Z', expected: 'local(2026-11-23T08:00:00.000Z)' },
    { name: 'a list of tags', value: ['computers', 'projector'], expected: 'computers, projector' },
    { name: 'a time of day', value: { hours: 8, minutes: 5 }, expected: '08:05' },
    {
      name: 'slots',
      value: [{ from: { hours: 8, minutes: 0 }, to: { hours: 9, minutes: 30 } }],
      expected: '08:00–09:30',
    },
    { name: 'anything else as JSON', value: { a: 1 }, expected: '{"a":1}' },
  ])('should write $name', ({ value, expected }) => {
    expect(formatAuditValue(value, format)).toBe(expected);
  });
});

// Issue 28: no raw value reaches a person.
describe('formatAuditValue of a field with words of its own', () => {
  const labels: Record<string, string> = { 'type.lecture': 'paskaita', 'status.approved': 'patvirtinta' };
  const labelled = { ...format, label: (field: string, value: string) => labels[`${field}.${value}`] };

  it.each([
    { name: 'a flag stored as 1', field: 'is_remote', value: 1, expected: 'taip' },
    { name: 'a flag stored as 0', field: 'change_required_at_sign_in', value: 0, expected: 'ne' },
    { name: 'a number that is no flag', field: 'capacity', value: 1, expected: '1' },
    { name: 'a reservation type', field: 'type', value: 'lecture', expected: 'paskaita' },
    { name: 'a status', field: 'status', value: 'approved', expected: 'patvirtinta' },
    { name: 'a word without a label', field: 'name', value: 'lecture', expected: 'lecture' },
  ])('should write $name', ({ field, value, expected }) => {
    expect(formatAuditValue(value, labelled, field)).toBe(expected);
  });
});

// Issue 28: ids as names.
describe('formatAuditValue of a field that refers to rows by id', () => {
  const names: Record<string, string> = { 'person_responsible_id.12': 'Ona Onaitė', 'users_added.3': 'Petras' };
  const named = { ...format, name: (field: string, id: string) => names[`${field}.${id}`] };

  it.each([
    { name: 'an id by its name', field: 'person_responsible_id', value: 12, expected: 'Ona Onaitė' },
    { name: 'a list of ids by their names', field: 'users_added', value: [3, 4], expected: 'Petras, 4' },
    { name: 'an id of a row deleted since as its number', field: 'person_responsible_id', value: 99, expected: '99' },
  ])('should write $name', ({ field, value, expected }) => {
    expect(formatAuditValue(value, named, field)).toBe(expected);
  });
});
