import { mutate } from 'swr';
import { api } from './client';

/** Sends a delivery again (same event id) on the next round of the jobs; the endpoint's log is read again. */
export async function redeliverWebhook(endpointId: number, deliveryId: number): Promise<void> {
  await api.post(`/api/admin/webhook-deliveries/${deliveryId}/redeliver`);
  const log = `/api/admin/webhooks/${endpointId}/deliveries`;
  await mutate((key) => Array.isArray(key) && key[0] === 'webhook-deliveries' && String(key[1]).startsWith(log));
}
