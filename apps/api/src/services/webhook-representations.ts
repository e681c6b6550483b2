import { can, type Reservation as ApiReservation } from '@laikas/contract';
import { type Reservation, type Session, type User } from '../db/database.js';
import { type Actor } from '../domain/permissions.js';
import { AppError } from '../errors.js';
import { type ReservationRepository } from '../repositories/reservations.js';
import { type RolesAndAbilities, type UserRepository } from '../repositories/users.js';
import { type Authenticated, authenticatedAs } from './auth.js';

/** A thing an event is about, as the audit log names it, with what the log kept of it. */
export interface RepresentedThing {
  entity: string;
  id: number;
  snapshot: Readonly<Record<string, unknown>>;
}

/** The endpoint's owner, as the API sees them: what they may read decides what their endpoint receives. */
export interface WebhookReader {
  actor: Actor;
  user: User;
  access: RolesAndAbilities;
}

export interface WebhookRepresentationDependencies {
  reservations: ReservationRepository;
  users: UserRepository;
  present: (rows: readonly Reservation[], actor: Actor, now: Date) => Promise<ApiReservation[]>;
  /** The GETs of the other things (resolved when a delivery is sent, after every plugin is ready). */
  resource: (id: number) => Promise<unknown>;
  item: (resourceId: number, itemId: number) => Promise<unknown>;
  timetable: (id: number) => Promise<unknown>;
  userDetail: (viewer: Authenticated, id: number) => Promise<{ email: string | null }>;
  clock: () => Date;
}

/**
 * What a webhook's `data` is (issue 35): the thing as the API's GET of it answers its endpoint's owner — a
 * reservation as `GET /api/items/{itemId}/reservations/{id}`, a series as its occurrences (`{ id, reservations }`),
 * a resource, an item, a group timetable, a user as `GET /api/admin/users/{id}` (the e-mail only for `users.manage`).
 * Undefined when the thing is gone (a deletion): the event then carries what the audit log kept.
 */
export function createWebhookRepresentations(dependencies: WebhookRepresentationDependencies) {
  const { reservations, users, present, clock } = dependencies;

  async function readerOf(userId: number): Promise<WebhookReader | undefined> {
    const user = await users.findById(userId);
    if (!user) {
      return undefined;
    }
    const access = await users.rolesAndAbilities(user.id);
    const actor: Actor = {
      id: user.id,
      name: user.name,
      email: user.email,
      abilities: access.abilities,
      roles: access.roles.map((key) => ({ key })),
      groupIds: access.groupIds,
    };
    return { actor, user, access };
  }

  async function representationOf(thing: RepresentedThing, reader: WebhookReader): Promise<unknown> {
    switch (thing.entity) {
      case 'reservation': {
        const row = await reservations.findById(thing.id);
        return row ? (await present([row], reader.actor, clock()))[0] : undefined;
      }
      case 'series': {
        const rows = await reservations.ofRepeater(thing.id);
        return rows.length > 0 ? { id: thing.id, reservations: await present(rows, reader.actor, clock()) } : undefined;
      }
      case 'resource':
        return dependencies.resource(thing.id);
      case 'item':
        return typeof thing.snapshot.resource_id === 'number'
          ? dependencies.item(thing.snapshot.resource_id, thing.id)
          : undefined;
      case 'group_timetable':
        return dependencies.timetable(thing.id);
      case 'user': {
        // The owner's identity without a session of theirs: the user page reads only who is looking.
        const viewer = authenticatedAs({ impersonator_id: null } as Session, reader.user, reader.access);
        const detail = await dependencies.userDetail(viewer, thing.id);
        return can(reader.actor, 'users.manage') ? detail : { ...detail, email: null };
      }
      default:
        return undefined;
    }
  }

  return {
    readerOf,
    /** The thing's representation for `reader`, or undefined when it no longer exists. */
    async represent(thing: RepresentedThing, reader: WebhookReader): Promise<Record<string, unknown> | undefined> {
      try {
        return (await representationOf(thing, reader)) as Record<string, unknown> | undefined;
      } catch (error) {
        // Gone (404) or not the reader's to see (403): what the audit log kept stands in for it.
        if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 403)) {
          return undefined;
        }
        throw error;
      }
    },
  };
}
export type WebhookRepresentations = ReturnType<typeof createWebhookRepresentations>;
