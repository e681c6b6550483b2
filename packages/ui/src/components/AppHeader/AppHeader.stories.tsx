import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { DropdownMenu } from '../DropdownMenu';
import { LanguageSelector } from '../LanguageSelector';
import { ModalHost, useModal } from '../ModalHost';
import { NotificationBell } from '../NotificationBell';
import { storyT } from '../../stories/storyT';
import { AppHeader } from './AppHeader';

interface DemoProps {
  /** The story's language (the toolbar's, unless the story pins one). */
  language?: 'lt' | 'en';
  /** Width of the space the header lives in; narrow widths show the mobile menu. */
  width?: number;
  /** A bar above the header (as the app shows while an administrator acts as someone else). */
  bar?: boolean;
  /** The notification bell with this many unread, pinned to the bar. */
  unread?: number;
  /** An administrator's whole menu: more items than one line of a laptop's width holds. */
  crowded?: boolean;
}

const labels = {
  lt: {
    resources: 'Resursai',
    remote: 'Nuotoliniai',
    profile: 'Mano profilis',
    logout: 'Atsijungti',
    open: 'Atidaryti langą',
    actingAs: 'Jūs veikiate kaip Ieva Petrauskaitė',
    more: ['Tvarkaraščiai', 'Išteklių administravimas', 'Administravimas', 'Ataskaitos', 'Pagalba'],
  },
  en: {
    resources: 'Resources',
    remote: 'Remote',
    profile: 'My profile',
    logout: 'Log out',
    open: 'Open a dialog',
    actingAs: 'You are acting as Ieva Petrauskaitė',
    more: ['Timetables', 'Resources admin', 'Administration', 'Reports', 'Help'],
  },
};

const localeOf = (globals: Record<string, unknown>) => (globals.locale === 'en' ? 'en' : 'lt');

/** What a person reads in the story's language: the demo's labels and the header's own strings. */
function strings(globals: Record<string, unknown>) {
  const locale: 'lt' | 'en' = localeOf(globals);
  const t = storyT({ globals });
  return {
    ...labels[locale],
    locale,
    navigation: t('header.navigation'),
    openMenu: t('header.openMenu'),
    language: locale === 'lt' ? /^Kalba/ : /^Language/,
    bell: (value: number) => t('notifications.labelUnread', { value, count: value }),
  };
}

function Demo({ language = 'lt', width, bar, unread, crowded }: DemoProps) {
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
          {text.actingAs}
        </div>
      ) : null}
      <AppHeader
        logo="Laikas"
        closeSignal={path}
        navigation={
          <>
            {crowded ? text.more.map((label) => <span key={label}>{link(`/${label}`, label)}</span>) : null}
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

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    [
      'Tab',
      'Logo link, navigation, pinned items (the bell), actions; on a phone the menu button comes before the menu it opens.',
    ],
    ['Enter / Space on the menu button', 'Opens or closes the phone menu.'],
    ['Escape', 'Closes the phone menu and returns focus to its button.'],
  ],
  aria: [
    'A `<header>` (banner landmark) with a `<nav>` named "Navigation".',
    'The phone menu button has `aria-expanded` and `aria-controls`, and its name says whether it opens or closes the menu.',
    'The menu closes on navigation and when a modal opens.',
  ],
};

const meta = {
  title: 'ui/AppHeader',
  component: Demo,
  tags: ['autodocs'],
  render: (args, { globals }) => <Demo {...args} language={localeOf(globals)} />,
  // The header is a page landmark itself (banner): not wrapped in the stories' <main> (.storybook/preview.tsx).
  parameters: { accessibility, layout: 'fullscreen', landmark: 'own' },
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
  play: async ({ canvas, globals }) => {
    const s = strings(globals);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Laikas' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('navigation', { name: s.navigation })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: s.openMenu })).not.toBeInTheDocument();
    await expectEachItemOnce(s.locale);
  },
};

