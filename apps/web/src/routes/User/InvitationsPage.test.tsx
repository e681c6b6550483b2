/// <reference types="@testing-library/jest-dom/vitest" />
import type { Invitation, Notification } from '@laikas/contract';
import { LoadingProvider, ModalHost, ToastProvider } from '@laikas/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mutate, SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../data/client';
import { i18n, loadLanguage } from '../../i18n';
import { renderScreen, screenTestHooks } from '../../testScreen';
import NotificationsPage from '../Notifications/NotificationsPage';
import InvitationsPage from './InvitationsPage';

const seminar: Invitation = {
  reservation_id: 41,
  name: 'Seminaras',
  type: 'event',
  starts_at: '2026-11-30T22:30:00Z',
  ends_at: '2026-11-30T23:30:00Z',
  occurrences: 1,
  resource: 'Aula',
  rooms: 1,
  organiser: { id: 2, name: 'Ona Onaitė' },
  status: 'pending',
};

describe('given an invitation to a reservation', () => {
  screenTestHooks();

  it("should say when it starts on the university's clock, not the browser's (lt)", async () => {
    // A browser in New York, the university in Vilnius: 22:30 UTC is already the next day there.
    const browserZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      vi.spyOn(api, 'get').mockImplementation(async (path) =>
        path === '/api/settings' ? ({ time_zone: 'Europe/Vilnius' } as never) : ([seminar] as never),
      );
      await renderScreen({ path: '/user/invitations', Component: InvitationsPage }, '/user/invitations', 'lt');
      const item = (await screen.findByRole('link', { name: 'Seminaras' })).closest('li')!;
      await waitFor(() => expect(item).toHaveTextContent('2026-12-01 00:30 · Aula'));
      expect(item).not.toHaveTextContent('17:30');
    } finally {
      process.env.TZ = browserZone;
    }
  });
});

describe('when accepting a pending invitation', () => {
  screenTestHooks();

  it('should send the answer and say so, the other answer waiting meanwhile (en)', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (path) =>
      path === '/api/settings' ? ({ time_zone: 'Europe/Vilnius' } as never) : ([seminar] as never),
    );
    const post = vi.spyOn(api, 'post').mockResolvedValue(undefined as never);
    await renderScreen({ path: '/user/invitations', Component: InvitationsPage }, '/user/invitations', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept “Seminaras”' }));
    expect(screen.getByRole('button', { name: 'Decline “Seminaras”' })).toBeDisabled();
    expect(await screen.findByText('Invitation accepted.')).toBeVisible();
    expect(post).toHaveBeenCalledWith('/api/user/invitations/41/accept');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Decline “Seminaras”' })).toBeEnabled());
  });
});

// Found in a walk of a teacher and a student: answered on the invitations page, the invitation's notification still
// offered "Answer the invitation" until the page was loaded again.
describe('when answering an invitation with its notification in view', () => {
  screenTestHooks();

  /** The server after (or before) the answer: the invitation and its notification as it renders them. */
  function stubServer(language: 'lt' | 'en') {
    let answered = false;
    const words = {
      en: { asks: 'Answer the invitation', view: 'View reservation', accepted: ' You accepted the invitation.' },
      lt: { asks: 'Atsakyti į kvietimą', view: 'Peržiūrėti rezervaciją', accepted: ' Kvietimą priėmėte.' },
    }[language];
    const notification = (): Notification => ({
      id: 9,
      type: 'App\\Notifications\\InvitationNotification',
      kind: 'invitation',
      data: {
        subject: 'New Invitation',
        message: `Ona Onaitė: Seminaras.${answered ? words.accepted : ''}`,
        action_url: '/reservations/41',
        action_text: answered ? words.view : words.asks,
        reservation_id: 41,
        invitation_status: answered ? 'accepted' : 'pending',
      },
      read_at: null,
      created_at: new Date().toISOString(),
    });
    vi.spyOn(api, 'get').mockImplementation(async (path) => {
      switch (path) {
        case '/api/settings':
          return { time_zone: 'Europe/Vilnius' } as never;
        case '/api/notifications/unread-count':
          return { data: { count: 1 } } as never;
        case '/api/notifications':
          return { data: [notification()], meta: { current_page: 1, last_page: 1, per_page: 15, total: 1 } } as never;
        default:
          return [{ ...seminar, status: answered ? 'accepted' : 'pending' }] as never;
      }
    });
    vi.spyOn(api, 'post').mockImplementation(async () => {
      answered = true;
      return undefined as never;
    });
    return words;
  }

  function InvitationsAndNotifications() {
    return (
      <>
        <InvitationsPage />
        <NotificationsPage />
      </>
    );
  }

  /**
   * The two screens as the app shows them, on the app's own SWR cache (AppRoot has no provider of its own): an answer
   * asks again the reads it changes through that cache, which a screen test's fresh cache would not show.
   */
  async function renderOnAppCache(language: 'lt' | 'en') {
    await loadLanguage(language);
    await i18n.changeLanguage(language);
    const router = createMemoryRouter([{ path: '/user/invitations', Component: InvitationsAndNotifications }], {
      initialEntries: ['/user/invitations'],
    });
    render(
      <SWRConfig value={{ dedupingInterval: 0, revalidateOnFocus: false }}>
        <I18nextProvider i18n={i18n}>
          <LoadingProvider>
            <ToastProvider>
              <ModalHost>
                <RouterProvider router={router} />
              </ModalHost>
            </ToastProvider>
          </LoadingProvider>
        </I18nextProvider>
      </SWRConfig>,
    );
  }

  afterEach(async () => {
    // The app's cache outlives a test: empty it for the next.
    await mutate(() => true, undefined, { revalidate: false });
  });

  it.each(['en', 'lt'] as const)('should no longer offer to answer in the notification (%s)', async (language) => {
    const words = stubServer(language);
    await renderOnAppCache(language);
    expect(await screen.findByRole('link', { name: words.asks })).toBeVisible();
    const accept = language === 'en' ? 'Accept “Seminaras”' : 'Priimti „Seminaras“';
    fireEvent.click(await screen.findByRole('button', { name: accept }));
    expect(await screen.findByRole('link', { name: words.view })).toHaveAttribute('href', '/reservations/41');
    expect(screen.queryByRole('link', { name: words.asks })).toBeNull();
    expect(screen.getByText(`Ona Onaitė: Seminaras.${words.accepted}`)).toBeVisible();
  });

  // A keyboard-only walk: "Priimti" took its own button away (an accepted invitation offers only Decline) and focus
  // fell to the page's body; the next Tab started from the top.
  it.each([
    { language: 'lt' as const, accept: 'Priimti „Seminaras“', decline: 'Atmesti „Seminaras“' },
    { language: 'en' as const, accept: 'Accept “Seminaras”', decline: 'Decline “Seminaras”' },
  ])('should move focus to the answer left when accepted from the keyboard ($language)', async (row) => {
    stubServer(row.language);
    await renderOnAppCache(row.language);
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: row.accept })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: row.accept })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: row.decline })).toHaveFocus());
  });
});
