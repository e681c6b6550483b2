import { type AuditChange } from '@laikas/contract';

/** A record as the audit log reads it: field name to value (rows, request bodies, presented entities). */
export type AuditSnapshot = Readonly<Record<string, unknown>>;

// Never recorded, whatever the entity: secrets (a password hash, a token) and bookkeeping that changes on every write.
const SECRET = /password|token|secret|hash/i;
const BOOKKEEPING = new Set(['created_at', 'updated_at']);

const same = (left: unknown, right: unknown) => JSON.stringify(left ?? null) === JSON.stringify(right ?? null);

/**
 * The fields that differ between `before` and `after` (either null: a create or a delete), each with both values;
 * secrets and timestamps left out. Values compare as JSON, so arrays and objects compare by content.
 */
export function changedFields(before: AuditSnapshot | null, after: AuditSnapshot | null): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (SECRET.test(field) || BOOKKEEPING.has(field)) {
      continue;
    }
    const old = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (!same(old, now)) {
      changes[field] = { before: old, after: now };
    }
  }
  return changes;
}

/** A reservation as the audit log compares it: what its people see and edit (not its bookkeeping). */
export function reservationSnapshot(row: {
  name: string;
  type: string;
  description?: string | null | undefined;
  status?: string | undefined;
  item_id?: number | null | undefined;
  resource_id: number;
  starts_at: string;
  ends_at: string;
  person_responsible_id?: number | null | undefined;
  is_remote?: number | undefined;
  remote_address?: string | null | undefined;
}): AuditSnapshot {
  return {
    name: row.name,
    type: row.type,
    description: row.description ?? null,
    status: row.status ?? 'approved',
    item_id: row.item_id ?? null,
    resource_id: row.resource_id,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    person_responsible_id: row.person_responsible_id ?? null,
    is_remote: row.is_remote ?? 0,
    remote_address: row.remote_address ?? null,
  };
}

/**
 * A series (or what a write put on one repeater) as one audit snapshot: its first occurrence, when its last one
 * starts and how many there are, so that a year of dates is one small entry. Rows in order of start.
 */
export function seriesSnapshot(rows: readonly Parameters<typeof reservationSnapshot>[0][]): AuditSnapshot {
  const first = rows[0];
  if (!first) {
    return { occurrences: 0 };
  }
  return { ...reservationSnapshot(first), last_starts_at: rows[rows.length - 1]!.starts_at, occurrences: rows.length };
}
