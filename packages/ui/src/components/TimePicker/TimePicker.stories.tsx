import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { FieldErrors } from '../Field';
import { storyT } from '../../stories/storyT';
import { TimePicker } from './TimePicker';

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Arrow Up / Arrow Down, letters and digits', 'As a native select: choose a time.']],
  aria: [
    'A native `<select>` named by its label; screen readers and phone pickers work as usual. An invalid value sets `aria-invalid`.',
    '`aria-describedby` names what describes the choice, e.g. its errors shown under it.',
  ],
};

const meta = {
  title: 'ui/TimePicker',
  component: TimePicker,
  tags: ['autodocs'],
  args: { label: 'Nuo', onValueChange: fn() },
  decorators: [
    (Story) => (
      <Box maxWidth="narrow">
        <Story />
      </Box>
    ),
  ],
  parameters: { accessibility },
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async (context) => {
    await expect(context.canvas.getByRole('combobox', { name: 'Nuo' })).toHaveDisplayValue(
      storyT(context)('timePicker.placeholder'),
    );
  },
};

export const WithValueInEnglish: Story = {
  args: { label: 'From', defaultValue: { hours: 10, minutes: 0 } },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'From' });
    await expect(select).toHaveDisplayValue('10:00');
    await expect(within(select).getAllByRole('option')).toHaveLength(49);
    await expect(within(select).getByRole('option', { name: '--:-- (choose)' })).toBeInTheDocument();
  },
};

/** Within working hours in 30-minute steps. */
export const WorkingHours: Story = {
  args: { min: { hours: 8, minutes: 0 }, max: { hours: 20, minutes: 0 }, defaultValue: { hours: 8, minutes: 0 } },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Nuo' });
    const times = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(times.slice(1, 4)).toEqual(['08:00', '08:30', '09:00']);
    await expect(times.at(-1)).toBe('20:00');
    await userEvent.selectOptions(select, '13:30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ hours: 13, minutes: 30 });
  },
};

export const FifteenMinuteSteps: Story = {
  args: { label: 'Until', step: 15, min: { hours: 12, minutes: 0 }, max: { hours: 13, minutes: 0 } },
  play: async (context) => {
    const { args, canvas } = context;
    const select = canvas.getByRole('combobox', { name: 'Until' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([storyT(context)('timePicker.placeholder'), '12:00', '12:15', '12:30', '12:45', '13:00']);
    await userEvent.selectOptions(select, '12:45');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ hours: 12, minutes: 45 });
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { hours: 8, minutes: 20 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Nuo' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Nuo' })).toHaveDisplayValue('08:20');
  },
};

/** A refused time: the choice is invalid and described by the message under it, which a screen reader reads with it. */
export const WithError: Story = {
  args: { invalid: true, 'aria-describedby': 'from-errors', defaultValue: { hours: 9, minutes: 0 } },
  render: (args, { globals }) => (
    <>
      <TimePicker {...args} label={globals.locale === 'en' ? 'From' : 'Nuo'} />
      <FieldErrors
        id="from-errors"
        messages={[globals.locale === 'en' ? 'From: 09:00 falls in a break.' : 'Nuo: 09:00 patenka į pertrauką.']}
      />
    </>
  ),
  play: async ({ canvas, globals }) => {
    const select = canvas.getByRole('combobox', { name: globals.locale === 'en' ? 'From' : 'Nuo' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription(
      globals.locale === 'en' ? 'From: 09:00 falls in a break.' : 'Nuo: 09:00 patenka į pertrauką.',
    );
  },
};
