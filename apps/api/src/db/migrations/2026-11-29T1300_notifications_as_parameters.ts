/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run over Kysely<any>: frozen, they must not follow the app's current types. */
import { type Kysely } from 'kysely';

/*
 * Notifications are stored as their kind and parameters and rendered when read (issue 28). Rows written before kept
 * sentences in their writer's language (`message`, `subject`, `action_text`): this keeps their parameters, reading the
 * actor's name and the "cancelled on its own" flag out of the sentence (the only places they were kept), and drops
 * the sentences. Both dialects keep `data` as JSON text. `down` cannot write the sentences again without the app's
 * catalogue: it leaves the parameters with the reservation's name as the message, which old code reads.
 */

const BATCH = 500;

/** The sentence forms that began with the actor's name, in both languages, as the old code wrote them. */
const BY_ACTOR = [
  / paskyrė jus atsakingu asmeniu: /,
  / kviečia jus: /,
  / sukūrė jūsų grupei: /,
  / pakeitė rezervaciją, dabar: /,
  / atšaukė: /,
  / made you the person responsible for /,
  / invited you to /,
  / created “/,
  / changed a reservation, now /,
  / cancelled “/,
];

function actorOf(message: string): string | null {
  if (message.startsWith('„') || message.startsWith('“')) {
    return null;
  }
  for (const pattern of BY_ACTOR) {
    const found = pattern.exec(message);
    if (found && found.index > 0) {
      return message.slice(0, found.index);
    }
  }
  return null;
}

const KEPT = [
  'reservation_id',
  'reservation_name',
  'reservation_type',
  'reservation_from',
  'reservation_to',
  'reservation_count',
  'today_count',
  'tomorrow_count',
];

export function parametersOf(stored: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const key of KEPT) {
    if (stored[key] !== undefined) {
      params[key] = stored[key];
    }
  }
  const message = stored.message;
  if (typeof message === 'string') {
    params.actor_name = actorOf(message);
    if (message.startsWith('Atšauktas vienas serijos įvykis') || message.includes(' was cancelled on its own')) {
      params.cancelled = true;
    }
  }
  return params;
}

async function rewrite(db: Kysely<any>, change: (data: Record<string, unknown>) => Record<string, unknown> | null) {
  let after = 0;
  for (;;) {
    const rows: { id: number; data: string }[] = await db
      .selectFrom('notifications')
      .select(['id', 'data'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) {
      return;
    }
    for (const row of rows) {
      let data: unknown;
      try {
        data = JSON.parse(row.data);
      } catch {
        continue;
      }
      const changed = data && typeof data === 'object' ? change(data as Record<string, unknown>) : null;
      if (changed) {
        await db
          .updateTable('notifications')
          .set({ data: JSON.stringify(changed) })
          .where('id', '=', row.id)
          .execute();
      }
    }
    after = rows.at(-1)!.id;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, (data) => ('message' in data || 'subject' in data ? parametersOf(data) : null));
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, (data) =>
    'message' in data ? null : { ...data, message: String(data.reservation_name ?? ''), subject: '' },
  );
}
