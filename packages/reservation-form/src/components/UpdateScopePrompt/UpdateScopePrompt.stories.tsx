import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, ModalHost } from '@laikas/ui';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { ReservationFormData } from '../../model/formValues';
import type { UpdateScope } from '../../model/scope';
import { storyT } from '../../stories/storyT';
import { UpdateScopePrompt, useUpdateScopePrompt, type ScopeAction } from './UpdateScopePrompt';

interface DemoProps {
  reservation: ReservationFormData;
  action: ScopeAction;
  onAnswer: (scope: UpdateScope | undefined) => void;
}

/** A button that asks the scope of a reservation, as the form does before saving or deleting. */
function Demo({ reservation, action, onAnswer }: DemoProps) {
  const { askFor } = useUpdateScopePrompt();
  const [answer, setAnswer] = useState('—');
  return (
    <Box display="flex" gap="sm" alignItems="center">
      <Button
        onClick={async () => {
          const scope = await askFor(reservation, action);
          setAnswer(scope === undefined ? 'cancelled' : JSON.stringify(scope));
          onAnswer(scope);
        }}
      >
        {action === 'delete' ? 'Delete' : 'Save'}
      </Button>
      <output aria-label="answer">{answer}</output>
    </Box>
  );
}

const series: ReservationFormData = {
  id: 7,
  name: 'Algebra',
  repeater: { type: 'weekly', interval: 1, until: '2026-05-29', weekdays: ['monday'] },
};

const meta = {
  title: 'reservation-form/UpdateScopePrompt',
  component: Demo,
  tags: ['autodocs'],
  args: { reservation: series, action: 'update', onAnswer: fn() },
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

/** A repeating reservation offers only this, this and upcoming, and all. */
export const Repeating: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: t('scope.updateTitle') });
    await expect(dialog).toHaveTextContent(t('scope.repeaterMessage'));
    await expect(screen.getByRole('button', { name: t('scope.this') })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: t('scope.all') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('scope.upcoming') }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith({ update_selection_repeater: 'upcoming' }));
  },
};

export const RepeatingInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Which reservations should change?' });
    await expect(screen.getByRole('button', { name: 'Only this' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'This and upcoming' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith({ update_selection_repeater: 'all' }));
  },
};

/** A batch offers only this and all, here for a delete. */
export const BatchDelete: Story = {
  args: { reservation: { id: 9, name: 'Egzaminas', is_batch: true }, action: 'delete' },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: t('scope.deleteTitle') });
    await expect(dialog).toHaveTextContent(t('scope.batchMessage'));
    await expect(screen.queryByRole('button', { name: t('scope.upcoming') })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('scope.this') }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith({ update_selection_batch: 'this' }));
  },
};

export const BatchDeleteInEnglish: Story = {
  args: { reservation: { id: 9, name: 'Exam', is_batch: true }, action: 'delete' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which reservations should be deleted?' });
    await expect(dialog).toHaveTextContent('This reservation was made together with other resources.');
  },
};

/** Cancelling resolves undefined: the caller aborts. Escape does the same. */
export const Cancelled: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: t('scope.cancel') }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenLastCalledWith(undefined));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledTimes(2));
    await expect(args.onAnswer).toHaveBeenLastCalledWith(undefined);
    await expect(canvas.getByRole('status', { name: 'answer' })).toHaveTextContent('cancelled');
  },
};

/** A repeating batch asks twice: the series first, then the batch. */
export const RepeatingBatch: Story = {
  args: { reservation: { ...series, is_batch: true } },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: t('scope.this') }));
    await waitFor(() => expect(screen.getByTestId('update-scope-prompt')).toHaveAttribute('data-question', 'batch'));
    await userEvent.click(screen.getByRole('button', { name: t('scope.all') }));
    await waitFor(() =>
      expect(args.onAnswer).toHaveBeenCalledWith({ update_selection_repeater: 'this', update_selection_batch: 'all' }),
    );
  },
};

/** The prompt as it looks, for the screenshot. */
export const Open: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: t('scope.updateTitle') });
  },
};

/**
 * On a phone the small modal leaves the prompt about 310 px: its four buttons do not fit in a row, so they stack, one
 * a row and each as wide as the prompt, instead of leaving "Visas" alone on a second row.
 */
export const OnAPhone: Story = {
  render: () => (
    <div style={{ width: 310 }}>
      <UpdateScopePrompt question="repeater" resolve={fn()} cancel={fn()} />
    </div>
  ),
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const buttons = ['cancel', 'this', 'upcoming', 'all'].map((key) =>
      canvas.getByRole('button', { name: t(`scope.${key}`) }),
    );
    const boxes = buttons.map((button) => button.getBoundingClientRect());
    for (const [index, box] of boxes.entries()) {
      await expect(box.width).toBe(boxes[0]!.width);
      if (index > 0) {
        await expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
      }
    }
  },
};
