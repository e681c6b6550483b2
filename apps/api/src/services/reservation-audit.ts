import { type Reservation } from '../db/database.js';
import { reservationSnapshot, seriesSnapshot } from '../domain/auditChanges.js';
import { type AuditContext, type AuditRecord } from './audit.js';

/*
 * What the audit log records of reservation writes (issue 15): one entry per reservation, or per series for the
 * occurrences a write puts on one repeater (a year of dates is one small entry, not hundreds). The context is the
 * request's, captured before the write joins the write lock (a group commit runs several requests' writes).
 */

/** The rows of one series in `series`, kept there (added to in place: a year's series has hundreds). */
function membersOf<Row>(series: Map<number, Row[]>, repeaterId: number): Row[] {
  let members = series.get(repeaterId);
  if (!members) {
    members = [];
    series.set(repeaterId, members);
  }
  return members;
}

/** The entries of a create: each series once, each reservation without a rule once. Rows by start. */
export function createdEntries(rows: readonly Reservation[], context: AuditContext): AuditRecord[] {
  const entries: AuditRecord[] = [];
  const series = new Map<number, Reservation[]>();
  for (const row of rows) {
    if (row.repeater_id === null) {
      entries.push({
        action: 'create',
        entityType: 'reservation',
        entityId: row.id,
        label: row.name,
        after: reservationSnapshot(row),
        context,
      });
    } else {
      membersOf(series, row.repeater_id).push(row);
    }
  }
  for (const [repeaterId, members] of series) {
    entries.push({
      action: 'create',
      entityType: 'series',
      entityId: repeaterId,
      label: members[0]!.name,
      after: seriesSnapshot(members),
      context,
    });
  }
  return entries;
}

/** Who and what a reservation links: its groups, invited people and annexes, by id. */
export interface AuditedLinks {
  groups: readonly number[];
  invitations: readonly number[];
  annexes: readonly number[];
}

const sortedLinks = (links: AuditedLinks) => ({
  groups: [...links.groups].sort((left, right) => left - right),
  invitations: [...links.invitations].sort((left, right) => left - right),
  annexes: [...links.annexes].sort((left, right) => left - right),
});

/** An occurrence edited alone (or a reservation without a rule); with its links when they were read before. */
export function updatedEntry(
  before: Reservation,
  after: Reservation,
  context: AuditContext,
  links?: { before: AuditedLinks; after: AuditedLinks },
): AuditRecord {
  return {
    action: 'update',
    entityType: 'reservation',
    entityId: before.id,
    label: after.name,
    before: { ...reservationSnapshot(before), ...(links && sortedLinks(links.before)) },
    after: { ...reservationSnapshot(after), ...(links && sortedLinks(links.after)) },
    context,
  };
}

/** A series (or a reservation that became one) rewritten: the occurrences it lost and those it has now. */
export function seriesUpdatedEntry(
  edited: Reservation,
  removed: number,
  written: readonly Reservation[],
  repeaterId: number,
  context: AuditContext,
): AuditRecord {
  const before = { ...reservationSnapshot(edited), occurrences: removed };
  const after = { ...seriesSnapshot(written), ...(repeaterId !== edited.repeater_id && { series: repeaterId }) };
  return edited.repeater_id === null
    ? { action: 'update', entityType: 'reservation', entityId: edited.id, label: edited.name, before, after, context }
    : {
        action: 'update',
        entityType: 'series',
        entityId: edited.repeater_id,
        label: edited.name,
        before: { ...before, reservation_ids: [edited.id] },
        after,
        context,
      };
}

/** A delete: the occurrence, or the occurrences of its series the scope took (how many). */
export function deletedEntry(row: Reservation, removed: number | null, context: AuditContext): AuditRecord {
  if (removed === null || row.repeater_id === null) {
    return {
      action: 'delete',
      entityType: 'reservation',
      entityId: row.id,
      label: row.name,
      before: reservationSnapshot(row),
      context,
    };
  }
  return {
    action: 'delete',
    entityType: 'series',
    entityId: row.repeater_id,
    label: row.name,
    before: { ...reservationSnapshot(row), occurrences: removed, reservation_ids: [row.id] },
    context,
  };
}

/** The annexes of a reservation replaced on their own (`POST /api/reservations/{id}/attach`). */
export function annexesChangedEntry(
  row: Reservation,
  before: readonly number[],
  after: readonly number[],
  context: AuditContext,
): AuditRecord {
  return {
    action: 'update',
    entityType: 'reservation',
    entityId: row.id,
    label: row.name,
    before: { annexes: [...before].sort((left, right) => left - right) },
    after: { annexes: [...after].sort((left, right) => left - right) },
    context,
  };
}
