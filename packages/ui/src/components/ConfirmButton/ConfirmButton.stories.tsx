import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

/** Two webhooks, each with its Delete; a confirmed Delete takes the row away. */
const rowTexts = {
  lt: { heading: 'Webhook adresai', delete: 'Ištrinti', title: 'Ištrinti adresą?', message: 'Adresas bus ištrintas.' },
  en: { heading: 'Webhook addresses', delete: 'Delete', title: 'Delete the address?', message: 'The address goes.' },
} as const;

function RowsToDelete({ locale }: { locale: 'lt' | 'en' }) {
  const text = rowTexts[locale];
  const [rows, setRows] = useState(['https://a.example.edu/hook', 'https://b.example.edu/hook']);
  return (
    <section aria-labelledby="rows-heading">
      <h2 id="rows-heading">{text.heading}</h2>
      <ul>
        {rows.map((url) => (
          <li key={url}>
            {url}{' '}
            <ConfirmButton
              size="small"
              variant="danger"
              aria-label={`${text.delete}: ${url}`}
              confirm={{ title: text.title, message: text.message, confirmLabel: text.delete }}
              onConfirm={() => setRows((current) => current.filter((row) => row !== url))}
            >
              {text.delete}
            </ConfirmButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A confirmed Delete that removes its own row: focus goes to the next row's Delete (the modal host's rule for every
 * control an answer takes away), and with the last row gone to the list's heading; never to the page's body.
 */
export const RowRemoved: Story = {
  render: (_, { globals }) => <RowsToDelete locale={globals.locale === 'en' ? 'en' : 'lt'} />,
  play: async ({ canvas, globals }) => {
    const text = rowTexts[globals.locale === 'en' ? 'en' : 'lt'];
    await userEvent.click(canvas.getByRole('button', { name: `${text.delete}: https://a.example.edu/hook` }));
    const dialog = within(await screen.findByRole('dialog', { name: text.title }));
    await userEvent.click(dialog.getByRole('button', { name: text.delete }));
    await waitFor(() => expect(canvas.queryByText(/a\.example\.edu/)).toBeNull());
    const next = canvas.getByRole('button', { name: `${text.delete}: https://b.example.edu/hook` });
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = within(await screen.findByRole('dialog', { name: text.title }));
    await userEvent.click(again.getByRole('button', { name: text.delete }));
    await waitFor(() => expect(canvas.queryByText(/b\.example\.edu/)).toBeNull());
    await waitFor(() => expect(canvas.getByRole('heading', { name: text.heading })).toHaveFocus());
  },
};
