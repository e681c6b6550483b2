import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { ModalHost } from '../ModalHost';
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
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default texts in Lithuanian: "Ar tikrai?", "Patvirtinti", "Atšaukti". */
export const Open: Story = {
  globals: { locale: 'lt' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ar tikrai?' });
    await expect(dialog).toHaveTextContent('Matematika');
    await expect(screen.getByRole('button', { name: 'Patvirtinti' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Atšaukti' })).toBeInTheDocument();
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
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(true));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  globals: { locale: 'lt' },
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Atšaukti' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(false));
  },
};

/** Escape counts as "no". */
export const DismissedWithEscape: Story = {
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith(false));
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
  },
};
