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
