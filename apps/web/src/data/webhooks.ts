import type { CreatedWebhook, WebhookBody, WebhookEndpoint } from '@laikas/contract';
import { mutate } from 'swr';
import { write } from './calls';
import { api } from './client';

/** Registers an endpoint; the answer holds its signing secret, shown once. */
export function createWebhook(body: WebhookBody): Promise<CreatedWebhook> {
  return write('webhooks', api.post<CreatedWebhook>('/api/admin/webhooks', body));
}

export function updateWebhook(id: number, body: WebhookBody): Promise<WebhookEndpoint> {
  return write('webhooks', api.put<WebhookEndpoint>(`/api/admin/webhooks/${id}`, body));
}

export async function deleteWebhook(id: number): Promise<void> {
  await write('webhooks', api.delete(`/api/admin/webhooks/${id}`));
}

/** Sends a delivery again (same event id) on the next round of the jobs; the endpoint's log is read again. */
export async function redeliverWebhook(endpointId: number, deliveryId: number): Promise<void> {
  await api.post(`/api/admin/webhook-deliveries/${deliveryId}/redeliver`);
  const log = `/api/admin/webhooks/${endpointId}/deliveries`;
  await mutate((key) => Array.isArray(key) && key[0] === 'webhook-deliveries' && String(key[1]).startsWith(log));
}
