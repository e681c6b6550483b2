import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { LanguageSelector } from '../LanguageSelector';
import { ModalHost, useModal } from '../ModalHost';
import { NotificationBell } from '../NotificationBell';
import { AppHeader } from './AppHeader';

interface DemoProps {
  language: 'lt' | 'en';
  /** Width of the space the header lives in; narrow widths show the mobile menu. */
  width?: number;
  /** A bar above the header (as the app shows while an administrator acts as someone else). */
  bar?: string;
  /** The notification bell with this many unread, pinned to the bar. */
  unread?: number;
}

const labels = {
  lt: {
    resources: 'Resursai',
    remote: 'Nuotoliniai',
    profile: 'Mano profilis',
    logout: 'Atsijungti',
    open: 'Atidaryti langą',
  },
  en: { resources: 'Resources', remote: 'Remote', profile: 'My profile', logout: 'Log out', open: 'Open a dialog' },
};

function Demo({ language, width, bar, unread }: DemoProps) {
  const [path, setPath] = useState('/');
  const modal = useModal();
  const text = labels[language];
  const link = (href: string, label: string) => (
    <Button variant="ghost" aria-current={path === href ? 'page' : undefined} onClick={() => setPath(href)}>
      {label}
    </Button>
  );
  return (
    <div style={{ width }}>
      {bar ? (
        <div role="status" style={{ padding: '12px 16px', background: '#fde68a' }}>
          {bar}
        </div>
      ) : null}
      <AppHeader
        logo="Laikas"
        closeSignal={path}
        navigation={
          <>
            {link('/resources', text.resources)}
            {link('/remote-reservations', text.remote)}
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>{text.profile}</DropdownMenu.Trigger>
              <DropdownMenu.Content align="start">
                <DropdownMenu.Item onSelect={() => setPath('/user/profile')}>{text.profile}</DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
            <Button
              variant="ghost"
              onClick={() => modal.open(() => <p>{text.open}</p>, { header: text.open, props: {} })}
            >
              {text.open}
            </Button>
          </>
        }
        pinned={
          unread === undefined ? undefined : (
            <NotificationBell
              notifications={[]}
              unreadCount={unread}
              onMarkRead={() => undefined}
              onMarkAllRead={() => undefined}
              onNavigate={() => undefined}
            />
          )
        }
        actions={
          <>
            <LanguageSelector value={language} onChange={() => undefined} />
            <Button variant="secondary">{text.logout}</Button>
          </>
        }
      />
      <Box padding="lg">
        <output aria-label="path">{path}</output>
      </Box>
    </div>
  );
}

