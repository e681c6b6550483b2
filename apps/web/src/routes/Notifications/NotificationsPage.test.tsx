/// <reference types="@testing-library/jest-dom/vitest" />
import type { Notification } from '@laikas/contract';
import { localeTags } from '@laikas/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../data/client';
import type { WebLanguage } from '../../i18n';
import { renderScreen } from '../../testScreen';
import NotificationsPage from './NotificationsPage';

const notice = (id: number, subject: string, readAt: string | null): Notification => ({
  id,
  type: 'App\\Notifications\\SystemNotification',
  kind: null,
  data: { subject, message: `${subject}: the text`, action_url: '/reservations/5', action_text: subject },
  read_at: readAt,
  created_at: readAt ?? new Date().toISOString(),
});

/** The page in `language`; the server holds 16 notifications, 15 a page: an unread one first, then read ones. */
async function openNotifications(language: WebLanguage) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (_path, query) => {
    const page = Number((query as { page: number }).page);
    const data = page === 1 ? [notice(1, 'Room moved', null), notice(2, 'Approved', '2026-11-01T10:00:00Z')] : [];
    return { data, meta: { current_page: page, last_page: 2, per_page: 15, total: 16 } } as never;
  });
  const patch = vi.spyOn(api, 'patch').mockResolvedValue(undefined as never);
  await renderScreen({ path: '/notifications', Component: NotificationsPage }, '/notifications', language);
  return { get, patch };
}

describe('given the notifications of a user', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should mark an unread one with a marker and a word for screen readers, and mark it read (en)', async () => {
    const { patch } = await openNotifications('en');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [unread, read] = within(list).getAllByRole('listitem');
    expect(unread).toHaveTextContent(/^Unread: /);
    expect(unread!.querySelector('[data-unread-marker]')).not.toBeNull();
    expect(read).not.toHaveTextContent('Unread');
    // When, in the bell's words: the older one by its date.
    expect(within(unread!).getByText('now').tagName).toBe('TIME');
    expect(within(read!).getByText(new Date('2026-11-01T10:00:00Z').toLocaleDateString(localeTags.en))).toBeVisible();
    expect(within(read!).queryByRole('button', { name: 'Mark read' })).toBeNull();
    fireEvent.click(within(unread!).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/api/notifications/1/read'));
  });

  it('should say how many there are and turn to the next page (lt)', async () => {
    const { get } = await openNotifications('lt');
    expect(await screen.findByText('1–15 iš 16')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Kitas' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/api/notifications', { page: 2, per_page: 15 }, expect.anything()),
    );
    expect(await screen.findByText('Pranešimų nėra')).toBeVisible();
  });

  // "Mark all read" looked only at the page shown: with the newest read and an older one still unread on page 2, it
  // was disabled although the bell counted 1 unread.
  it('should offer to mark all read when the unread one is on another page (en)', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (path, query) => {
      if (path === '/api/notifications/unread-count') {
        return { data: { count: 1 } } as never;
      }
      const page = Number((query as { page: number }).page);
      const data = page === 1 ? [notice(2, 'Approved', '2026-11-01T10:00:00Z')] : [notice(1, 'Room moved', null)];
      return { data, meta: { current_page: page, last_page: 2, per_page: 15, total: 16 } } as never;
    });
    const patch = vi.spyOn(api, 'patch').mockResolvedValue(undefined as never);
    await renderScreen({ path: '/notifications', Component: NotificationsPage }, '/notifications', 'en');
    await screen.findByRole('list', { name: 'Notifications' });
    const markAll = screen.getByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    fireEvent.click(markAll);
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/api/notifications/read-all'));
  });

  // A teacher with no notifications saw "Mark all read" and "Delete all", greyed, above "No notifications".
  it('should offer no bulk actions when there is nothing to act on (lt)', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (path) =>
      path === '/api/notifications/unread-count'
        ? ({ data: { count: 0 } } as never)
        : ({ data: [], meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 } } as never),
    );
    await renderScreen({ path: '/notifications', Component: NotificationsPage }, '/notifications', 'lt');
    expect(await screen.findByText('Pranešimų nėra')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pažymėti visus kaip perskaitytus' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ištrinti visus' })).toBeNull();
  });
});
