import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CreatedWebhook,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEvent,
  WEBHOOK_EVENTS,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookPayload,
} from '@laikas/contract';
import { type Config } from '../config.js';
import { type Kysely } from 'kysely';
import { type Database, toInstant } from '../db/database.js';
import { inTransaction } from '../db/unit-of-work.js';
import { type AuditSnapshot } from '../domain/auditChanges.js';
import { eventData, eventOf, signWebhook, webhookBackoffMs } from '../domain/webhooks.js';
import { NotFoundError } from '../errors.js';
import { message, render } from '../i18n/index.js';
import { type UserRepository } from '../repositories/users.js';
import { type WebhookDeliveryRow, type WebhookEndpointRow, type WebhookRepository } from '../repositories/webhooks.js';
import { type AuditListener, type AuditService } from './audit.js';
import { type WebhookRepresentations } from './webhook-representations.js';
import { type Authenticated } from './auth.js';
import { type Outbox } from './outbox.js';

/** How long a claimed delivery belongs to its worker before another may try it (longer than any timeout). */
const LEASE_MS = 2 * 60_000;
const MARK_DELIVERED_RETRY_MS = 20_000;
const PAGE_SIZE = 25;

function eventsOf(stored: string): WebhookEvent[] {
  const listed = stored.split(',');
  return WEBHOOK_EVENTS.filter((event) => listed.includes(event));
}

function presentEndpoint(row: WebhookEndpointRow & { owner_name: string }): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: eventsOf(row.events),
    enabled: row.enabled === 1,
    disabled_reason: row.disabled_reason,
    consecutive_failures: row.consecutive_failures,
    owner: { id: row.owner_id, name: row.owner_name },
    created_at: row.created_at,
  };
}

/** An endpoint as the audit log keeps it: where events go, which, and as whom; never its signing secret. */
function auditSnapshot(row: WebhookEndpointRow): AuditSnapshot {
  return { url: row.url, events: eventsOf(row.events), enabled: row.enabled === 1, user_id: row.owner_id };
}

function presentDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    event_type: row.event_type as WebhookEvent,
    status: row.status,
    attempts: row.attempts,
    response_code: row.response_code,
    last_error: row.last_error,
    created_at: row.created_at,
    next_attempt_at: row.status === 'pending' ? row.available_at : null,
    delivered_at: row.delivered_at,
  };
}

export interface WebhookServiceDependencies {
  db: Kysely<Database>;
  webhooks: WebhookRepository;
  users: UserRepository;
  outbox: Outbox;
  /** The things events are about as the API's GETs answer them (services/webhook-representations.ts). */
  representations: WebhookRepresentations;
  /** Who registered, changed or removed which endpoint is audited, in the transaction of the change. */
  audit: Pick<AuditService, 'record'>;
  config: Pick<Config, 'webhooks'>;
  clock: () => Date;
  log: { warn(object: unknown, message: string): void; info(object: unknown, message: string): void };
}

/*
 * Webhooks (issue 35). Every change the audit log records is offered to `enqueue` in its own transaction: for each
 * enabled endpoint that wants the event, one delivery row (so a change that rolls back sends nothing, and one that
 * commits is sent at least once). `deliverDue`, run by the jobs like the e-mail outbox, claims each due row with a
 * lease, POSTs it signed, and on failure waits with back-off; after `maxAttempts` the delivery is failed, and after
 * `disableAfterFailures` failed attempts in a row the endpoint is switched off and its owner told by e-mail.
 * Registering, changing and removing an endpoint are audited (entity `webhook`, which is no event itself).
 */
