import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { ToastProvider, useToast, type ToastProviderProps } from './Toasts';

interface DemoProps {
  successMessage: string;
  errorMessage: string;
  /** Messages shown as soon as the story renders, for the screenshot of a stack. */
  initial?: { type: 'success' | 'error'; message: string }[];
}

function Demo({ successMessage, errorMessage, initial = [] }: DemoProps) {
  const toast = useToast();
  useEffect(() => {
    for (const entry of initial) {
      toast[entry.type](entry.message);
    }
    // Only once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box display="flex" gap="sm">
      <Button onClick={() => toast.success(successMessage)}>Success</Button>
      <Button variant="danger" onClick={() => toast.error(errorMessage)}>
        Error
      </Button>
    </Box>
  );
}

const meta = {
  title: 'ui/Toasts',
  component: Demo,
  tags: ['autodocs'],
  args: { successMessage: 'Rezervacija išsaugota', errorMessage: 'Nepavyko išsaugoti rezervacijos' },
  decorators: [
    (Story, context) => (
      <ToastProvider duration={(context.parameters.toastDuration as ToastProviderProps['duration']) ?? undefined}>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success is a status, an error an alert; both clear by themselves after 5 s. */
export const ClearsAfterFiveSeconds: Story = {
  globals: { locale: 'lt' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const region = screen.getByRole('region', { name: 'Pranešimai' });
    const status = within(region).getByRole('status');
    await expect(status).toHaveTextContent('Pavyko: Rezervacija išsaugota');
    await new Promise((resolve) => setTimeout(resolve, 4500));
    await expect(status).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByRole('status')).not.toBeInTheDocument(), { timeout: 1500 });
  },
};

export const ErrorIsAnAlertInEnglish: Story = {
  args: { successMessage: 'Reservation saved', errorMessage: 'Could not save the reservation' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Error: Could not save the reservation');
  },
};

export const DismissWithKeyboard: Story = {
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Several toasts stack, newest at the bottom (Lithuanian). */
export const Stacked: Story = {
  args: {
    initial: [
      { type: 'success', message: 'Rezervacija išsaugota' },
      { type: 'error', message: 'Laikas jau užimtas: Matematika 10:00–11:30' },
      { type: 'success', message: 'Kvietimas išsiųstas' },
    ],
  },
  parameters: { toastDuration: Number.POSITIVE_INFINITY },
  play: async () => {
    const region = screen.getByRole('region', { name: 'Pranešimai' });
    await expect(within(region).getAllByRole('status')).toHaveLength(2);
    await expect(within(region).getAllByRole('alert')).toHaveLength(1);
  },
};

export const StackedInEnglish: Story = {
  args: {
    initial: [
      { type: 'success', message: 'Reservation saved' },
      { type: 'error', message: 'The time is taken: Mathematics 10:00–11:30' },
    ],
  },
  globals: { locale: 'en' },
  parameters: { toastDuration: Number.POSITIVE_INFINITY },
  play: async () => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('alert')).toHaveTextContent('Mathematics');
  },
};

/** The high-contrast theme (toolbar "Theme"). */
export const StackedInHighContrast: Story = {
  args: { ...StackedInEnglish.args },
  globals: { locale: 'en', theme: 'highContrast' },
  parameters: { toastDuration: Number.POSITIVE_INFINITY },
  play: async () => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('alert')).toHaveTextContent('Mathematics');
  },
};