export const DesktopInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** Narrow: the navigation sits behind a menu button; the full-screen menu closes on navigation. */
export const MobileMenuClosesOnNavigation: Story = {
  args: { width: 375 },
  play: async ({ canvas, globals }) => {
    const s = strings(globals);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: s.openMenu });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expectEachItemOnce(s.locale);
    await userEvent.click(within(menu).getByRole('button', { name: s.resources }));
    await expect(canvas.getByLabelText('path')).toHaveTextContent('/resources');
    await waitFor(() => expect(menu).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: s.openMenu })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a phone (the viewport, not only the header's width) the open menu holds every item once. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const s = strings(globals);
    await userEvent.click(canvas.getByRole('button', { name: s.openMenu }));
    const menu = canvas.getByTestId('mobile-menu');
    await expect(within(menu).getByRole('navigation', { name: s.navigation })).toBeVisible();
    await expect(within(menu).getByRole('button', { name: s.logout })).toBeVisible();
    await expectEachItemOnce(s.locale);
  },
};

export const MobileMenuOpenInEnglish: Story = {
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
  args: { bar: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const s = strings(globals);
    await userEvent.click(canvas.getByRole('button', { name: s.openMenu }));
    const menu = canvas.getByTestId('mobile-menu');
    await expect(within(menu).getByRole('button', { name: s.logout })).toBeVisible();
    const header = canvas.getByRole('banner').getBoundingClientRect();
    const panel = menu.getBoundingClientRect();
    await expect(header.top).toBeGreaterThan(20);
    await expect(Math.abs(panel.top - header.bottom)).toBeLessThanOrEqual(1);
    await expect(Math.abs(panel.bottom - window.innerHeight)).toBeLessThanOrEqual(1);
  },
};

export const MobileMenuOpenBelowABarInEnglish: Story = {
  args: { bar: true },
  globals: { locale: 'en', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = canvas.getByTestId('mobile-menu');
    await expect(within(menu).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(Math.abs(menu.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThanOrEqual(1);
  },
};

export const MobileMenuClosesOnEscapeAndModal: Story = {
  args: { width: 375 },
  parameters: { screenshot: false },
  play: async ({ canvas, globals }) => {
    const s = strings(globals);
    const menu = canvas.getByTestId('mobile-menu');
    await userEvent.click(canvas.getByRole('button', { name: s.openMenu }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: s.openMenu })).toHaveFocus();

    // Escape in a dropdown of the menu closes the dropdown only; the next one closes the menu.
    await userEvent.click(canvas.getByRole('button', { name: s.openMenu }));
    await userEvent.click(within(menu).getByRole('button', { name: s.profile }));
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(menu).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeVisible());
    await expect(canvas.getByRole('button', { name: s.openMenu })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: s.openMenu }));
    await userEvent.click(within(menu).getByRole('button', { name: s.open }));
    await expect(await screen.findByRole('dialog', { name: s.open })).toBeInTheDocument();
    await waitFor(() => expect(menu).not.toBeVisible());
  },
};

/** The bell with its unread count sits between the navigation and the language selector. */
export const DesktopWithTheBell: Story = {
  args: { unread: 3 },
  play: async ({ canvas, globals }) => {
    const s = strings(globals);
    const bell = canvas.getByRole('button', { name: s.bell(3) });
    await expect(bell).toBeVisible();
    const language = canvas.getByRole('button', { name: s.language }).getBoundingClientRect();
    const navigation = canvas.getByRole('navigation').getBoundingClientRect();
    await expect(bell.getBoundingClientRect().left).toBeGreaterThan(navigation.left);
    await expect(bell.getBoundingClientRect().right).toBeLessThan(language.left);
  },
};

/**
 * A laptop's width with an administrator's whole menu in Lithuanian: the navigation takes a second line rather than
 * run its last items under the bell (the admin instructions' screenshots at 960 px showed "Mano profilis" under it).
 */