export function createWebhookService({
  db,
  webhooks,
  users,
  outbox,
  representations,
  audit,
  config,
  clock,
  log,
}: WebhookServiceDependencies) {
  const { timeoutMs, maxAttempts, disableAfterFailures } = config.webhooks;

  const enqueue: AuditListener = async (trx, entries) => {
    const changes = entries.flatMap((entry) => {
      const type = eventOf(entry);
      return type ? [{ entry, type }] : [];
    });
    if (changes.length === 0) {
      return;
    }
    const endpoints = await webhooks.enabledEndpoints(trx);
    if (endpoints.length === 0) {
      return;
    }
    const now = toInstant(clock());
    const readers = new Map<number, { abilities: string[]; roles: { key: string }[] }>();
    const rows = [];
    for (const { entry, type } of changes) {
      const id = randomUUID();
      for (const endpoint of endpoints.filter((candidate) => eventsOf(candidate.events).includes(type))) {
        let reader = readers.get(endpoint.owner_id);
        if (!reader) {
          const access = await users.rolesAndAbilities(endpoint.owner_id, trx);
          reader = { abilities: access.abilities, roles: access.roles.map((key) => ({ key })) };
          readers.set(endpoint.owner_id, reader);
        }
        const payload: WebhookPayload = { id, type, occurred_at: now, data: eventData(entry, reader) };
        rows.push({
          endpoint_id: endpoint.id,
          event_id: id,
          event_type: type,
          payload: JSON.stringify(payload),
          status: 'pending' as const,
          available_at: now,
          created_at: now,
        });
      }
    }
    await webhooks.insertMany(rows, trx);
  };

  /**
   * The body of a delivery: the event as queued (id, type, time) with `data` the thing as the API's GET of it answers
   * the endpoint's owner now, and for an update the fields it changed as they were (`previous`). A thing that is gone
   * (a deletion) is what the audit log kept of it, cut to what the owner may see when it was queued.
   */
  async function bodyOf(endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow): Promise<string> {
    const queued = JSON.parse(delivery.payload) as WebhookPayload;
    const { entity, action: _action, previous, ...kept } = queued.data;
    if (typeof entity !== 'string' || typeof kept.id !== 'number') {
      return delivery.payload;
    }
    const reader = await representations.readerOf(endpoint.owner_id);
    const current = reader && (await representations.represent({ entity, id: kept.id, snapshot: kept }, reader));
    const payload: WebhookPayload = {
      id: queued.id,
      type: queued.type,
      occurred_at: queued.occurred_at,
      data: current ?? kept,
      ...(previous !== undefined && { previous: previous as Record<string, unknown> }),
    };
    return JSON.stringify(payload);
  }

  /** POSTs one delivery; answers the HTTP status, or throws when no answer came. */
  async function post(endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow): Promise<number> {
    const body = await bodyOf(endpoint, delivery);
    const timestamp = Math.floor(clock().getTime() / 1000);
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Laikas-Webhooks/1',
        [WEBHOOK_ID_HEADER]: delivery.event_id,
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.secret, timestamp, body),
      },
      body,
      // A redirect is not followed: the endpoint is the address an administrator registered, nothing else.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => {});
    return response.status;
  }

  async function tellOwner(endpoint: WebhookEndpointRow) {
    const owner = await users.findById(endpoint.owner_id);
    if (!owner?.email) {
      return;
    }
    const language = owner.language;
    await outbox.queue(db, {
      to: owner.email,
      userId: owner.id,
      subject: render(message('webhooks.disabledSubject'), language),
      text: render(
        message('webhooks.disabledText', {
          url: endpoint.url,
          count: disableAfterFailures,
          link: `${outbox.appUrl}/admin/webhooks`,
        }),
        language,
      ),
    });
  }

  async function failed(
    endpoint: WebhookEndpointRow,
    delivery: WebhookDeliveryRow,
    code: number | null,
    error: string,
  ) {
    await webhooks.markFailedAttempt(delivery.id, {
      code,
      error: error.slice(0, 1000),
      status: delivery.attempts >= maxAttempts ? 'failed' : 'pending',
      retryAt: toInstant(new Date(clock().getTime() + webhookBackoffMs(delivery.attempts))),
    });
    const inARow = await webhooks.countFailure(endpoint.id);
    if (inARow >= disableAfterFailures && (await webhooks.disableForFailures(endpoint.id, toInstant(clock())))) {
      log.warn({ event: 'webhook.disabled', endpointId: endpoint.id, failures: inARow }, 'webhook endpoint disabled');
      await tellOwner(endpoint);
    }
  }

  /** Claims and sends one delivery: delivered, failed (an attempt that did not arrive), or skipped. */
  async function deliverOne(id: number): Promise<'delivered' | 'failed' | 'skipped'> {
    const claimedAt = clock();
    if (!(await webhooks.claim(id, toInstant(claimedAt), toInstant(new Date(claimedAt.getTime() + LEASE_MS))))) {
      return 'skipped';
    }
    const delivery = await webhooks.findDelivery(id);
    const endpoint = delivery && (await webhooks.findEndpoint(delivery.endpoint_id));
    if (!delivery || !endpoint) {
      return 'skipped';
    }
    if (endpoint.enabled !== 1 || endpoint.owner_disabled_at !== null) {
      // Switched off meanwhile (or its owner's account, which reads nothing): the delivery waits, and a
      // redelivery sends it once both are on again.
      await webhooks.markFailedAttempt(id, {
        code: null,
        error: endpoint.enabled !== 1 ? 'endpoint disabled' : 'owner disabled',
        status: 'failed',
        retryAt: toInstant(clock()),
      });
      return 'skipped';
    }
    let code: number;
    try {
      code = await post(endpoint, delivery);
    } catch (error) {
      const reason =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? `no answer within ${timeoutMs} ms`
          : error instanceof Error
            ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
            : String(error);
      await failed(endpoint, delivery, null, reason);
      return 'failed';
    }
    if (code < 200 || code >= 300) {
      await failed(endpoint, delivery, code, `HTTP ${code}`);
      return 'failed';
    }
    await webhooks.markDelivered(id, { at: toInstant(clock()), code }, MARK_DELIVERED_RETRY_MS);
    await webhooks.resetFailures(endpoint.id);
    return 'delivered';
  }

  return {
    enqueue,

    /**
     * Delivers the due deliveries (at most `limit` per endpoint), each claimed by one process; answers how many
     * arrived. The endpoints are served side by side, each one's deliveries in order: a receiver that is slow or gone
     * holds up only its own events, and only until its first failure in the round (its other events wait for the
     * next round, unattempted).
     */
    async deliverDue(limit = 20): Promise<number> {
      const due = await webhooks.dueByEndpoint(toInstant(clock()), limit);
      const rounds = await Promise.allSettled(
        [...due.values()].map(async (ids) => {
          let delivered = 0;
          for (const id of ids) {
            const outcome = await deliverOne(id);
            if (outcome === 'failed') {
              break;
            }
            delivered += outcome === 'delivered' ? 1 : 0;
          }
          return delivered;
        }),
      );
      const rejected = rounds.find((round) => round.status === 'rejected');
      if (rejected) {
        throw rejected.reason;
      }
      return rounds.reduce((sum, round) => sum + (round.status === 'fulfilled' ? round.value : 0), 0);
    },

    async list(): Promise<WebhookEndpoint[]> {
      return (await webhooks.listEndpoints()).map(presentEndpoint);
    },

    async create(
      actor: Authenticated,
      body: { url: string; events: WebhookEvent[]; enabled?: boolean | undefined },
    ): Promise<CreatedWebhook> {
      const now = toInstant(clock());
      const secret = `whsec_${randomBytes(32).toString('base64url')}`;
      const endpoint = await inTransaction(db, async (trx) => {
        const id = await webhooks.insertEndpoint(
          {
            owner_id: actor.user.id,
            url: body.url,
            events: body.events.join(','),
            secret,
            enabled: body.enabled === false ? 0 : 1,
            disabled_reason: body.enabled === false ? 'manual' : null,
            created_at: now,
            updated_at: now,
          },
          trx,
        );
        const row = await webhooks.findEndpoint(id, trx);
        if (!row) {
          throw new NotFoundError('webhook');
        }
        await audit.record(trx, {
          action: 'create',
          entityType: 'webhook',
          entityId: id,
          label: row.url,
          after: auditSnapshot(row),
        });
        return presentEndpoint(row);
      });
      log.info(
        { event: 'webhook.created', endpointId: endpoint.id, userId: actor.user.id },
        'webhook endpoint created',
      );
      return { endpoint, secret };
    },

    async get(id: number): Promise<WebhookEndpoint> {
      const row = await webhooks.findEndpoint(id);
      if (!row) {
        throw new NotFoundError('webhook');
      }
      return presentEndpoint(row);
    },

    async update(
      id: number,
      body: { url: string; events: WebhookEvent[]; enabled?: boolean | undefined },
    ): Promise<WebhookEndpoint> {
      return inTransaction(db, async (trx) => {
        const current = await webhooks.findEndpoint(id, trx);
        if (!current) {
          throw new NotFoundError('webhook');
        }
        const enabled = body.enabled ?? current.enabled === 1;
        await webhooks.updateEndpoint(
          id,
          {
            url: body.url,
            events: body.events.join(','),
            enabled: enabled ? 1 : 0,
            disabled_reason: enabled ? null : current.enabled === 1 ? 'manual' : current.disabled_reason,
            // Switched on again: the failures that switched it off are forgiven.
            ...(enabled && current.enabled !== 1 && { consecutive_failures: 0 }),
            updated_at: toInstant(clock()),
          },
          trx,
        );
        const row = await webhooks.findEndpoint(id, trx);
        if (!row) {
          throw new NotFoundError('webhook');
        }
        await audit.record(trx, {
          action: 'update',
          entityType: 'webhook',
          entityId: id,
          label: row.url,
          before: auditSnapshot(current),
          after: auditSnapshot(row),
        });
        return presentEndpoint(row);
      });
    },

    async remove(id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const current = await webhooks.findEndpoint(id, trx);
        if (!current || !(await webhooks.deleteEndpoint(id, trx))) {
          throw new NotFoundError('webhook');
        }
        await audit.record(trx, {
          action: 'delete',
          entityType: 'webhook',
          entityId: id,
          label: current.url,
          before: auditSnapshot(current),
        });
      });
    },

    async deliveries(endpointId: number, query: { page: number; status?: WebhookDeliveryStatus | undefined }) {
      await this.get(endpointId);
      const { total, rows } = await webhooks.deliveriesPage(endpointId, { ...query, perPage: PAGE_SIZE });
      return {
        data: rows.map(presentDelivery),
        meta: {
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(total / PAGE_SIZE)),
          per_page: PAGE_SIZE,
          total,
        },
      };
    },

    /** Sends a delivery again, with the same event id, on the next round. */
    async redeliver(id: number): Promise<WebhookDelivery> {
      if (!(await webhooks.requeue(id, toInstant(clock())))) {
        throw new NotFoundError('delivery');
      }
      const row = await webhooks.findDelivery(id);
      if (!row) {
        throw new NotFoundError('delivery');
      }
      return presentDelivery(row);
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
