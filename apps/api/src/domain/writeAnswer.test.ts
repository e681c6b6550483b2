import { describe, expect, it } from 'vitest';
import { writeAnswer } from './writeAnswer.js';

const row = (from: string, resource_id = 1, status: 'approved' | 'pending' = 'approved') => ({
  from,
  resource_id,
  status,
});

describe('writeAnswer', () => {
  it('should answer every row and no summary up to the limit', () => {
    const rows = [row('2026-11-24'), row('2026-11-23')];
    expect(writeAnswer(rows, 2)).toEqual({ data: rows });
  });

  it('should answer the earliest rows and a summary of all past the limit', () => {
    const rows = [
      row('2026-11-25', 1),
      row('2026-11-23', 2, 'pending'),
      row('2026-11-30', 1, 'pending'),
      row('2026-11-24', 3),
    ];
    expect(writeAnswer(rows, 2)).toEqual({
      data: [row('2026-11-23', 2, 'pending'), row('2026-11-24', 3)],
      summary: { total: 4, shown: 2, first_date: '2026-11-23', last_date: '2026-11-30', resources: 3, pending: 2 },
    });
  });
});
