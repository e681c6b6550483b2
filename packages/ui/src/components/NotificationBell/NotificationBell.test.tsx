/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LaikasI18nProvider } from '../../i18n';
import { NotificationCard } from '../NotificationCard';
import { NotificationBell } from './NotificationBell';
import type { NotificationItem } from './notificationText';

/** A holiday cancelling several lectures: a lead line, then one line each, as the server writes it. */
const messages = {
  en: {
    message:
      'User office cancelled 3 reservations for the holiday “Kalėdos”:\n“Algebra” Dec 24, 10:00, 101;\n“Fizika” Dec 24, 12:00, 204;\nand 1 more.',
    lead: 'User office cancelled 3 reservations for the holiday “Kalėdos”:',
    items: ['“Algebra” Dec 24, 10:00, 101', '“Fizika” Dec 24, 12:00, 204', 'and 1 more'],
  },
  lt: {
    message:
      'Studijų skyrius atšaukė 3 rezervacijas dėl šventės „Kalėdos“:\n„Algebra“ gruodžio 24 d. 10:00, 101;\n„Fizika“ gruodžio 24 d. 12:00, 204;\nir dar 1.',
    lead: 'Studijų skyrius atšaukė 3 rezervacijas dėl šventės „Kalėdos“:',
    items: ['„Algebra“ gruodžio 24 d. 10:00, 101', '„Fizika“ gruodžio 24 d. 12:00, 204', 'ir dar 1'],
  },
} as const;

function notificationIn(language: 'en' | 'lt'): NotificationItem {
  return {
    id: 1,
    type: 'App\\Notifications\\ReservationCancelled',
    data: { message: messages[language].message, subject: 'Cancelled', action_url: '/' },
    read_at: null,
    created_at: '2026-12-06T10:00:00Z',
  };
}

describe('given a notification of several lines (a holiday cancelling lectures)', () => {
  afterEach(cleanup);

  it.each(['en', 'lt'] as const)(
    'should show its lines as a list under the lead on its card (%s)',
    async (language) => {
      render(
        <LaikasI18nProvider language={language}>
          <ul>
            <NotificationCard
              notification={notificationIn(language)}
              onMarkRead={() => {}}
              onDelete={() => {}}
              now={() => new Date('2026-12-06T12:00:00Z')}
            />
          </ul>
        </LaikasI18nProvider>,
      );
      expect(screen.getByText(messages[language].lead)).toBeInTheDocument();
      const lines = screen.getByRole('list', { name: messages[language].lead });
      expect(
        within(lines)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(messages[language].items);
    },
  );

  it.each(['en', 'lt'] as const)('should show them as a list in the bell too (%s)', async (language) => {
    render(
      <LaikasI18nProvider language={language}>
        <NotificationBell
          notifications={[notificationIn(language)]}
          unreadCount={1}
          onMarkRead={() => {}}
          onMarkAllRead={() => {}}
          onNavigate={() => {}}
        />
      </LaikasI18nProvider>,
    );
    await userEvent.click(screen.getByRole('button'));
    const lines = await screen.findByRole('list', { name: messages[language].lead });
    expect(lines.closest('[role="menuitem"]')).not.toBeNull();
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(messages[language].items);
  });
});
