import type { Meta, StoryObj } from '@storybook/react-vite';
import axe from 'axe-core';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayTestSuite } from '../private/overlayTestSuite';
import { NotificationBell } from './NotificationBell';
import { localeTags } from '../../i18n';
import { storyT } from '../../stories/storyT';
import type { NotificationItem } from './notificationText';

/** A fixed clock: Monday 9 March 2026, 10:00 UTC. */
const fixedNow = () => new Date('2026-03-09T10:00:00Z');

const longMessage =
  'Jūs pakviesti į rezervaciją „Programavimo pagrindai“ Kompiuterių klasėje 2. Užsiėmimas vyks kiekvieną pirmadienį nuo 10:00 iki 11:30 visą semestrą, atsineškite nešiojamąjį kompiuterį.';

const notifications: NotificationItem[] = [
  {
    id: 1,
    type: 'App\\Notifications\\DailyReservationReminder',
    data: {
      total_count: 3,
      today_count: 1,
      tomorrow_count: 2,
      message: { title: 'Daily', summary: '1 today, 2 tomorrow' },
      action_url: '/resources/4',
    },
    read_at: null,
    created_at: '2026-03-09T09:59:40Z',
  },
  {
    id: 2,
    type: 'App\\Notifications\\InvitationNotification',
    data: { message: longMessage, action_url: '/reservations/17' },
    read_at: null,
    created_at: '2026-03-09T09:35:00Z',
  },
  {
    id: 3,
    type: 'App\\Notifications\\PersonResponsibleNotification',
    data: { message: 'Jūs paskirtas atsakingu asmeniu: Fizikos laboratorija.', action_url: '/reservations/21' },
    read_at: '2026-03-09T08:00:00Z',
    created_at: '2026-03-09T06:00:00Z',
  },
  {
    id: 4,
    type: 'App\\Notifications\\EventCreated',
    data: { message: 'Naujas renginys: Atvirų durų diena.' },
    read_at: '2026-03-08T08:00:00Z',
    created_at: '2026-03-06T10:00:00Z',
  },
  {
    id: 5,
    type: 'App\\Notifications\\DetachedNotification',
    data: { message: 'Matematikos paskaita atskirta nuo serijos.' },
    read_at: '2026-03-01T08:00:00Z',
    created_at: '2026-02-20T10:00:00Z',
  },
  {
    id: 6,
    type: 'App\\Notifications\\InvitationNotification',
    data: { message: 'Šeštas pranešimas nerodomas varpelyje.' },
    read_at: null,
    created_at: '2026-02-19T10:00:00Z',
  },
];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Enter / Space on the bell', 'Opens the latest notifications.'],
    ['Arrow Up / Arrow Down', 'Move between notifications and "Mark all read".'],
    ['Enter', 'Opens the notification (and marks it read).'],
    ['Escape', 'Closes and returns focus to the bell.'],
  ],
  aria: [
    'The bell is a button whose name includes the unread count.',
    'The open list is a `menu` inside a named `region` ("Latest notifications"), so its heading and messages are inside a landmark.',
  ],
};

const meta = {
  title: 'ui/NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  args: {
    notifications,
    unreadCount: 3,
    now: fixedNow,
    onOpen: fn(),
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', paddingTop: 8 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { accessibility },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => screen.queryByRole('menu');

/** The first 5 notifications with titles per type, previews cut at 150 characters and relative times. */
export const Open: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.labelUnread', { value: 3, count: 3 }) }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const list = await screen.findByRole('menu');
    const items = within(list).getAllByRole('menuitem');
    // Mark all read + 5 notifications + View all.
    await expect(items).toHaveLength(7);
    await expect(items[1]).toHaveTextContent(t('notifications.title.dailyReminder', { value: 3 }));
    await expect(items[1]).toHaveTextContent(t('notifications.summary', { today: 1, tomorrow: 2 }));
    await expect(items[1]).toHaveTextContent(t('notifications.time.now'));
    await expect(items[2]).toHaveTextContent(t('notifications.title.invitation'));
    await expect(items[2]).toHaveTextContent(t('notifications.time.minutes', { value: 25 }));
    await expect(items[2]?.textContent).toContain(`${longMessage.slice(0, 150)}...`);
    await expect(items[3]).toHaveTextContent(t('notifications.time.hours', { value: 4 }));
    await expect(items[4]).toHaveTextContent(t('notifications.time.days', { value: 3 }));
    // Older than a week: the date, in the reader's language.
    const language = context.globals.locale === 'en' ? 'en' : 'lt';
    await expect(items[5]).toHaveTextContent(new Date('2026-02-20T10:00:00Z').toLocaleDateString(localeTags[language]));
    await expect(within(list).queryByText(/Šeštas/)).not.toBeInTheDocument();
  },
};

