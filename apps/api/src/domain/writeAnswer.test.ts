import { describe, expect, it } from 'vitest';
import { writeAnswer } from './writeAnswer.js';

const row = (starts_at: string, resource_id = 1, status: 'approved' | 'pending' = 'approved') => ({
  starts_at,
  resource_id,
  status,
});
/** The day a row starts on, as the answer shows it (here simply the stored instant's date). */
const dateOf = (written: { starts_at: string }) => written.starts_at.slice(0, 10);

describe('writeAnswer', () => {
  it('should answer every row and no summary up to the limit', () => {
    const rows = [row('2026-11-23T08:00:00.000Z'), row('2026-11-24T08:00:00.000Z')];
    expect(writeAnswer(rows, dateOf, 2)).toEqual({ shown: rows });
  });

  it('should answer the earliest rows and a summary of all past the limit', () => {
    const rows = [
      row('2026-11-23T08:00:00.000Z', 2, 'pending'),
      row('2026-11-24T08:00:00.000Z', 3),
      row('2026-11-25T08:00:00.000Z', 1),
      row('2026-11-30T08:00:00.000Z', 1, 'pending'),
    ];
    expect(writeAnswer(rows, dateOf, 2)).toEqual({
      shown: rows.slice(0, 2),
      summary: { total: 4, shown: 2, first_date: '2026-11-23', last_date: '2026-11-30', resources: 3, pending: 2 },
    });
  });
});
