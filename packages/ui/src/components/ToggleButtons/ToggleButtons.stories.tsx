import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ToggleButtons } from './ToggleButtons';

type View = 'day' | 'week';

/** A timetable's view, in the language picked in the toolbar. */
const texts = {
  lt: { label: 'Rodinys', day: 'Diena', week: 'Savaitė' },
  en: { label: 'View', day: 'Day', week: 'Week' },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', 'Reaches each button in turn.'],
    ['Enter, Space', 'Chooses the button in focus.'],
  ],
  aria: ['A `group` named by `label`; the chosen button has `aria-pressed="true"`, the others `"false"`.'],
};

function ViewSwitch({ onValueChange, locale }: { onValueChange: (view: View) => void; locale: 'lt' | 'en' }) {
  const text = texts[locale];
  const [view, setView] = useState<View>('day');
  return (
    <ToggleButtons
      label={text.label}
      options={[
        { value: 'day', label: text.day },
        { value: 'week', label: text.week },
      ]}
      value={view}
      onValueChange={(next) => {
        setView(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/ToggleButtons',
  component: ViewSwitch,
  subcomponents: { ToggleButtons },
  tags: ['autodocs'],
  args: { onValueChange: fn(), locale: 'lt' },
  parameters: { accessibility },
  render: (args, { globals }) => (
    <ViewSwitch onValueChange={args.onValueChange} locale={globals.locale === 'en' ? 'en' : 'lt'} />
  ),
} satisfies Meta<typeof ViewSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day chosen; pressing the week chooses it, and the day is no longer pressed. */
export const Default: Story = {
  play: async ({ canvas, globals, args }) => {
    const text = textsOf(globals);
    const group = canvas.getByRole('group', { name: text.label });
    const day = canvas.getByRole('button', { name: text.day });
    const week = canvas.getByRole('button', { name: text.week });
    await expect(group).toContainElement(day);
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expect(week).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(week);
    await expect(args.onValueChange).toHaveBeenCalledWith('week');
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await expect(day).toHaveAttribute('aria-pressed', 'false');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Week' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('week');
    await expect(canvas.getByRole('group', { name: 'View' })).toBeVisible();
  },
};
