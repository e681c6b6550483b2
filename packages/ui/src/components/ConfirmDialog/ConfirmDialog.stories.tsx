import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { ModalHost } from '../ModalHost';
import { storyT } from '../../stories/storyT';
import { useConfirm, type ConfirmOptions } from './ConfirmDialog';

function Demo({ onAnswer, ...options }: ConfirmOptions & { onAnswer?: (answer: boolean) => void }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <Box display="flex" gap="sm" alignItems="center">
      <Button
        variant="danger"
        onClick={async () => {
          const confirmed = await confirm(options);
          setAnswer(String(confirmed));
          onAnswer?.(confirmed);
        }}
      >
        Delete
      </Button>
      <output aria-label="answer">{answer}</output>
    </Box>
  );
}

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab / Shift+Tab', 'Moves between Cancel and Confirm; focus stays in the dialog.'],
    ['Enter / Space', 'Activates the focused button.'],
    ['Escape', 'Cancels and returns focus to what opened the dialog.'],
  ],
  aria: ['Shown in the modal host: a `dialog` named by its header, the rest of the page inert while it is open.'],
};

const meta = {
  title: 'ui/ConfirmDialog',
  component: Demo,
  tags: ['autodocs'],
  args: { message: 'Ar tikrai norite ištrinti rezervaciją „Matematika“?', danger: true, onAnswer: fn() },
  decorators: [
    (Story) => (
      <ModalHost>
        <Story />
      </ModalHost>
    ),
  ],
  parameters: { accessibility },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default texts ("Ar tikrai?", "Patvirtinti", "Atšaukti" in Lithuanian) come from the ui namespace. */
export const Open: Story = {
  play: async (context) => {
    const t = storyT(context);
    await userEvent.click(context.canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: t('confirm.title') });
    await expect(dialog).toHaveTextContent('Matematika');
    await expect(screen.getByRole('button', { name: t('confirm.confirm') })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: t('confirm.cancel') })).toBeInTheDocument();
  },
};

export const OpenInEnglish: Story = {
  args: { message: 'Delete the reservation “Mathematics”?', title: 'Delete reservation', confirmLabel: 'Delete' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Delete reservation' });
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

export const Confirmed: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: storyT(context)('confirm.confirm') }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(true));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { args, canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: storyT(context)('confirm.cancel') }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(false));
  },
};

/** Escape counts as "no". */
export const DismissedWithEscape: Story = {
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(false));
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
  },
};
