import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { LoadingOverlay, LoadingProvider, useLoading } from './LoadingOverlay';

/** A page that starts requests; each "request" is a promise the story resolves by hand. */
function RequestsDemo() {
  const loading = useLoading();
  const [resolvers, setResolvers] = useState<(() => void)[]>([]);
  return (
    <Box display="flex" flexDirection="column" gap="sm">
      <Box display="flex" gap="sm">
        <Button
          onClick={() => {
            let resolve: () => void = () => undefined;
            const request = new Promise<void>((done) => {
              resolve = done;
            });
            setResolvers((current) => [...current, resolve]);
            void loading.track(request);
          }}
        >
          Start request
        </Button>
        <Button onClick={loading.increment}>Increment</Button>
      </Box>
      <output aria-label="pending">{loading.pending}</output>
      {/* Outside the overlay on purpose: the story reaches the buttons through it. */}
      <Button variant="secondary" onClick={() => resolvers.shift()?.()}>
        Finish oldest request
      </Button>
    </Box>
  );
}

const meta = {
  title: 'ui/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { visible: true },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  globals: { locale: 'lt' },
  play: async () => {
    await expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');
  },
};

export const VisibleInEnglish: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async () => {
    await expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  },
};

/** The overlay shows while any tracked request is pending and goes when the last one settles. */
export const DrivenByPendingRequests: Story = {
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  render: () => (
    <LoadingProvider>
      <RequestsDemo />
    </LoadingProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start request' }));
    await expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    // The overlay covers the page; a real app's requests finish by themselves.
    canvas.getByRole('button', { name: 'Start request' }).click();
    await waitFor(() => expect(canvas.getByLabelText('pending')).toHaveTextContent('2'));
    canvas.getByRole('button', { name: 'Finish oldest request' }).click();
    await waitFor(() => expect(canvas.getByLabelText('pending')).toHaveTextContent('1'));
    await expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Finish oldest request' }).click();
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
    await expect(canvas.getByLabelText('pending')).toHaveTextContent('0');
  },
};