const meta = {
  title: 'ui/AppHeader',
  component: Demo,
  tags: ['autodocs'],
  args: { language: 'lt' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ModalHost>
        <Story />
      </ModalHost>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each item of the navigation and actions exists once in the document, open menu or not, so that a
 * stateful item (the language selector) has one state and a screen reader meets one landmark.
 * Counts include hidden elements: a second, CSS-hidden copy is what this guards against.
 */
async function expectEachItemOnce(language: 'lt' | 'en') {
  const text = labels[language];
  await expect(screen.getAllByRole('navigation', { hidden: true })).toHaveLength(1);
  for (const name of [text.resources, text.remote, text.profile, text.open, text.logout]) {
    await expect(screen.getAllByRole('button', { name, hidden: true })).toHaveLength(1);
  }
  const languageName = language === 'lt' ? /^Kalba/ : /^Language/;
  await expect(screen.getAllByRole('button', { name: languageName, hidden: true })).toHaveLength(1);
}

export const Desktop: Story = {
  globals: { locale: 'lt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Laikas' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('navigation', { name: 'Pagrindinis meniu' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Atidaryti meniu' })).not.toBeInTheDocument();
    await expectEachItemOnce('lt');
  },
};

export const DesktopInEnglish: Story = {
  args: { language: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** Narrow: the navigation sits behind a menu button; the full-screen menu closes on navigation. */
export const MobileMenuClosesOnNavigation: Story = {
  args: { width: 375 },
  globals: { locale: 'lt' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Atidaryti meniu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expectEachItemOnce('lt');
    await userEvent.click(within(menu).getByRole('button', { name: 'Resursai' }));
    await expect(canvas.getByLabelText('path')).toHaveTextContent('/resources');
    await waitFor(() => expect(menu).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Atidaryti meniu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a phone (the viewport, not only the header's width) the open menu holds every item once. */
export const MobileMenuOpen: Story = {
  globals: { locale: 'lt', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Atidaryti meniu' }));
    const menu = canvas.getByTestId('mobile-menu');
    await expect(within(menu).getByRole('navigation', { name: 'Pagrindinis meniu' })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Atsijungti' })).toBeVisible();
    await expectEachItemOnce('lt');
  },
};

export const MobileMenuOpenInEnglish: Story = {
  args: { language: 'en' },
  globals: { locale: 'en', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = canvas.getByTestId('mobile-menu');
    await expect(within(menu).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    await expectEachItemOnce('en');
  },
};

/** With a bar above the header the open menu still ends at the bottom of the screen, not below it. */
export const MobileMenuOpenBelowABar: Story = {
  args: { bar: 'Jūs veikiate kaip Ieva Petrauskaitė' },
  globals: { locale: 'lt', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Atidaryti meniu' }));
    const menu = canvas.getByTestId('mobile-menu');
    await expect(within(menu).getByRole('button', { name: 'Atsijungti' })).toBeVisible();
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const panel = menu.getBoundingClientRect();
    await expect(header.top).toBeGreaterThan(20);
    await expect(Math.abs(panel.top - header.bottom)).toBeLessThanOrEqual(1);
    await expect(Math.abs(panel.bottom - window.innerHeight)).toBeLessThanOrEqual(1);
  },
};

export const MobileMenuOpenBelowABarInEnglish: Story = {
  args: { language: 'en', bar: 'You are acting as Ieva Petrauskaitė' },
  globals: { locale: 'en', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = canvas.getByTestId('mobile-menu');
    await expect(within(menu).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(Math.abs(menu.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThanOrEqual(1);
  },
};

export const MobileMenuClosesOnEscapeAndModal: Story = {
  args: { width: 375, language: 'en' },
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const menu = canvas.getByTestId('mobile-menu');
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    // Escape in a dropdown of the menu closes the dropdown only; the next one closes the menu.
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'My profile' }));
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(menu).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Open a dialog' }));
    await expect(await screen.findByRole('dialog', { name: 'Open a dialog' })).toBeInTheDocument();
    await waitFor(() => expect(menu).not.toBeVisible());
  },
};

/** The bell with its unread count sits between the navigation and the language selector. */
export const DesktopWithTheBell: Story = {
  args: { unread: 3 },
  globals: { locale: 'lt' },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Pranešimai: 3 neperskaityti' });
    await expect(bell).toBeVisible();
    const language = canvas.getByRole('button', { name: /^Kalba/ }).getBoundingClientRect();
    const navigation = canvas.getByRole('navigation').getBoundingClientRect();
    await expect(bell.getBoundingClientRect().left).toBeGreaterThan(navigation.left);
    await expect(bell.getBoundingClientRect().right).toBeLessThan(language.left);
  },
};

/** On a phone the bell and its unread count stay in the bar beside the menu button, not behind it. */
export const PhoneKeepsTheBellInTheBar: Story = {
  args: { unread: 3 },
  globals: { locale: 'lt', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Atidaryti meniu' });
    const bell = canvas.getByRole('button', { name: 'Pranešimai: 3 neperskaityti' });
    await expect(bell).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Beside the menu button, on the same line.
    const bellBox = bell.getBoundingClientRect();
    const toggleBox = toggle.getBoundingClientRect();
    await expect(bellBox.right).toBeLessThanOrEqual(toggleBox.left);
    await expect(Math.abs(bellBox.top + bellBox.height / 2 - (toggleBox.top + toggleBox.height / 2))).toBeLessThan(2);
    // It opens from there, the menu staying closed.
    await userEvent.click(bell);
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PhoneKeepsTheBellInTheBarInEnglish: Story = {
  args: { language: 'en', unread: 12 },
  globals: { locale: 'en', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications: 12 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Tabs from the page's start until as many elements as expected have had the focus; returns them, so that a wrong
 * order fails with the whole sequence.
 */
async function tabThrough(count: number): Promise<(Element | null)[]> {
  (document.activeElement as HTMLElement | null)?.blur();
  const reached: (Element | null)[] = [];
  for (let index = 0; index < count; index += 1) {
    await userEvent.tab();
    reached.push(document.activeElement);
  }
  return reached;
}

/**
 * On a wide screen Tab goes in reading order: the logo, the navigation, then the bell, then the actions (the bell
 * came right after the logo, before the navigation, in the order the phone layout needs).
 */
export const DesktopTabOrder: Story = {
  args: { unread: 3 },
  globals: { locale: 'lt' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const expected = [
      canvas.getByRole('link', { name: 'Laikas' }),
      canvas.getByRole('button', { name: 'Resursai' }),
      canvas.getByRole('button', { name: 'Nuotoliniai' }),
      canvas.getByRole('button', { name: 'Mano profilis' }),
      canvas.getByRole('button', { name: 'Atidaryti langą' }),
      canvas.getByRole('button', { name: 'Pranešimai: 3 neperskaityti' }),
      canvas.getByRole('button', { name: /^Kalba/ }),
      canvas.getByRole('button', { name: 'Atsijungti' }),
    ];
    await expect(await tabThrough(expected.length)).toEqual(expected);
    // … and the bell is drawn there too: after the navigation, before the language selector.
    const bell = expected[5]!.getBoundingClientRect();
    await expect(bell.left).toBeGreaterThan(expected[4]!.getBoundingClientRect().right);
    await expect(bell.right).toBeLessThan(expected[6]!.getBoundingClientRect().left);
  },
};

export const DesktopTabOrderInEnglish: Story = {
  args: { language: 'en', unread: 12 },
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const expected = [
      canvas.getByRole('link', { name: 'Laikas' }),
      canvas.getByRole('button', { name: 'Resources' }),
      canvas.getByRole('button', { name: 'Remote' }),
      canvas.getByRole('button', { name: 'My profile' }),
      canvas.getByRole('button', { name: 'Open a dialog' }),
      canvas.getByRole('button', { name: 'Notifications: 12 unread' }),
      canvas.getByRole('button', { name: /^Language/ }),
      canvas.getByRole('button', { name: 'Log out' }),
    ];
    await expect(await tabThrough(expected.length)).toEqual(expected);
  },
};

/**
 * On a phone Tab goes as the bar reads, the logo, the bell, the menu button, and from the button into the open
 * menu.
 */
export const PhoneTabOrder: Story = {
  args: { unread: 3 },
  globals: { locale: 'lt', viewport: { value: 'mobile2', isRotated: false } },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Atidaryti meniu' });
    await expect(await tabThrough(3)).toEqual([
      canvas.getByRole('link', { name: 'Laikas' }),
      canvas.getByRole('button', { name: 'Pranešimai: 3 neperskaityti' }),
      toggle,
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(canvas.getByTestId('mobile-menu'));
    const expected = [
      menu.getByRole('button', { name: 'Resursai' }),
      menu.getByRole('button', { name: 'Nuotoliniai' }),
      menu.getByRole('button', { name: 'Mano profilis' }),
      menu.getByRole('button', { name: 'Atidaryti langą' }),
      menu.getByRole('button', { name: /^Kalba/ }),
      menu.getByRole('button', { name: 'Atsijungti' }),
    ];
    const reached: (Element | null)[] = [];
    for (let index = 0; index < expected.length; index += 1) {
      await userEvent.tab();
      reached.push(document.activeElement);
    }
    await expect(reached).toEqual(expected);
  },
};

export const PhoneTabOrderInEnglish: Story = {
  args: { language: 'en', unread: 12 },
  globals: { locale: 'en', viewport: { value: 'mobile2', isRotated: false } },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(await tabThrough(3)).toEqual([
      canvas.getByRole('link', { name: 'Laikas' }),
      canvas.getByRole('button', { name: 'Notifications: 12 unread' }),
      canvas.getByRole('button', { name: 'Open menu' }),
    ]);
  },
};

/** When the header's width crosses into the compact layout (a window resized, a phone turned), the order follows. */
export const TabOrderFollowsAWidthChange: Story = {
  args: { unread: 3, width: 1000 },
  globals: { locale: 'lt' },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    const logo = canvas.getByRole('link', { name: 'Laikas' });
    const bell = () => canvas.getByRole('button', { name: 'Pranešimai: 3 neperskaityti' });
    await expect(await tabThrough(2)).toEqual([logo, canvas.getByRole('button', { name: 'Resursai' })]);
    (canvasElement.querySelector('header')!.parentElement as HTMLElement).style.width = '375px';
    const toggle = await canvas.findByRole('button', { name: 'Atidaryti meniu' });
    await waitFor(async () => expect(await tabThrough(3)).toEqual([logo, bell(), toggle]));
    (canvasElement.querySelector('header')!.parentElement as HTMLElement).style.width = '1000px';
    await waitFor(async () =>
      expect((await tabThrough(3))[2]).toBe(canvas.getByRole('button', { name: 'Nuotoliniai' })),
    );
    await expect((await tabThrough(6))[5]).toBe(bell());
  },
};
