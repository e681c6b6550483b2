import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { storyT } from '../../stories/storyT';
import { TimeSpanList, type TimeSpanText } from './TimeSpanList';

/** A resource's academic slots, named in the language picked in the toolbar. */
const texts = {
  lt: { label: 'Akademiniai laikai' },
  en: { label: 'Academic slots' },
} as const;
const labelOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'].label;

const SLOTS: TimeSpanText[] = [
  { from: '08:30', to: '10:00' },
  { from: '10:15', to: '11:45' },
];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Tab', "Reaches each row's two texts and its remove button in turn, then Add."]],
  aria: [
    'A `group` named by `label` (`aria-labelledby`).',
    "Each text and remove button is named with its row's number (`aria-label`); the dash between them is hidden.",
  ],
};

const meta = {
  title: 'ui/TimeSpanList',
  component: TimeSpanList,
  tags: ['autodocs'],
  args: { id: 'slots', label: texts.lt.label, defaultValue: SLOTS, onValueChange: fn() },
  parameters: { accessibility },
  render: (args, { globals }) => (
    <Box style={{ maxWidth: 480 }}>
      <TimeSpanList {...args} label={labelOf(globals)} />
    </Box>
  ),
} satisfies Meta<typeof TimeSpanList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two slots: the second one's end typed again, the first removed, an empty one added at the end. */
export const Default: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const group = canvas.getByRole('group', { name: labelOf(context.globals) });
    await expect(group).toContainElement(canvas.getByLabelText(t('timeSpanList.from', { n: 1 })));
    const end = canvas.getByLabelText(t('timeSpanList.to', { n: 2 }));
    await userEvent.clear(end);
    await userEvent.type(end, '12:00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([SLOTS[0], { from: '10:15', to: '12:00' }]);
    await userEvent.click(canvas.getByRole('button', { name: t('timeSpanList.remove', { n: 1 }) }));
    await expect(canvas.getByLabelText(t('timeSpanList.from', { n: 1 }))).toHaveValue('10:15');
    await userEvent.click(canvas.getByRole('button', { name: t('timeSpanList.add') }));
    await expect(canvas.getByLabelText(t('timeSpanList.from', { n: 2 }))).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      { from: '10:15', to: '12:00' },
      { from: '', to: '' },
    ]);
  },
};

/** No spans yet: only the button that adds one. */
export const Empty: Story = {
  args: { defaultValue: [] },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('timeSpanList.add') }));
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
  },
};

function ControlledList({ label, onValueChange }: { label: string; onValueChange: (value: TimeSpanText[]) => void }) {
  const [spans, setSpans] = useState<TimeSpanText[]>(SLOTS);
  return (
    <Box display="flex" flexDirection="column" gap="sm" style={{ maxWidth: 480 }}>
      <TimeSpanList
        id="controlled-slots"
        label={label}
        value={spans}
        onValueChange={(next) => {
          setSpans(next);
          onValueChange(next);
        }}
      />
      <output data-testid="spans">{spans.map((span) => `${span.from}–${span.to}`).join(', ')}</output>
    </Box>
  );
}

/** Kept by its parent (a form's field): every change goes through `onValueChange` and comes back as `value`. */
export const Controlled: Story = {
  render: (args, { globals }) => <ControlledList label={labelOf(globals)} onValueChange={args.onValueChange!} />,
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: t('timeSpanList.remove', { n: 2 }) }));
    await expect(args.onValueChange).toHaveBeenCalledWith([SLOTS[0]]);
    await expect(canvas.getByTestId('spans')).toHaveTextContent('08:30–10:00');
    await expect(canvas.queryByLabelText(t('timeSpanList.from', { n: 2 }))).toBeNull();
  },
};
