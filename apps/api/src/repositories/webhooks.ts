import { type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import { type Database, type WebhookDeliveriesTable, type WebhookEndpointsTable } from '../db/database.js';
import { retryWhileUnavailable } from '../db/unavailable.js';
import { createLeasedQueue } from './leased-queue.js';

type Executor = Kysely<Database> | Transaction<Database>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

/** Webhook endpoints and their deliveries (services/webhooks.ts). */
export function createWebhookRepository(db: Kysely<Database>) {
  const endpointsWithOwner = (trx: Executor) =>
    trx
      .selectFrom('webhook_endpoints')
      .innerJoin('users', 'users.id', 'webhook_endpoints.owner_id')
      .selectAll('webhook_endpoints')
      .select(['users.name as owner_name', 'users.disabled_at as owner_disabled_at']);

  return {
    /** The deliveries' queue: `insertMany`, `dueIds`, `claim`. */
    ...createLeasedQueue(db, 'webhook_deliveries'),

    async insertEndpoint(row: Insertable<WebhookEndpointsTable>, trx: Executor = db): Promise<number> {
      const { id } = await trx.insertInto('webhook_endpoints').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    listEndpoints(trx: Executor = db) {
      return endpointsWithOwner(trx).orderBy('webhook_endpoints.id').execute();
    },

    findEndpoint(id: number, trx: Executor = db) {
      return endpointsWithOwner(trx).where('webhook_endpoints.id', '=', id).executeTakeFirst();
    },

    /**
     * The enabled endpoints whose owner's account is not disabled (a disabled account reads nothing); read in the
     * transaction of every audited change: a small table.
     */
    enabledEndpoints(trx: Executor = db): Promise<WebhookEndpointRow[]> {
      return trx
        .selectFrom('webhook_endpoints')
        .innerJoin('users', 'users.id', 'webhook_endpoints.owner_id')
        .selectAll('webhook_endpoints')
        .where('webhook_endpoints.enabled', '=', 1)
        .where('users.disabled_at', 'is', null)
        .execute();
    },

    async updateEndpoint(id: number, values: Updateable<WebhookEndpointsTable>, trx: Executor = db) {
      const result = await trx.updateTable('webhook_endpoints').set(values).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteEndpoint(id: number, trx: Executor = db): Promise<boolean> {
      await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
      const result = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * The pending deliveries due at `now` by endpoint, each endpoint's oldest first and at most `perEndpoint` of them:
     * one endpoint's backlog never crowds the others out of a round.
     */
    async dueByEndpoint(now: string, perEndpoint: number): Promise<Map<number, number[]>> {
      const due = (trx: Executor) =>
        trx.selectFrom('webhook_deliveries').where('status', '=', 'pending').where('available_at', '<=', now);
      const endpoints = await due(db).select('endpoint_id').distinct().orderBy('endpoint_id').execute();
      const byEndpoint = new Map<number, number[]>();
      for (const { endpoint_id: endpointId } of endpoints) {
        const rows = await due(db)
          .select('id')
          .where('endpoint_id', '=', endpointId)
          .orderBy('id')
          .limit(perEndpoint)
          .execute();
        byEndpoint.set(
          endpointId,
          rows.map((row) => row.id),
        );
      }
      return byEndpoint;
    },

    findDelivery(id: number, trx: Executor = db): Promise<WebhookDeliveryRow | undefined> {
      return trx.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async markDelivered(id: number, values: { at: string; code: number }, retryMs: number): Promise<void> {
      await retryWhileUnavailable(
        () =>
          db
            .updateTable('webhook_deliveries')
            .set({ status: 'delivered', delivered_at: values.at, response_code: values.code, last_error: null })
            .where('id', '=', id)
            .execute(),
        retryMs,
      );
    },

    async markFailedAttempt(
      id: number,
      failure: { code: number | null; error: string; status: 'pending' | 'failed'; retryAt: string },
    ) {
      await db
        .updateTable('webhook_deliveries')
        .set({
          response_code: failure.code,
          last_error: failure.error,
          status: failure.status,
          available_at: failure.retryAt,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Counts a failed attempt against the endpoint; answers the failures in a row after it. */
    async countFailure(endpointId: number): Promise<number> {
      await db
        .updateTable('webhook_endpoints')
        .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
        .where('id', '=', endpointId)
        .execute();
      const row = await db
        .selectFrom('webhook_endpoints')
        .select('consecutive_failures')
        .where('id', '=', endpointId)
        .executeTakeFirst();
      return row?.consecutive_failures ?? 0;
    },

    async resetFailures(endpointId: number): Promise<void> {
      await db
        .updateTable('webhook_endpoints')
        .set({ consecutive_failures: 0 })
        .where('id', '=', endpointId)
        .where('consecutive_failures', '>', 0)
        .execute();
    },

    /** Switches an endpoint off after failures; true for the one process that did it (the admin is told once). */
    async disableForFailures(endpointId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('webhook_endpoints')
        .set({ enabled: 0, disabled_reason: 'failures', updated_at: now })
        .where('id', '=', endpointId)
        .where('enabled', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deliveriesPage(endpointId: number, query: { page: number; perPage: number; status?: string | undefined }) {
      let filtered = db.selectFrom('webhook_deliveries').where('endpoint_id', '=', endpointId);
      if (query.status) {
        filtered = filtered.where('status', '=', query.status as WebhookDeliveryRow['status']);
      }
      const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
      const rows = await filtered
        .selectAll()
        .orderBy('id', 'desc')
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage)
        .execute();
      return { total: Number(counted?.total ?? 0), rows };
    },

    /** Sends a delivery again (same event id) on the next round, with fresh attempts. */
    async requeue(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('webhook_deliveries')
        .set({ status: 'pending', attempts: 0, available_at: now })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
