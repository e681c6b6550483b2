import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayTestSuite } from '../private/overlayTestSuite';
import { DropdownMenu } from './DropdownMenu';

interface DemoProps {
  label: string;
  groupLabel: string;
  items: string[];
  onSelect?: (item: string) => void;
}

function Demo({ label, groupLabel, items, onSelect }: DemoProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>{label} ▾</DropdownMenu.Trigger>
      <DropdownMenu.Content align="start">
        <DropdownMenu.Label>{groupLabel}</DropdownMenu.Label>
        {items.slice(0, -1).map((item) => (
          <DropdownMenu.Item key={item} onSelect={() => onSelect?.(item)}>
            {item}
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => onSelect?.(items.at(-1) ?? '')}>{items.at(-1)}</DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Enter / Space / Arrow Down on the trigger', 'Opens the menu and focuses its first item.'],
    ['Arrow Up / Arrow Down', 'Move between items (wrapping).'],
    ['Home / End', 'First or last item.'],
    ['Enter / Space', 'Runs the item and closes the menu.'],
    ['Escape', 'Closes the menu and returns focus to the trigger.'],
    ['A letter', 'Moves to the next item starting with it.'],
  ],
  aria: [
    'Radix Dropdown Menu: a `menu` of `menuitem`s (`menuitemradio` for a choice); the trigger has `aria-haspopup` and `aria-expanded`.',
    'A menu with text besides its items names a `region` (`regionLabel`) so that its text is inside a landmark.',
  ],
};

const meta = {
  title: 'ui/DropdownMenu',
  component: Demo,
  tags: ['autodocs'],
  args: {
    label: 'Mano profilis',
    groupLabel: 'Paskyra',
    items: ['Profilis', 'Keisti slaptažodį', 'Priminimai', 'Kvietimai', 'Atsijungti'],
    onSelect: fn(),
  },
  parameters: { accessibility },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens and focuses the first item, Tab keeps focus in the menu, Escape closes it. */
export const KeyboardOnly: Story = {
  play: overlayTestSuite('menu', {
    getTrigger: (canvasElement) => within(canvasElement).getByRole('button', { name: /Mano profilis/ }),
    getContent: () => screen.queryByRole('menu'),
  }),
};

export const KeyboardOnlyInEnglish: Story = {
  args: {
    label: 'My profile',
    groupLabel: 'Account',
    items: ['Profile', 'Change password', 'Reminders', 'Invitations', 'Log out'],
  },
  globals: { locale: 'en' },
  play: overlayTestSuite('menu', {
    getTrigger: (canvasElement) => within(canvasElement).getByRole('button', { name: /My profile/ }),
    getContent: () => screen.queryByRole('menu'),
  }),
};

/** Arrow keys move between items, Enter picks one and closes the menu. */
export const ChooseWithArrowKeys: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /Mano profilis/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profilis' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('Priminimai');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * A menu of items only, left open: axe's `region` is off for the open menu stories. The menu is a widget reached from
 * its trigger (inside the page's landmarks), not page content; Radix portals it to the end of the body to keep it
 * above everything. A menu with text besides its items names a region (`regionLabel`), which
 * `ui/NotificationBell` › OpenInALandmark checks with `region` on.
 */
const menuOutsideLandmarks = { a11y: { config: { rules: [{ id: 'region', enabled: false }] } } };

export const Open: Story = {
  parameters: menuOutsideLandmarks,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Mano profilis/ }));
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
    await expect(screen.getAllByRole('menuitem')).toHaveLength(5);
  },
};

export const OpenInEnglish: Story = {
  parameters: menuOutsideLandmarks,
  args: { ...KeyboardOnlyInEnglish.args },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /My profile/ }));
    await expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  },
};

export const ChooseWithPointer: Story = {
  args: { ...KeyboardOnlyInEnglish.args },
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /My profile/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Log out');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
