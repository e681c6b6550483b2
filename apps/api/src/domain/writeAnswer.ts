import { WRITE_ANSWER_LIMIT, type WriteSummary } from '@laikas/contract';

/** What a write's answer needs of a row as stored. */
export interface WrittenRow {
  status: string;
  resource_id: number;
}

/**
 * Which rows a reservation write answers with (issue 13, finding 4): every row up to `limit`; past it, the earliest
 * `limit` rows and a summary of them all, so that a series on many resources (up to 2,000 rows) does not answer
 * megabytes. Decided on the rows as stored, before they are presented, so that only the rows shown are presented
 * (presenting all 1,825 rows of a long write and dropping 1,625 was the largest part of its event loop's work).
 * `rows` are in the answer's order (by start); `dateOf` is a row's first day as the answer shows it.
 */
export function writeAnswer<Row extends WrittenRow>(
  rows: readonly Row[],
  dateOf: (row: Row) => string,
  limit = WRITE_ANSWER_LIMIT,
): { shown: Row[]; summary?: WriteSummary } {
  if (rows.length <= limit) {
    return { shown: [...rows] };
  }
  return {
    shown: rows.slice(0, limit),
    summary: {
      total: rows.length,
      shown: limit,
      first_date: dateOf(rows[0]!),
      last_date: dateOf(rows[rows.length - 1]!),
      resources: new Set(rows.map((row) => row.resource_id)).size,
      pending: rows.filter((row) => row.status === 'pending').length,
    },
  };
}
