/// <reference types="@testing-library/jest-dom/vitest" />
import type { OutboxEntry } from '@laikas/contract';
import { ToastProvider } from '@laikas/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../data/client';
import { i18n, loadLanguage, type WebLanguage } from '../../../i18n';
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
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const get = vi.spyOn(api, 'get').mockImplementation(async (_path, query) => {
    const page = Number((query as { page: number }).page);
    return { data: [failed], meta: { current_page: page, last_page: 3, per_page: 25, total: 51 } } as never;
  });
  const post = vi.spyOn(api, 'post').mockResolvedValue(undefined as never);
  const router = createMemoryRouter([{ path: '/admin/outbox', Component: OutboxPage }], {
    initialEntries: [address],
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </I18nextProvider>
    </SWRConfig>,
  );
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

  it('should retry a failed e-mail and say so (lt)', async () => {
    const { post } = await openOutbox('/admin/outbox', 'lt');
    const item = (await screen.findByText('Rezervacija patvirtinta')).closest('li')!;
    expect(item).toHaveTextContent('421 mailbox busy');
    expect(item).toHaveAttribute('data-state', 'attention');
    fireEvent.click(screen.getByRole('button', { name: 'Siųsti dar kartą' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/outbox/7/retry'));
  });
});
