import { type FieldErrors } from '../errors.js';
import { message } from '../i18n/index.js';

/** The most reservation rows one request may write (occurrences × resources), issue 13 finding 4. */
export const MAX_ROWS_PER_WRITE = 2000;

/**
 * The field errors of a write too large to make at once, or none: a daily series for two years on every resource
 * wrote 22,144 rows in one request and stalled everybody else for seconds.
 */
export function writeSizeErrors(occurrences: number, resources: number): FieldErrors | undefined {
  const rows = occurrences * resources;
  if (rows <= MAX_ROWS_PER_WRITE) {
    return undefined;
  }
  const field = resources > 1 ? 'reservable' : 'repeater';
  return {
    [field]: [
      message('reservation.tooManyRows', {
        rows: message('count.reservations', { count: rows }),
        dates: message('count.dates', { count: occurrences }),
        resources: message('count.resources', { count: resources }),
        most: MAX_ROWS_PER_WRITE,
      }),
    ],
  };
}
