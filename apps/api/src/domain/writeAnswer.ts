import { type Reservation, WRITE_ANSWER_LIMIT, type WriteSummary } from '@laikas/contract';

/**
 * The answer to a reservation write (issue 13, finding 4): every row up to `limit`; past it, the earliest `limit`
 * rows and a summary of them all, so that a series on many resources (up to 2,000 rows) does not answer megabytes.
 */
export function writeAnswer<Row extends Pick<Reservation, 'from' | 'status' | 'resource_id'>>(
  rows: readonly Row[],
  limit = WRITE_ANSWER_LIMIT,
): { data: Row[]; summary?: WriteSummary } {
  if (rows.length <= limit) {
    return { data: [...rows] };
  }
  const sorted = [...rows].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return {
    data: sorted.slice(0, limit),
    summary: {
      total: rows.length,
      shown: limit,
      first_date: sorted[0]!.from,
      last_date: sorted[sorted.length - 1]!.from,
      resources: new Set(rows.map((row) => row.resource_id)).size,
      pending: rows.filter((row) => row.status === 'pending').length,
    },
  };
}