export const CrowdedAtLaptopWidth: Story = {
  args: { unread: 3, width: 960, crowded: true },
  play: async ({ canvas, globals }) => {
    const s = strings(globals);
    const bell = canvas.getByRole('button', { name: s.bell(3) }).getBoundingClientRect();
    const navigation = canvas.getByRole('navigation', { name: s.navigation });
    const edge = navigation.getBoundingClientRect().right;
    await expect(edge).toBeLessThanOrEqual(bell.left);
    for (const item of within(navigation).getAllByRole('button')) {
      await expect(item).toBeVisible();
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 0.5);
    }
  },
};

/** On a phone the bell and its unread count stay in the bar beside the menu button, not behind it. */
export const PhoneKeepsTheBellInTheBar: Story = {
  args: { unread: 3 },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const s = strings(globals);
    const toggle = canvas.getByRole('button', { name: s.openMenu });
    const bell = canvas.getByRole('button', { name: s.bell(3) });
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
  args: { unread: 12 },
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
  parameters: { screenshot: false },
  play: async ({ canvas, globals }) => {
    const s = strings(globals);
    const expected = [
      canvas.getByRole('link', { name: 'Laikas' }),
      canvas.getByRole('button', { name: s.resources }),
      canvas.getByRole('button', { name: s.remote }),
      canvas.getByRole('button', { name: s.profile }),
      canvas.getByRole('button', { name: s.open }),
      canvas.getByRole('button', { name: s.bell(3) }),
      canvas.getByRole('button', { name: s.language }),
      canvas.getByRole('button', { name: s.logout }),
    ];
    await expect(await tabThrough(expected.length)).toEqual(expected);
    // … and the bell is drawn there too: after the navigation, before the language selector.
    const bell = expected[5]!.getBoundingClientRect();
    await expect(bell.left).toBeGreaterThan(expected[4]!.getBoundingClientRect().right);
    await expect(bell.right).toBeLessThan(expected[6]!.getBoundingClientRect().left);
  },
};

/**
 * On a phone Tab goes as the bar reads, the logo, the bell, the menu button, and from the button into the open
 * menu.
 */
export const PhoneTabOrder: Story = {
  args: { unread: 3 },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { screenshot: false },
  play: async ({ canvas, globals }) => {
    const s = strings(globals);
    const toggle = canvas.getByRole('button', { name: s.openMenu });
    await expect(await tabThrough(3)).toEqual([
      canvas.getByRole('link', { name: 'Laikas' }),
      canvas.getByRole('button', { name: s.bell(3) }),
      toggle,
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(canvas.getByTestId('mobile-menu'));
    const expected = [
      menu.getByRole('button', { name: s.resources }),
      menu.getByRole('button', { name: s.remote }),
      menu.getByRole('button', { name: s.profile }),
      menu.getByRole('button', { name: s.open }),
      menu.getByRole('button', { name: s.language }),
      menu.getByRole('button', { name: s.logout }),
    ];
    const reached: (Element | null)[] = [];
    for (let index = 0; index < expected.length; index += 1) {
      await userEvent.tab();
      reached.push(document.activeElement);
    }
    await expect(reached).toEqual(expected);
  },
};

/** When the header's width crosses into the compact layout (a window resized, a phone turned), the order follows. */
export const TabOrderFollowsAWidthChange: Story = {
  args: { unread: 3, width: 1000 },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, globals }) => {
    const s = strings(globals);
    const logo = canvas.getByRole('link', { name: 'Laikas' });
    const bell = () => canvas.getByRole('button', { name: s.bell(3) });
    await expect(await tabThrough(2)).toEqual([logo, canvas.getByRole('button', { name: s.resources })]);
    (canvasElement.querySelector('header')!.parentElement as HTMLElement).style.width = '375px';
    const toggle = await canvas.findByRole('button', { name: s.openMenu });
    await waitFor(async () => expect(await tabThrough(3)).toEqual([logo, bell(), toggle]));
    (canvasElement.querySelector('header')!.parentElement as HTMLElement).style.width = '1000px';
    await waitFor(async () => expect((await tabThrough(3))[2]).toBe(canvas.getByRole('button', { name: s.remote })));
    await expect((await tabThrough(6))[5]).toBe(bell());
  },
};
