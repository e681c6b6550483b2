import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Repeater } from '@laikas/contract';
import { Box } from '@laikas/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../stories/storyT';
import { RepeatSettings, type RepeatSettingsProps } from './RepeatSettings';

/** Holds the rule like a form would and shows it, so the play functions can read what changed. */
function Controlled(props: RepeatSettingsProps) {
  const [value, setValue] = useState<Repeater | null>(props.value ?? null);
  return (
    <Box display="flex" flexDirection="column" gap="md" maxWidth="narrow">
      <RepeatSettings
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
    </Box>
  );
}

const weekly: Repeater = { type: 'weekly', interval: 2, until: '2026-05-29', weekdays: ['monday', 'thursday'] };

const meta = {
  title: 'reservation-form/RepeatSettings',
  component: RepeatSettings,
  tags: ['autodocs'],
  args: { date: '2026-03-02', value: null, onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RepeatSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticking "Kartoti" sets the default rule: daily, every 1 day, until the date plus 7 days, no weekdays. */
export const TickRepeat: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await expect(canvas.queryByLabelText(t('repeat.interval'))).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('repeat.repeat') }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      type: 'daily',
      interval: 1,
      until: '2026-03-09',
      weekdays: [],
    });
    await expect(canvas.getByLabelText(t('repeat.type'))).toHaveValue('daily');
    await expect(canvas.getByLabelText(t('repeat.interval'))).toHaveValue(1);
    await expect(canvas.getByRole('button', { name: `${t('repeat.until')} 2026-03-09` })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('repeat.repeat') }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const TickRepeatInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Repeat' }));
    await expect(canvas.getByLabelText('Repeats')).toHaveValue('daily');
    await expect(canvas.getByText('day(s)')).toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      type: 'daily',
      interval: 1,
      until: '2026-03-09',
      weekdays: [],
    });
  },
};

/**
 * Weekly rules choose their weekdays; other types have none. Chosen weekly, the rule runs on the date's weekday
 * (Monday 2 March) until others are ticked, and that day is ticked at once: what is shown is what is saved.
 */
export const WeeklyWeekdays: Story = {
  args: { value: { type: 'daily', interval: 1, until: '2026-03-09', weekdays: [] } },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    await userEvent.selectOptions(canvas.getByLabelText(t('repeat.type')), 'weekly');
    const days = within(canvas.getByRole('group', { name: t('repeat.weekdays') }));
    await expect(days.getByRole('checkbox', { name: t('repeat.weekdayNames.monday') })).toBeChecked();
    await expect(days.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    await userEvent.click(days.getByRole('checkbox', { name: t('repeat.weekdayNames.wednesday') }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      type: 'weekly',
      interval: 1,
      until: '2026-03-09',
      weekdays: ['monday', 'wednesday'],
    });
    await userEvent.click(days.getByRole('checkbox', { name: t('repeat.weekdayNames.monday') }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ weekdays: ['wednesday'] }));
    // The last day unticked: the rule runs on the date's weekday again, and shows it.
    await userEvent.click(days.getByRole('checkbox', { name: t('repeat.weekdayNames.wednesday') }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ weekdays: [] }));
    await expect(days.getByRole('checkbox', { name: t('repeat.weekdayNames.monday') })).toBeChecked();
    await expect(days.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    await userEvent.selectOptions(canvas.getByLabelText(t('repeat.type')), 'monthly');
    await expect(canvas.queryByRole('group', { name: t('repeat.weekdays') })).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'monthly', weekdays: [] }),
    );
  },
};

