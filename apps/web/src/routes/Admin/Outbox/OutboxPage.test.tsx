/// <reference types="@testing-library/jest-dom/vitest" />
import type { OutboxEntry } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testScreen';
import { api } from '../../../data/client';
import { type WebLanguage } from '../../../i18n';
import OutboxPage from './OutboxPage';

const failed: OutboxEntry = {
  id: 7,
  to_address: 'ona@example.edu',
  subject: 'Rezervacija patvirtinta',
  status: 'failed',
  attempts: 3,
  last_error: '421 mailbox busy',
  created_at: '2026-11-30T08:00:00Z',
  sent_at: null,
} as OutboxEntry;

/** The outbox at `address`, its server answering page `page` of 3 with the failed e-mail. */
async function openOutbox(address: string, language: WebLanguage) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (_path, query) => {
    const page = Number((query as { page: number }).page);
    return { data: [failed], meta: { current_page: page, last_page: 3, per_page: 25, total: 51 } } as never;
  });
  const post = vi.spyOn(api, 'post').mockResolvedValue(undefined as never);
  const router = await renderScreen({ path: '/admin/outbox', Component: OutboxPage }, address, language);
  return { get, post, router };
}

describe('given the e-mail outbox of a super administrator', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should open the status and page a link names, and page on from there (en)', async () => {
    const { get, router } = await openOutbox('/admin/outbox?status=failed&page=2', 'en');
    expect(await screen.findByText('Rezervacija patvirtinta')).toBeVisible();
    expect(get).toHaveBeenCalledWith('/api/admin/outbox', { page: 2, status: 'failed' }, { raw: true });
    expect(screen.getByRole('button', { name: /^Status/ })).toHaveTextContent('Failed');
    expect(screen.getByText('26–50 of 51')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    expect(get).toHaveBeenLastCalledWith('/api/admin/outbox', { page: 1, status: 'failed' }, { raw: true });
  });

  // A semester's-end walk: "Būsena: Visi"; "all" agrees with "būsena" (the statuses), as on the other lists.
  it('should say "all statuses" in agreement with the status filter (lt)', async () => {
    await openOutbox('/admin/outbox', 'lt');
    expect(await screen.findByText('Rezervacija patvirtinta')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Būsena/ })).toHaveTextContent('Visos būsenos');
  });

  it("should show when an e-mail was sent on the university's clock, not the browser's (lt)", async () => {
    // A browser in New York, the university in Vilnius: 22:30 UTC is already the next day there.
    const browserZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const sent = { ...failed, status: 'sent', last_error: null, sent_at: '2026-11-30T22:30:00Z' } as OutboxEntry;
      vi.spyOn(api, 'get').mockImplementation(async (path) =>
        path === '/api/settings'
          ? ({ time_zone: 'Europe/Vilnius' } as never)
          : ({ data: [sent], meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 } } as never),
      );
      await renderScreen({ path: '/admin/outbox', Component: OutboxPage }, '/admin/outbox', 'lt');
      const item = (await screen.findByText('Rezervacija patvirtinta')).closest('li')!;
      await waitFor(() => expect(item).toHaveTextContent('2026-12-01 00:30'));
      expect(item).not.toHaveTextContent('17:30');
    } finally {
      process.env.TZ = browserZone;
    }
  });

  it('should retry a failed e-mail and say so (lt)', async () => {
    const { post } = await openOutbox('/admin/outbox', 'lt');
    const item = (await screen.findByText('Rezervacija patvirtinta')).closest('li')!;
    expect(item).toHaveTextContent('421 mailbox busy');
    expect(item).toHaveAttribute('data-state', 'attention');
    fireEvent.click(screen.getByRole('button', { name: 'Siųsti dar kartą' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/outbox/7/retry'));
  });
});
