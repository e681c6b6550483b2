import { describe, expect, it } from 'vitest';
import {
  changesFor,
  countChanges,
  diffTimetables,
  peopleConcerned,
  type TimetableChange,
  type TimetableEntry,
} from './timetableVersions.js';

const entry = (id: number, date: string, from: string, extra: Partial<TimetableEntry> = {}): TimetableEntry => ({
  id,
  name: 'Algebra',
  starts_at: `${date}T${from}:00.000Z`,
  ends_at: `${date}T${from.slice(0, 2)}:50:00.000Z`,
  date,
  room_id: 1,
  room: '101',
  teacher_id: 7,
  teacher: 'Ona',
  ...extra,
});

/** A change as a short text: kind, lecture ids and the ways it changed. */
const brief = (change: TimetableChange) => {
  switch (change.kind) {
    case 'added':
      return `added ${change.after.id}`;
    case 'removed':
      return `removed ${change.before.id}`;
    case 'changed':
      return `${change.changes.join('+')} ${change.before.id}->${change.after.id}`;
    default:
      return change satisfies never;
  }
};

describe('diffTimetables', () => {
  it.each([
    {
      name: 'nothing changed',
      before: [entry(1, '2027-02-01', '08')],
      after: [entry(1, '2027-02-01', '08')],
      expected: [],
    },
    { name: 'both empty', before: [], after: [], expected: [] },
    {
      name: 'a lecture added',
      before: [entry(1, '2027-02-01', '08')],
      after: [entry(1, '2027-02-01', '08'), entry(2, '2027-02-02', '08', { name: 'Physics' })],
      expected: ['added 2'],
    },
    {
      name: 'a lecture removed',
      before: [entry(1, '2027-02-01', '08'), entry(2, '2027-02-02', '08', { name: 'Physics' })],
      after: [entry(1, '2027-02-01', '08')],
      expected: ['removed 2'],
    },
    {
      name: 'the same occurrence moved to another day',
      before: [entry(1, '2027-02-01', '08')],
      after: [entry(1, '2027-02-05', '10')],
      expected: ['moved 1->1'],
    },
    {
      name: 'the same occurrence in another room',
      before: [entry(1, '2027-02-01', '08')],
      after: [entry(1, '2027-02-01', '08', { room_id: 2, room: '202' })],
      expected: ['room 1->1'],
    },
    {
      name: 'the same occurrence with another teacher, moved too',
      before: [entry(1, '2027-02-01', '08')],
      after: [entry(1, '2027-02-01', '10', { teacher_id: 8, teacher: 'Petras' })],
      expected: ['moved+teacher 1->1'],
    },
    {
      name: 'a series rewritten (new ids) an hour later: paired by name and date',
      before: [entry(1, '2027-02-01', '08'), entry(2, '2027-02-08', '08')],
      after: [entry(11, '2027-02-01', '09'), entry(12, '2027-02-08', '09')],
      expected: ['moved 1->11', 'moved 2->12'],
    },
    {
      name: 'a series rewritten a day later: paired by name within the week',
      before: [entry(1, '2027-02-01', '08'), entry(2, '2027-02-08', '08')],
      after: [entry(11, '2027-02-02', '08'), entry(12, '2027-02-09', '08')],
      expected: ['moved 1->11', 'moved 2->12'],
    },
    {
      name: 'a series rewritten with nothing different: no change',
      before: [entry(1, '2027-02-01', '08')],
      after: [entry(11, '2027-02-01', '08')],
      expected: [],
    },
    {
      name: 'another name in the week is not the same lecture',
      before: [entry(1, '2027-02-01', '08')],
      after: [entry(11, '2027-02-02', '08', { name: 'Physics' })],
      expected: ['removed 1', 'added 11'],
    },
    {
      name: 'sorted by the lecture time, a removed one by its old time',
      before: [entry(1, '2027-02-03', '08'), entry(2, '2027-02-01', '08', { name: 'Physics' })],
      after: [entry(1, '2027-02-04', '08'), entry(3, '2027-02-02', '08', { name: 'Chemistry' })],
      expected: ['removed 2', 'added 3', 'moved 1->1'],
    },
  ])('when $name', ({ before, after, expected }) => {
    expect(diffTimetables(before, after).map(brief)).toEqual(expected);
  });

  it('should never change the versions it compares', () => {
    const before = Object.freeze([entry(2, '2027-02-08', '08'), entry(1, '2027-02-01', '08')]);
    const after = Object.freeze([entry(3, '2027-02-02', '08')]);
    diffTimetables(before, after);
    expect(before.map((item) => item.id)).toEqual([2, 1]);
  });
});

describe('changesFor and peopleConcerned', () => {
  const changes = diffTimetables(
    [entry(1, '2027-02-01', '08', { teacher_id: 7 }), entry(2, '2027-02-02', '08', { teacher_id: 9, name: 'Art' })],
    [entry(1, '2027-02-01', '10', { teacher_id: 8 }), entry(2, '2027-02-02', '08', { teacher_id: 9, name: 'Art' })],
  );

  it.each([
    { name: 'a member of the group gets every change', person: { id: 100, member: true }, expected: 1 },
    { name: 'the teacher who lost the lecture gets it', person: { id: 7, member: false }, expected: 1 },
    { name: 'the teacher who got the lecture gets it', person: { id: 8, member: false }, expected: 1 },
    { name: 'a teacher of an unchanged lecture gets nothing', person: { id: 9, member: false }, expected: 0 },
  ])('$name', ({ person, expected }) => {
    expect(changesFor(changes, person)).toHaveLength(expected);
  });

  it('should name the members and the teachers concerned, each once', () => {
    expect(peopleConcerned(changes, [100, 101, 7]).sort((a, b) => a - b)).toEqual([7, 8, 100, 101]);
  });

  it('should name nobody when nothing changed', () => {
    expect(peopleConcerned([], [100, 101])).toEqual([]);
  });

  it('should count a lecture under each way it changed', () => {
    expect(countChanges(changes)).toEqual({ added: 0, removed: 0, moved: 1, room: 0, teacher: 1 });
  });
});
