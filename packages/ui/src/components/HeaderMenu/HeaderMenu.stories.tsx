import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { HeaderMenu } from './HeaderMenu';

/** A header's "My profile" group, in the language picked in the toolbar. */
const texts = {
  lt: { label: 'Mano profilis', links: ['Profilis', 'Keisti slaptažodį', 'Priminimai'] },
  en: { label: 'My profile', links: ['Profile', 'Change password', 'Reminders'] },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Enter, Space', "On the group's name: opens or closes its links."],
    ['Tab', 'Moves through the open links; leaving the group (forwards or backwards) closes it.'],
    ['Escape', 'Closes the open group and puts focus back on its name.'],
  ],
  aria: [
    'A `<details>` element: its `<summary>` is a button that says whether it is expanded.',
    'The current page\'s link has `aria-current="page"`.',
    'A press outside an open group closes it, so only one group is open at a time.',
  ],
};

function ProfileMenu({ locale, onOpen }: { locale: 'lt' | 'en'; onOpen: () => void }) {
  const text = texts[locale];
  return (
    <HeaderMenu
      label={text.label}
      onOpen={onOpen}
      links={text.links.map((label, index) => ({ href: `#${index}`, label, current: index === 0 }))}
      renderLink={({ href, children, onClick, ...rest }) => (
        <a
          href={href}
          {...rest}
          onClick={(event) => {
            event.preventDefault();
            onClick?.();
          }}
        >
          {children}
        </a>
      )}
    />
  );
}

const meta = {
  title: 'ui/HeaderMenu',
  component: ProfileMenu,
  subcomponents: { HeaderMenu },
  tags: ['autodocs'],
  args: { locale: 'lt', onOpen: fn() },
  parameters: { accessibility },
  render: (args, { globals }) => <ProfileMenu locale={globals.locale === 'en' ? 'en' : 'lt'} onOpen={args.onOpen} />,
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the group shows its links (the current one marked) and tells the app; choosing a link closes it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals, args }) => {
    const text = textsOf(globals);
    const details = canvasElement.querySelector('details')!;
    await expect(canvas.getByText(text.links[1])).not.toBeVisible();
    await userEvent.click(canvas.getByText(text.label));
    await expect(details).toHaveAttribute('open');
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: text.links[0] })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: text.links[1] }));
    await expect(details).not.toHaveAttribute('open');
    await expect(canvas.getByText(text.links[1])).not.toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('My profile'));
    await expect(canvas.getByRole('link', { name: 'Change password' })).toBeVisible();
  },
};

/** A header's bar: a link, two groups and a button, in the language picked in the toolbar. */
const barTexts = {
  lt: {
    home: 'Pradžia',
    timetables: { label: 'Tvarkaraščiai', links: ['Auditorijos', 'Grupės', 'Dėstytojai'] },
    help: { label: 'Pagalba', links: ['Naudojimo instrukcija', 'Prieinamumas'] },
    signOut: 'Atsijungti',
  },
  en: {
    home: 'Home',
    timetables: { label: 'Timetables', links: ['Rooms', 'Groups', 'Teachers'] },
    help: { label: 'Help', links: ['User guide', 'Accessibility'] },
    signOut: 'Sign out',
  },
} as const;
const barTextsOf = (globals: Record<string, unknown>) => barTexts[globals.locale === 'en' ? 'en' : 'lt'];

function Bar({ locale }: { locale: 'lt' | 'en' }) {
  const text = barTexts[locale];
  const linksOf = (group: { links: readonly string[] }, prefix: string) =>
    group.links.map((label, index) => ({ href: `#${prefix}-${index}`, label }));
  return (
    <Box display="flex" alignItems="center" gap="sm">
      <a href="#home">{text.home}</a>
      <HeaderMenu label={text.timetables.label} links={linksOf(text.timetables, 'timetables')} />
      <HeaderMenu label={text.help.label} links={linksOf(text.help, 'help')} />
      <button type="button">{text.signOut}</button>
    </Box>
  );
}

/**
 * WAI-ARIA disclosure practice (WCAG 2.1.2, 1.4.13): an open group closes on Escape (focus back on its name), when
 * focus leaves it either way, on a click outside it, and when another group opens; two lists never cover the page
 * together.
 */
export const ClosesWhenLeft: Story = {
  render: (_args, { globals }) => <Bar locale={globals.locale === 'en' ? 'en' : 'lt'} />,
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement, globals, step }) => {
    const text = barTextsOf(globals);
    const [timetables, help] = [...canvasElement.querySelectorAll('details')] as [
      HTMLDetailsElement,
      HTMLDetailsElement,
    ];
    const timetablesName = within(timetables).getByText(text.timetables.label);
    const helpName = within(help).getByText(text.help.label);

    await step('Tab past the last link onto the next group closes the first', async () => {
      await userEvent.click(timetablesName);
      await expect(timetables).toHaveAttribute('open');
      for (const label of text.timetables.links) {
        await userEvent.tab();
        await expect(canvas.getByRole('link', { name: label })).toHaveFocus();
      }
      await userEvent.tab();
      await expect(helpName).toHaveFocus();
      await expect(timetables).not.toHaveAttribute('open');
    });

    await step('opening one group closes the other', async () => {
      await userEvent.click(timetablesName);
      await userEvent.click(helpName);
      await expect(help).toHaveAttribute('open');
      await expect(timetables).not.toHaveAttribute('open');
    });

    await step('Escape on a link closes the group and puts focus on its name', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: text.help.links[0] })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(help).not.toHaveAttribute('open');
      await expect(helpName).toHaveFocus();
    });

    await step('Tab past the last link out of the bar closes it', async () => {
      await userEvent.click(helpName);
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: text.signOut })).toHaveFocus();
      await expect(help).not.toHaveAttribute('open');
    });

    await step('Shift+Tab before its name closes it', async () => {
      await userEvent.click(timetablesName);
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('link', { name: text.home })).toHaveFocus();
      await expect(timetables).not.toHaveAttribute('open');
    });

    await step('a click outside closes it', async () => {
      await userEvent.click(timetablesName);
      await expect(timetables).toHaveAttribute('open');
      await userEvent.click(canvasElement);
      await expect(timetables).not.toHaveAttribute('open');
    });
  },
};
