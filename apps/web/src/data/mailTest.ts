import type { MailTest } from '@laikas/contract';
import { api } from './client';

/** The super administrator's test e-mail (to their own address) and what became of it; the server's refusal included. */
export function sendTestEmail() {
  return api.post<MailTest>('/api/admin/outbox/test-email');
}
