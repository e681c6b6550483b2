import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { storyT } from '../../stories/storyT';
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

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: [
    'Covers the page while requests are pending; the screen under it is `aria-busy` so that screen readers wait for it.',
  ],
};

const meta = {
  title: 'ui/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { visible: true },
  parameters: { accessibility },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async (context) => {
    await expect(screen.getByRole('status')).toHaveTextContent(storyT(context)('loading.label'));
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
  parameters: { screenshot: false },
  render: () => (
    <LoadingProvider>
      <RequestsDemo />
    </LoadingProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start request' }));
    await expect(await screen.findByTestId('loading-overlay')).toBeInTheDocument();
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

/** What a person's click at the middle of `element` would reach: the topmost element there that takes clicks. */
function clickTargetAt(element: HTMLElement): Element | null {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

/**
 * Held on screen after the last request settled (so that it does not blink away), the overlay no longer takes the
 * page's clicks: a person who clicks the page the moment it is ready does not lose the click (e2e's clicks on a
 * week just drawn were lost under it). While a request is pending it blocks.
 */
export const HeldOverlayLetsClicksThrough: Story = {
  parameters: { screenshot: false },
  render: () => (
    <LoadingProvider delay={0} minimumDuration={60_000}>
      <RequestsDemo />
    </LoadingProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start request' }));
    const overlay = await screen.findByTestId('loading-overlay');
    const finish = canvas.getByRole('button', { name: 'Finish oldest request' });
    await waitFor(() => expect(overlay.contains(clickTargetAt(finish))).toBe(true));
    finish.click();
    await waitFor(() => expect(canvas.getByLabelText('pending')).toHaveTextContent('0'));
    await expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    await expect(finish.contains(clickTargetAt(finish))).toBe(true);
  },
};

/** A page whose "request" settles after `ms` milliseconds by itself, and what the overlay did meanwhile. */
function TimedRequestDemo({ ms }: { ms: number }) {
  const loading = useLoading();
  const [log, setLog] = useState('');
  return (
    <Box display="flex" flexDirection="column" gap="sm">
      <Button
        onClick={() => {
          const seen = { overlay: false };
          const observer = new MutationObserver(() => {
            seen.overlay ||= document.querySelector('[data-testid="loading-overlay"]') !== null;
          });
          observer.observe(document.body, { childList: true, subtree: true });
          void loading
            .track(new Promise((resolve) => setTimeout(resolve, ms)))
            .then(() => new Promise((resolve) => setTimeout(resolve, 600)))
            .then(() => {
              observer.disconnect();
              setLog(seen.overlay ? 'overlay shown' : 'no overlay');
            });
        }}
      >
        Load
      </Button>
      <output aria-label="log">{log}</output>
    </Box>
  );
}

/**
 * Issue 12, item 23: the overlay of spec 4 without flashing on fast calls. A call that settles in 100 ms
 * shows no overlay at all.
 */
export const FastCallShowsNothing: Story = {
  parameters: { screenshot: false },
  render: () => (
    <LoadingProvider>
      <TimedRequestDemo ms={100} />
    </LoadingProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(canvas.getByLabelText('log')).toHaveTextContent('no overlay'), { timeout: 2000 });
  },
};

/** A slow call (1.2 s) shows the overlay after the delay, announced as a status, and it goes when the call settles. */
export const SlowCallShowsTheOverlay: Story = {
  parameters: { screenshot: false },
  render: () => (
    <LoadingProvider>
      <TimedRequestDemo ms={1200} />
    </LoadingProvider>
  ),
  play: async (context) => {
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    const overlay = await screen.findByTestId('loading-overlay');
    await expect(within(overlay).getByRole('status')).toHaveTextContent(storyT(context)('loading.label'));
    await waitFor(() => expect(canvas.getByLabelText('log')).toHaveTextContent('overlay shown'), { timeout: 3000 });
    await expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  },
};

/**
 * An overlay the app showed before the provider mounted (its boot) continues without a gap: shown from the first
 * render, held while a call is pending, and gone when it settles, not lifted and shown again after the delay.
 */
export const TakesOverTheBootsOverlay: Story = {
  parameters: { screenshot: false },
  render: () => (
    <LoadingProvider shownSince={Date.now()}>
      <RequestsDemo />
    </LoadingProvider>
  ),
  play: async (context) => {
    const { canvas } = context;
    await expect(screen.getByTestId('loading-overlay')).toHaveTextContent(storyT(context)('loading.label'));
    await userEvent.click(canvas.getByRole('button', { name: 'Start request' }));
    // Well past the minimum of 400 ms, still shown: the request is pending.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish oldest request' }));
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument());
  },
};

/** With nothing pending, the overlay taken over goes once it has been shown for the minimum. */
export const TakesOverTheBootsOverlayInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { screenshot: false },
  render: () => (
    <LoadingProvider shownSince={Date.now()}>
      <RequestsDemo />
    </LoadingProvider>
  ),
  play: async () => {
    await expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading…');
    await waitFor(() => expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};
