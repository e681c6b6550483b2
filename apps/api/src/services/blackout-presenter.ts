import { type Blackout } from '@laikas/contract';
import { toLocal, toLocalEnd } from '@laikas/contract/time';
import { type BlackoutRow } from '../repositories/blackouts.js';

/** A stored blackout as the API answers it: its instants, and its local dates and times in `timeZone`. */
export function presentBlackout(row: BlackoutRow, timeZone: string): Blackout {
  const start = toLocal(new Date(row.starts_at), timeZone);
  const end = toLocalEnd(new Date(row.ends_at), timeZone);
  return {
    id: row.id,
    name: row.name,
    period_id: row.period_id,
    resource_id: row.resource_id,
    from: start.date,
    to: end.date,
    from_time: start.time,
    to_time: end.time,
    all_day: row.all_day === 1,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
  };
}
