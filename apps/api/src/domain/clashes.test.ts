import { describe, expect, it } from 'vitest';
import { reportClashes, type PlannedPlacement, type StandingRow } from './clashes.js';

const zone = 'Europe/Vilnius';
const at = (hhmm: string) => new Date(`2026-12-02T${hhmm}:00+02:00`);
const standing = (id: number, name: string, from: string, to: string): StandingRow => ({
  id,
  name,
  starts_at: at(from).toISOString(),
  ends_at: at(to).toISOString(),
});
const placement = (
  occurrences: [string, string][],
  options: Partial<Pick<PlannedPlacement, 'replacing' | 'list'>> & { spaces?: number; room?: string } = {},
): PlannedPlacement => ({
  target: { resource: { name: options.room ?? 'A-101' }, spaces: options.spaces ?? 1 },
  occurrences: occurrences.map(([from, to]) => ({ start: at(from), end: at(to) })),
  replacing: options.replacing ?? [],
  list: options.list ?? 'repeater_overlaps',
});

describe('reportClashes', () => {
  it('names each standing reservation a write clashes with once, in local time, and the dates that clash', () => {
    const { lists, dates } = reportClashes(
      [
        placement(
          [
            ['10:00', '11:30'],
            ['11:00', '12:00'],
          ],
          { spaces: 1 },
        ),
      ],
      [[standing(7, 'Algebra', '10:30', '11:15')]],
      zone,
    );
    expect(lists.repeater_overlaps).toEqual([
      { name: 'Algebra', from: '2026-12-02 10:30', to: '2026-12-02 11:15', reservable: { name: 'A-101' } },
    ]);
    expect(lists.batch_overlaps).toEqual([]);
    expect(dates).toEqual(['2026-12-02']);
  });

  it('lets touching ends, replaced rows and free places through', () => {
    const { lists, dates } = reportClashes(
      [
        placement([['10:00', '11:00']]),
        placement([['10:00', '11:00']], { replacing: [8], list: 'batch_overlaps' }),
        placement([['10:00', '11:00']], { spaces: 2, list: 'batch_overlaps' }),
      ],
      [
        [standing(7, 'Before', '09:00', '10:00')],
        [standing(8, 'Itself', '10:00', '11:00')],
        [standing(9, 'One', '10:00', '11:00')],
      ],
      zone,
    );
    expect(lists).toEqual({ repeater_overlaps: [], batch_overlaps: [] });
    expect(dates).toEqual([]);
  });

  it('reports a clash inside the write itself under the resource name, in the batch list', () => {
    const { lists } = reportClashes(
      [
        placement(
          [
            ['10:00', '11:00'],
            ['10:30', '11:30'],
          ],
          { list: 'batch_overlaps', room: 'B-2' },
        ),
      ],
      [[]],
      zone,
    );
    expect(lists.batch_overlaps).toEqual([
      { name: 'B-2', from: '2026-12-02 10:30', to: '2026-12-02 11:30', reservable: { name: 'B-2' } },
    ]);
  });
});
