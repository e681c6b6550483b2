import type {
  CreatedWebhook,
  PageMeta,
  WebhookBody,
  WebhookDelivery,
  WebhookEndpoint,
} from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';

const ENDPOINTS_KEY = ['webhooks'] as const;
const deliveriesKey = (endpointId: number, page: number) => ['webhooks', endpointId, 'deliveries', page] as const;

/** The registered endpoints (`GET /api/admin/webhooks`). */
export function useWebhooks() {
  return useSWR(ENDPOINTS_KEY, () => api.get<WebhookEndpoint[]>('/api/admin/webhooks'));
}

/** One page of an endpoint's delivery log, newest first. */
export function useWebhookDeliveries(endpointId: number | null, page: number) {
  return useSWR(endpointId === null ? null : deliveriesKey(endpointId, page), () =>
    api.get<{ data: WebhookDelivery[]; meta: PageMeta }>(
      `/api/admin/webhooks/${endpointId}/deliveries`,
      { page },
      { raw: true },
    ),
  );
}

/** Registers an endpoint; the answer holds its signing secret, shown once. */
export async function createWebhook(body: WebhookBody): Promise<CreatedWebhook> {
  const created = await api.post<CreatedWebhook>('/api/admin/webhooks', body);
  await mutate(ENDPOINTS_KEY);
  return created;
}

export async function updateWebhook(id: number, body: WebhookBody): Promise<WebhookEndpoint> {
  const updated = await api.put<WebhookEndpoint>(`/api/admin/webhooks/${id}`, body);
  await mutate(ENDPOINTS_KEY);
  return updated;
}

export async function deleteWebhook(id: number): Promise<void> {
  await api.delete(`/api/admin/webhooks/${id}`);
  await mutate(ENDPOINTS_KEY);
}

/** Sends a delivery again (same event id) on the next round of the jobs. */
export async function redeliverWebhook(endpointId: number, deliveryId: number): Promise<void> {
  await api.post(`/api/admin/webhook-deliveries/${deliveryId}/redeliver`);
  await mutate((key) => Array.isArray(key) && key[0] === 'webhooks' && key[1] === endpointId);
}
