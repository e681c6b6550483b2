import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { Inline, inlineAlignments, inlineVerticalAlignments } from './Inline';

/** The rows' words are the app's, in the language picked in the toolbar. */
const texts = {
  lt: {
    week: 'Savaitė',
    previous: 'Ankstesnė',
    today: 'Šiandien',
    next: 'Kita',
    range: '2026 m. kovo 2–8 d.',
    scale: 'Mastelis',
    day: 'Diena',
    weekView: 'Savaitė',
    stay: 'Likti prisijungus',
    signOut: 'Atsijungti',
  },
  en: {
    week: 'Week',
    previous: 'Previous',
    today: 'Today',
    next: 'Next',
    range: '2–8 March 2026',
    scale: 'Scale',
    day: 'Day',
    weekView: 'Week',
    stay: 'Stay signed in',
    signOut: 'Sign out',
  },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: [
    'A plain `<div>` (or the element given as `as`): the row adds no role; give a group of buttons `role="group"` and an `aria-label`.',
    'Items keep their reading order when the row wraps; `align` and `alignY` move them only on screen.',
  ],
};

const meta = {
  title: 'ui/Inline',
  component: Inline,
  tags: ['autodocs'],
  argTypes: {
    align: { control: 'inline-radio', options: inlineAlignments },
    alignY: { control: 'inline-radio', options: inlineVerticalAlignments },
  },
  parameters: { accessibility },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week's toolbar: the arrows as one group at the start, the week's dates, the scale's group at the end. */
export const Toolbar: Story = {
  args: { align: 'spaceBetween', space: 'md' },
  render: (args, { globals }) => {
    const text = textsOf(globals);
    return (
      <Inline {...args}>
        <Inline space="xs" role="group" aria-label={text.week}>
          <Button variant="secondary">{text.previous}</Button>
          <Button variant="secondary">{text.today}</Button>
          <Button variant="secondary">{text.next}</Button>
        </Inline>
        <h2>{text.range}</h2>
        <Inline space="xs" role="group" aria-label={text.scale}>
          <Button variant="secondary">{text.day}</Button>
          <Button>{text.weekView}</Button>
        </Inline>
      </Inline>
    );
  },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const arrows = canvas.getByRole('group', { name: text.week });
    const scale = canvas.getByRole('group', { name: text.scale });
    const row = arrows.parentElement!;
    const rowBox = row.getBoundingClientRect();
    await expect(arrows.getBoundingClientRect().left).toBeCloseTo(rowBox.left, 0);
    await expect(scale.getBoundingClientRect().right).toBeCloseTo(rowBox.right, 0);
    await expect(canvas.getByRole('heading', { name: text.range })).toBeInTheDocument();
    await expect(getComputedStyle(arrows).columnGap).toBe('4px');
  },
};

/** A dialog's answers at its end; in a window too narrow for both, the second wraps under the first. */
export const Actions: Story = {
  args: { align: 'end', onClick: fn() },
  render: ({ onClick, ...args }, { globals }) => {
    const text = textsOf(globals);
    return (
      <Box style={{ width: '10rem' }}>
        <Inline {...args}>
          <Button variant="secondary" onClick={onClick}>
            {text.signOut}
          </Button>
          <Button onClick={onClick}>{text.stay}</Button>
        </Inline>
      </Box>
    );
  },
  play: async ({ args, canvas, globals }) => {
    const text = textsOf(globals);
    const stay = canvas.getByRole('button', { name: text.stay });
    const signOut = canvas.getByRole('button', { name: text.signOut });
    const row = stay.parentElement!;
    await expect(stay.getBoundingClientRect().right).toBeCloseTo(row.getBoundingClientRect().right, 0);
    await expect(stay.getBoundingClientRect().top).toBeGreaterThanOrEqual(signOut.getBoundingClientRect().bottom);
    await userEvent.click(stay);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
