import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '../Field';
import { Fieldset } from './Fieldset';

/** An API token's scopes, in the language picked in the toolbar. */
const texts = {
  lt: { legend: 'Leidimai', read: 'Skaityti rezervacijas', write: 'Kurti ir keisti rezervacijas' },
  en: { legend: 'Scopes', read: 'Read reservations', write: 'Create and change reservations' },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Tab', 'Moves through the options; a screen reader names the group on entering it.']],
  aria: ['A native `<fieldset>` (role `group`) named by its `<legend>`.'],
};

const meta = {
  title: 'ui/Fieldset',
  component: Fieldset,
  tags: ['autodocs'],
  args: { legend: '', onChange: fn() },
  render: ({ onChange, ...args }, { globals }) => {
    const text = textsOf(globals);
    return (
      <Fieldset {...args} legend={text.legend} onChange={onChange}>
        <Checkbox label={text.read} defaultChecked />
        <Checkbox label={text.write} />
      </Fieldset>
    );
  },
  parameters: { accessibility },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legend names the group; the options stand one under another, without a frame. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = textsOf(globals);
    const group = canvas.getByRole('group', { name: text.legend });
    await expect(group).toHaveStyle({ borderTopStyle: 'none', rowGap: '8px' });
    const read = canvas.getByRole('checkbox', { name: text.read });
    const write = canvas.getByRole('checkbox', { name: text.write });
    await expect(write.getBoundingClientRect().top).toBeGreaterThan(read.getBoundingClientRect().bottom);
    await userEvent.tab();
    await expect(read).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(write).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
