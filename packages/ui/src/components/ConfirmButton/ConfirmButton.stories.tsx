import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ModalHost } from '../ModalHost';
import { storyT } from '../../stories/storyT';
import { ConfirmButton } from './ConfirmButton';

/** Deleting a room, in the language picked in the toolbar. */
const texts = {
  lt: { button: 'Ištrinti', title: 'Ištrinti išteklių?', message: 'Išteklius „MIF 201“ bus ištrintas.' },
  en: { button: 'Delete', title: 'Delete the resource?', message: 'The resource “MIF 201” will be deleted.' },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Enter / Space', 'Opens the question; focus moves into it.'],
    ['Escape', 'Dismisses the question (nothing happens) and returns focus to the button.'],
  ],
  aria: ["A `button`; its question is `ConfirmDialog`'s `dialog`, named by its title."],
};

const meta = {
  title: 'ui/ConfirmButton',
  component: ConfirmButton,
  tags: ['autodocs'],
  args: { variant: 'danger', confirm: { message: texts.lt.message }, onConfirm: fn() },
  decorators: [
    (Story) => (
      <ModalHost>
        <Story />
      </ModalHost>
    ),
  ],
  parameters: { accessibility },
  render: (args, { globals }) => {
    const text = textsOf(globals);
    return (
      <ConfirmButton {...args} confirm={{ title: text.title, message: text.message, confirmLabel: text.button }}>
        {text.button}
      </ConfirmButton>
    );
  },
} satisfies Meta<typeof ConfirmButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirmed: the action runs; the dialog's confirm button is a danger one, as the button is. */
export const Default: Story = {
  play: async ({ canvas, globals, args }) => {
    const text = textsOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: text.button }));
    const dialog = within(await screen.findByRole('dialog', { name: text.title }));
    await expect(dialog.getByText(text.message)).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: text.button }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Cancelled: nothing happens. */
export const Cancelled: Story = {
  play: async (context) => {
    const { canvas, globals, args } = context;
    const text = textsOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: text.button }));
    const dialog = within(await screen.findByRole('dialog', { name: text.title }));
    await userEvent.click(dialog.getByRole('button', { name: storyT(context)('confirm.cancel') }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
