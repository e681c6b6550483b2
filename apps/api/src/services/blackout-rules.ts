import { type Overlap, type SkippedDate } from '@laikas/contract';
import { type Kysely } from 'kysely';
import { type Database, type Reservation } from '../db/database.js';
import { findClashes } from '../domain/overlap.js';
import { type Occurrence } from '../domain/repeater.js';
import { formatLocal } from '@laikas/contract/time';
import { ValidationFailedError } from '../errors.js';
import { type BlackoutRepository, type BlackoutRow } from '../repositories/blackouts.js';
import { type PeriodRepository } from '../repositories/periods.js';
import { message } from '../i18n/index.js';

/** What the reservation write path hands over: each resource it lands on, its occurrences and what stands there. */
export interface BlackoutPlacement {
  target: { resource: { id: number; name: string }; spaces: number };
  occurrences: Occurrence[];
  replacing: number[];
}

type HeldRow = Pick<Reservation, 'id' | 'name' | 'starts_at' | 'ends_at'>;

const overlaps = (blackout: BlackoutRow, occurrence: Occurrence) =>
  Date.parse(blackout.starts_at) < occurrence.end.getTime() &&
  Date.parse(blackout.ends_at) > occurrence.start.getTime();

/*
 * Blackouts (holidays of the institution, times a resource is unavailable) in the reservation write path, apart
 * from it so the write path only calls in. Without `skip`, an occurrence on a blackout refuses the whole write
 * (422, listed with the clashes the form already shows). With `skip` (a series' "skip conflicting dates"), the
 * dates on which any resource of the write meets a blackout or a clash are left out everywhere (a batch stays
 * whole on the dates it keeps) and answered as skipped.
 */
export function createBlackoutRules(deps: {
  blackouts: BlackoutRepository;
  /** The periods' exam sessions (issue 36): teaching leaves their dates out. */
  periods: Pick<PeriodRepository, 'examSessionsBetween'>;
  timeZone: string;
}) {
  const { blackouts, periods, timeZone } = deps;

  return {
    /**
     * Teaching is not held in an exam session (issue 36, `isTeaching`): the dates of `dates` within one, each
     * answered as skipped (reason `exams`, named after the period), and the dates that stay. Whatever the write
     * does about clashes and blackouts comes after, on the dates that stay.
     */
    async withoutExamDays(
      dates: readonly string[],
      trx?: Kysely<Database>,
    ): Promise<{ dates: string[]; skipped: SkippedDate[] }> {
      if (dates.length === 0) {
        return { dates: [], skipped: [] };
      }
      const sorted = [...dates].sort();
      const sessions = await periods.examSessionsBetween(sorted[0]!, sorted.at(-1)!, trx);
      const sessionOf = (date: string) =>
        sessions.find((session) => session.exams_from <= date && date <= session.exams_to);
      const skipped = dates.flatMap((date): SkippedDate[] => {
        const session = sessionOf(date);
        return session ? [{ date, reason: 'exams', name: session.name }] : [];
      });
      return { dates: dates.filter((date) => !sessionOf(date)), skipped };
    },

    /**
     * Checks the placements against blackouts (and, with `skip`, against the reservations held there); answers
     * the occurrences that stay (the same for every placement) and the dates left out, or without `skip` the
     * occurrences on a blackout (the caller refuses them with the reservations' clashes, in one answer).
     */
    async apply(
      trx: Kysely<Database>,
      placements: readonly BlackoutPlacement[],
      held: readonly HeldRow[][],
      skip: boolean,
    ): Promise<{ occurrences: Occurrence[]; skipped: SkippedDate[]; onBlackout?: Overlap[] }> {
      const all = placements.flatMap((placement) => placement.occurrences);
      const base = placements[0]?.occurrences ?? [];
      if (all.length === 0) {
        return { occurrences: base, skipped: [] };
      }
      const from = new Date(Math.min(...all.map((occurrence) => occurrence.start.getTime()))).toISOString();
      const to = new Date(Math.max(...all.map((occurrence) => occurrence.end.getTime()))).toISOString();
      const resourceIds = [...new Set(placements.map((placement) => placement.target.resource.id))];
      const found = await blackouts.blackoutsBetween(from, to, resourceIds, trx);
      const skipped = new Map<string, SkippedDate>();
      const onBlackout: Overlap[] = [];
      for (const placement of placements) {
        const relevant = found.filter(
          (blackout) => blackout.resource_id === null || blackout.resource_id === placement.target.resource.id,
        );
        for (const occurrence of placement.occurrences) {
          const blackout = relevant.find((candidate) => overlaps(candidate, occurrence));
          if (!blackout) {
            continue;
          }
          if (!skip) {
            onBlackout.push({
              name: blackout.name,
              from: formatLocal(occurrence.start, timeZone),
              to: formatLocal(occurrence.end, timeZone),
              reservable: { name: placement.target.resource.name },
            });
          } else if (!skipped.has(occurrence.date)) {
            skipped.set(occurrence.date, { date: occurrence.date, reason: 'blackout', name: blackout.name });
          }
        }
      }
      if (!skip) {
        return { occurrences: base, skipped: [], onBlackout };
      }
      for (const [index, placement] of placements.entries()) {
        const replaced = new Set(placement.replacing);
        const existing = held[index]!.filter((row) => !replaced.has(row.id)).map((row) => ({
          name: row.name,
          start: Date.parse(row.starts_at),
          end: Date.parse(row.ends_at),
        }));
        const candidates = placement.occurrences
          .filter((occurrence) => !skipped.has(occurrence.date))
          .map((occurrence) => ({
            date: occurrence.date,
            start: occurrence.start.getTime(),
            end: occurrence.end.getTime(),
          }));
        for (const clash of findClashes(candidates, existing, placement.target.spaces)) {
          if (!skipped.has(clash.candidate.date)) {
            skipped.set(clash.candidate.date, {
              date: clash.candidate.date,
              reason: 'clash',
              name: clash.with[0]?.name ?? placement.target.resource.name,
            });
          }
        }
      }
      const kept = base.filter((occurrence) => !skipped.has(occurrence.date));
      if (kept.length === 0) {
        throw new ValidationFailedError({ repeater: [message('repeat.allTaken')] }, undefined, {
          repeater_validation: message('repeat.allTakenSentence'),
        });
      }
      const ordered = [...skipped.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      return { occurrences: kept, skipped: ordered };
    },
  };
}
export type BlackoutRules = ReturnType<typeof createBlackoutRules>;
