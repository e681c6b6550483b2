import { write } from './calls';
import { api } from './client';

/** Sends a failed or waiting e-mail again; every outbox page is fetched again. */
export function retryOutboxEntry(id: number) {
  return write('outbox', api.post(`/api/admin/outbox/${id}/retry`));
}
