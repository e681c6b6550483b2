import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

function Demo({ content, label }: { content: string; label: string }) {
  return (
    <Box display="flex" justifyContent="space-between" padding="lg">
      <Tooltip content={content}>
        <Button variant="secondary">{label}</Button>
      </Tooltip>
      <Tooltip content={content}>
        <Button variant="secondary">{`${label} →`}</Button>
      </Tooltip>
    </Box>
  );
}

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab to the trigger', 'Shows the tooltip.'],
    ['Escape', 'Hides it without moving focus.'],
  ],
  aria: [
    'The tooltip is a `tooltip` that describes its trigger (`aria-describedby`); it shows on hover and focus and stays while hovered (WCAG 1.4.13).',
  ],
};

const meta = {
  title: 'ui/Tooltip',
  component: Demo,
  tags: ['autodocs'],
  args: { label: 'Matematika', content: 'Matematika · Auditorija 101 · 10:00–11:30 · dėst. Jonas Jonaitis' },
  // axe's `region` is off for the tooltip's stories: the tooltip is read as its trigger's description
  // (aria-describedby), not as page content, and is portalled to the end of the body to sit above everything.
  parameters: { accessibility, a11y: { config: { rules: [{ id: 'region', enabled: false }] } } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The box follows the pointer: right of and below it. */
export const FollowsThePointer: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Matematika' });
    const rect = trigger.getBoundingClientRect();
    fireEvent.pointerMove(trigger, { clientX: rect.left + 20, clientY: rect.top + 12 });
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Auditorija 101');
    await waitFor(() => expect(tooltip.getBoundingClientRect().left).toBe(rect.left + 32));
    await expect(tooltip.getBoundingClientRect().top).toBe(rect.top + 24);
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

/** Near the right edge it flips to the pointer's left and keeps 10 px from the viewport. */
export const StaysInsideTheViewportInEnglish: Story = {
  args: { label: 'Mathematics', content: 'Mathematics · Room 101 · 10:00–11:30 · lecturer Jonas Jonaitis' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Mathematics →' });
    const rect = trigger.getBoundingClientRect();
    fireEvent.pointerMove(trigger, { clientX: rect.right - 2, clientY: rect.bottom - 2 });
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveAttribute('data-state', 'open'));
    const box = tooltip.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 10);
    await expect(box.left).toBeGreaterThanOrEqual(10);
    await expect(box.right).toBeLessThan(rect.right);
  },
};

/** Keyboard users get it on focus; Escape and blur hide it. */
export const KeyboardFocus: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Matematika' });
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await expect(trigger).toHaveAccessibleDescription(/Auditorija 101/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const HidesWhenThePointerLeaves: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Matematika' });
    fireEvent.pointerMove(trigger, { clientX: 30, clientY: 30 });
    await screen.findByRole('tooltip');
    // React derives pointer-leave from pointerout towards an element outside.
    fireEvent.pointerOut(trigger, { relatedTarget: document.body });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
