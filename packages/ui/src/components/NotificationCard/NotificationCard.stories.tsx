import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../stories/storyT';
import type { NotificationItem } from '../NotificationBell/notificationText';
import { NotificationCard } from './NotificationCard';

/** A fixed clock: Monday 9 March 2026, 10:00 UTC. */
const fixedNow = () => new Date('2026-03-09T10:00:00Z');

/** The messages, in the language picked in the toolbar (the server writes them in the reader's). */
const messages = {
  lt: {
    invitation: 'Jūs pakviesti į „Programavimo pagrindai“.',
    open: 'Atidaryti rezervaciją',
    summary: 'Šiandien 1, rytoj 2.',
  },
  en: {
    invitation: 'You are invited to “Programming basics”.',
    open: 'Open the reservation',
    summary: '1 today, 2 tomorrow.',
  },
} as const;
const messagesOf = (globals: Record<string, unknown>) => messages[globals.locale === 'en' ? 'en' : 'lt'];

const unread = (globals: Record<string, unknown>): NotificationItem => ({
  id: 1,
  type: 'App\\Notifications\\InvitationNotification',
  data: {
    message: messagesOf(globals).invitation,
    action_url: '/reservations/17',
    action_text: messagesOf(globals).open,
  },
  read_at: null,
  created_at: '2026-03-09T09:35:00Z',
});

const read = (globals: Record<string, unknown>): NotificationItem => ({
  id: 2,
  type: 'App\\Notifications\\DailyReservationReminder',
  data: { total_count: 3, message: { summary: messagesOf(globals).summary } },
  read_at: '2026-03-09T08:00:00Z',
  created_at: '2026-03-09T06:00:00Z',
});

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Tab', 'Moves through its link, "Mark read" and "Delete".']],
  aria: [
    'A `listitem`: the unread dot is hidden from screen readers, which hear the word "Unread" before the title instead.',
    '"Delete" is named after the notification it deletes.',
  ],
};

const meta = {
  title: 'ui/NotificationCard',
  component: NotificationCard,
  tags: ['autodocs'],
  args: { notification: read({}), now: fixedNow, onMarkRead: fn(), onDelete: fn() },
  parameters: { accessibility },
  render: (args, { globals }) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      <NotificationCard {...args} notification={unread(globals)} />
      <NotificationCard {...args} notification={read(globals)} />
    </ul>
  ),
} satisfies Meta<typeof NotificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unread invitation (dot, link, "Mark read") above a read reminder (no dot, no "Mark read"). */
export const Default: Story = {
  play: async (context) => {
    const { args, canvas, globals } = context;
    const t = storyT(context);
    const [first, second] = canvas.getAllByRole('listitem');
    const inFirst = within(first!);
    await expect(first).toHaveTextContent(new RegExp(`^${t('notifications.unread')}: `));
    await expect(first!.querySelector('[data-unread-marker]')).not.toBeNull();
    await expect(inFirst.getByRole('link', { name: messagesOf(globals).open })).toHaveAttribute(
      'href',
      '/reservations/17',
    );
    await expect(inFirst.getByText(t('notifications.time.minutes', { value: 25 })).tagName).toBe('TIME');
    await userEvent.click(inFirst.getByRole('button', { name: t('notifications.card.markRead') }));
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);

    const inSecond = within(second!);
    await expect(second!.querySelector('[data-unread-marker]')).toBeNull();
    await expect(second).not.toHaveTextContent(t('notifications.unread'));
    await expect(inSecond.queryByRole('button', { name: t('notifications.card.markRead') })).toBeNull();
    const title = t('notifications.title.dailyReminder', { value: 3 });
    await userEvent.click(inSecond.getByRole('button', { name: t('notifications.card.deleteOne', { title }) }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const InEnglish: Story = {
  ...Default,
  globals: { locale: 'en' },
};

/** A holiday cancelling several lectures, as the server writes it: a lead line, then one line each. */
const cancelled = {
  lt: {
    message:
      'Studijų skyrius atšaukė 3 rezervacijas dėl šventės „Kalėdos“:\n„Algebra“ gruodžio 24 d. 10:00, 101;\n„Fizika“ gruodžio 24 d. 12:00, 204;\nir dar 1.',
    lead: 'Studijų skyrius atšaukė 3 rezervacijas dėl šventės „Kalėdos“:',
    lines: ['„Algebra“ gruodžio 24 d. 10:00, 101', '„Fizika“ gruodžio 24 d. 12:00, 204', 'ir dar 1'],
  },
  en: {
    message:
      'User office cancelled 3 reservations for the holiday “Kalėdos”:\n“Algebra” Dec 24, 10:00, 101;\n“Fizika” Dec 24, 12:00, 204;\nand 1 more.',
    lead: 'User office cancelled 3 reservations for the holiday “Kalėdos”:',
    lines: ['“Algebra” Dec 24, 10:00, 101', '“Fizika” Dec 24, 12:00, 204', 'and 1 more'],
  },
} as const;
const cancelledOf = (globals: Record<string, unknown>) => cancelled[globals.locale === 'en' ? 'en' : 'lt'];

/** A message of several lines (a holiday cancelling lectures): its lines a list named by its lead, not one paragraph. */
export const SeveralLines: Story = {
  render: (args, { globals }) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      <NotificationCard
        {...args}
        notification={{
          id: 3,
          type: 'App\\Notifications\\ReservationCancelled',
          data: { message: cancelledOf(globals).message, subject: 'Kalėdos', action_url: '/' },
          read_at: null,
          created_at: '2026-03-09T09:35:00Z',
        }}
      />
    </ul>
  ),
  play: async ({ canvas, globals }) => {
    const text = cancelledOf(globals);
    const lines = canvas.getByRole('list', { name: text.lead });
    await expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(text.lines);
  },
};

export const SeveralLinesInEnglish: Story = {
  ...SeveralLines,
  globals: { locale: 'en' },
};