/**
 * The open dropdown is portalled to the end of the page, out of the header: it is a landmark region named
 * "Latest notifications" (not "Notifications", the toasts' region), so its text is inside a landmark (axe's `region` rule, which the stories' own axe run leaves off
 * because a lone component has no page landmarks around it; the bell's content must bring its own).
 */
export const OpenInALandmark: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: t('notifications.labelUnread', { value: 3, count: 3 }) }));
    const list = await screen.findByRole('menu');
    // Axe first: without the region it names the dropdown's own text (its heading, its items) as outside landmarks.
    const results = await axe.run(document, { runOnly: ['region'] });
    const dropdown = list.parentElement!;
    const outside = results.violations
      .flatMap((violation) => violation.nodes)
      .map((node) => document.querySelector(String(node.target[0])))
      .filter((element) => element !== null && (dropdown.contains(element) || element.contains(dropdown)));
    await expect(outside).toEqual([]);
    await expect(screen.getByRole('region', { name: t('notifications.region') })).toContainElement(list);
  },
};

export const OpenInEnglish: Story = {
  args: { unreadCount: 120 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications: 99+ unread' });
    await expect(trigger).toHaveTextContent('99+');
    await userEvent.click(trigger);
    const list = await screen.findByRole('menu');
    await expect(
      within(list).getByRole('menuitem', { name: /Daily Reminder: 3 upcoming reservation\(s\)/ }),
    ).toHaveTextContent('1 today, 2 tomorrow');
    await expect(within(list).getByRole('menuitem', { name: /Person Responsible/ })).toHaveTextContent('4h ago');
    await expect(within(list).getByRole('menuitem', { name: /New Invitation/ })).toHaveTextContent('25m ago');
    await expect(within(list).getByRole('menuitem', { name: /New Event/ })).toHaveTextContent('3d ago');
    await expect(within(list).getByRole('menuitem', { name: /Event Detached/ })).toHaveTextContent('2/20/2026');
    await expect(within(list).getByRole('menuitem', { name: /now/ })).toBeInTheDocument();
  },
};

/** Keyboard: Enter opens on the first item, Tab stays in the menu, Escape closes it. */
export const KeyboardOnly: Story = {
  play: overlayTestSuite('notification bell', {
    getTrigger: (canvasElement, context) =>
      within(canvasElement).getByRole('button', { name: new RegExp(storyT(context)('notifications.label')) }),
    getContent: menu,
  }),
};

/** Clicking an unread notification marks it read, follows its link and closes the dropdown. */
export const ClickUnreadWithLink: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('notifications.label')) }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: new RegExp(t('notifications.title.invitation')) }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/reservations/17');
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
  },
};

/** A read notification without a link: nothing to mark, nowhere to go; the dropdown stays open. */
export const ClickReadWithoutLink: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('notifications.label')) }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: new RegExp(t('notifications.title.eventCreated')) }),
    );
    await expect(args.onMarkRead).not.toHaveBeenCalled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(menu()).toBeInTheDocument();
  },
};

/** Mark all read appears only while something is unread. */
export const MarkAllRead: Story = {
  parameters: { screenshot: false },
  render: function Render(args) {
    const [items, setItems] = useState(args.notifications);
    const unread = items.filter((item) => !item.read_at).length;
    return (
      <NotificationBell
        {...args}
        notifications={items}
        unreadCount={unread}
        onMarkAllRead={() => {
          args.onMarkAllRead();
          setItems(items.map((item) => ({ ...item, read_at: item.read_at ?? '2026-03-09T10:00:00Z' })));
        }}
      />
    );
  },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t('notifications.label')) }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t('notifications.markAllRead') }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: t('notifications.markAllRead') })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('button', { name: t('notifications.label') })).not.toHaveTextContent(/\d/);
  },
};

export const Loading: Story = {
  args: { notifications: [], loading: true, unreadCount: 0 },
  play: async (context) => {
    const t = storyT(context);
    await userEvent.click(context.canvas.getByRole('button', { name: t('notifications.label') }));
    await expect(await screen.findByText(t('notifications.loading'))).toBeInTheDocument();
  },
};

export const EmptyInEnglish: Story = {
  args: { notifications: [], unreadCount: 0 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await screen.findByText('No notifications')).toBeInTheDocument();
    await expect(screen.queryByRole('menuitem', { name: 'Mark all read' })).not.toBeInTheDocument();
    await expect(screen.getByRole('menuitem', { name: 'View all' })).toHaveAttribute('href', '/notifications');
  },
};
