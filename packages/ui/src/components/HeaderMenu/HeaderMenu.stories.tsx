import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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
    ['Tab', 'Moves through the open links.'],
  ],
  aria: [
    'A `<details>` element: its `<summary>` is a button that says whether it is expanded.',
    'The current page\'s link has `aria-current="page"`.',
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