export const WeeklyWeekdaysInEnglish: Story = {
  args: { value: weekly },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const days = within(canvas.getByRole('group', { name: 'On days' }));
    await expect(days.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await expect(days.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
    await expect(days.getByRole('checkbox', { name: 'Friday' })).not.toBeChecked();
    await expect(canvas.getByText('week(s)')).toBeInTheDocument();
  },
};

/**
 * A weekly series saved with no weekday ticked runs on its first date's weekday (the server's rule): reopened, the
 * form ticks that day (Wednesday 4 March), not none.
 */
export const WeeklySavedWithoutWeekdays: Story = {
  args: { date: '2026-03-04', value: { type: 'weekly', interval: 1, until: '2026-04-01', weekdays: [] } },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const days = within(canvas.getByRole('group', { name: t('repeat.weekdays') }));
    await expect(days.getByRole('checkbox', { name: t('repeat.weekdayNames.wednesday') })).toBeChecked();
    await expect(days.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  },
};

/** The interval must be a whole number from 1 to 20. */
export const IntervalOutOfRange: Story = {
  args: { value: { type: 'daily', interval: 1, until: '2026-03-09', weekdays: [] } },
  play: async (context) => {
    const { args, canvas } = context;
    const t = storyT(context);
    const interval = canvas.getByLabelText(t('repeat.interval'));
    await userEvent.clear(interval);
    await userEvent.type(interval, '25');
    await expect(interval).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t('errors.intervalRange'))).toBeInTheDocument();
    await userEvent.clear(interval);
    await userEvent.type(interval, '20');
    await expect(interval).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(t('errors.intervalRange'))).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ interval: 20 }));
  },
};

export const IntervalOutOfRangeInEnglish: Story = {
  args: { value: { type: 'weekly', interval: 1, until: '2026-03-09', weekdays: [] } },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const interval = canvas.getByLabelText('Interval');
    await userEvent.clear(interval);
    await userEvent.type(interval, '0');
    await expect(canvas.getByText('The interval must be a whole number from 1 to 20')).toBeInTheDocument();
  },
};

/** Server messages for repeater.interval and repeater.until appear under their fields. */
export const ServerErrors: Story = {
  args: {
    value: weekly,
    errors: {
      interval: ['The interval must be a whole number from 1 to 20'],
      until: ['A series may run at most 2 years ahead (until 2028-03-02)'],
    },
  },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getByRole('button', { name: new RegExp(t('repeat.until')) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('A series may run at most 2 years ahead (until 2028-03-02)')).toBeInTheDocument();
    await expect(canvas.getByLabelText(t('repeat.interval'))).toHaveAccessibleDescription(
      'The interval must be a whole number from 1 to 20',
    );
  },
};

/** A reservation the user may not edit shows its rule but nothing can change. */
export const Disabled: Story = {
  args: { value: weekly, disabled: true },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getByRole('checkbox', { name: t('repeat.repeat') })).toBeDisabled();
    await expect(canvas.getByLabelText(t('repeat.type'))).toBeDisabled();
    await expect(canvas.getByLabelText(t('repeat.interval'))).toBeDisabled();
    await expect(canvas.getByRole('button', { name: new RegExp(t('repeat.until')) })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: t('repeat.weekdayNames.monday') })).toBeDisabled();
  },
};

/**
 * On a phone (390 px) the form's column leaves the rule about 310 px: the type, the interval and the end date share the
 * rows they fit in, and neither "Kas savaitę" nor the end date is cut short.
 */
export const OnAPhone: Story = {
  args: { value: weekly },
  render: (args) => (
    <div style={{ width: 326 }}>
      <RepeatSettings {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const type = canvas.getByLabelText(t('repeat.type'));
    const until = canvas.getByRole('button', { name: new RegExp(t('repeat.until')) });
    // The widest type name ("Kas mėnesį") and a date with the calendar icon need about 8.5rem.
    const enough = 8.5 * parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(type.getBoundingClientRect().width).toBeGreaterThanOrEqual(enough);
    await expect(until.getBoundingClientRect().width).toBeGreaterThanOrEqual(enough);
    for (const part of [until, ...until.querySelectorAll('*')]) {
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
    }
  },
};

/** Every state side by side, for the screenshot. */
export const AllStates: Story = {
  render: (args) => (
    <Box display="grid" gridTemplateColumns="two" gap="lg">
      <RepeatSettings {...args} id="off" value={null} />
      <RepeatSettings {...args} id="daily" value={{ type: 'daily', interval: 1, until: '2026-03-09', weekdays: [] }} />
      <RepeatSettings {...args} id="weekly" value={weekly} />
      <RepeatSettings {...args} id="disabled" value={weekly} disabled />
      <RepeatSettings
        {...args}
        id="invalid"
        value={{ type: 'monthly', interval: 25, until: '2026-02-01', weekdays: [] }}
        errors={{ until: ['A series may run at most 2 years ahead (until 2028-03-02)'] }}
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('repeat-settings')).toHaveLength(5);
  },
};
