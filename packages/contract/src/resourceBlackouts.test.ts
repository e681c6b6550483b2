import { describe, expect, it } from 'vitest';
import { closedTimeDraftSchema, EMPTY_CLOSED_TIME_DRAFT } from './resourceBlackouts.js';

const noon = { hours: 12, minutes: 0 };
const two = { hours: 14, minutes: 0 };
const repair = { ...EMPTY_CLOSED_TIME_DRAFT, name: ' Remontas ', from: '2026-11-30' };

// A room's closed time is checked by the bodies' own schemas before it is sent.
describe('closedTimeDraftSchema', () => {
  it.each([
    {
      name: 'one whole day when no end and no times are given',
      draft: repair,
      closed: { weekly: false, name: 'Remontas', from: '2026-11-30', to: '2026-11-30', from_time: null, to_time: null },
    },
    {
      name: 'part of a day with its times',
      draft: { ...repair, to: '2026-12-01', from_time: noon, to_time: two },
      closed: { weekly: false, name: 'Remontas', from: '2026-11-30', to: '2026-12-01', from_time: noon, to_time: two },
    },
    {
      name: 'a weekly rule with its weekdays and times',
      draft: { ...repair, to: '2026-12-31', weekly: true, weekdays: ['friday'], from_time: noon, to_time: two },
      closed: {
        weekly: true,
        name: 'Remontas',
        from: '2026-11-30',
        to: '2026-12-31',
        weekdays: ['friday'],
        from_time: noon,
        to_time: two,
      },
    },
  ] as const)('should read $name', ({ draft, closed }) => {
    expect(closedTimeDraftSchema.parse(draft)).toEqual(closed);
  });

  it.each([
    {
      name: 'a weekly rule without times',
      draft: { ...repair, weekly: true, weekdays: ['friday'] },
      paths: ['from_time', 'to_time'],
    },
    { name: 'a span with one time only', draft: { ...repair, from_time: noon }, paths: ['to_time'] },
    {
      name: 'a weekly rule without weekdays',
      draft: { ...repair, weekly: true, from_time: noon, to_time: two },
      paths: ['weekdays'],
    },
    {
      name: 'a weekly rule without weekdays or times',
      draft: { ...repair, weekly: true },
      paths: ['weekdays', 'from_time', 'to_time'],
    },
    { name: 'no name and no date', draft: EMPTY_CLOSED_TIME_DRAFT, paths: ['name', 'from', 'to'] },
  ] as const)('should name the fields of $name', ({ draft, paths }) => {
    const result = closedTimeDraftSchema.safeParse(draft);
    expect(result.success).toBe(false);
    expect([...new Set(result.error?.issues.map((issue) => issue.path.join('.')))].sort()).toEqual([...paths].sort());
  });
});
