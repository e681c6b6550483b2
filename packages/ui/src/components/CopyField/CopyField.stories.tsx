import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { storyT } from '../../stories/storyT';
import { CopyField } from './CopyField';

const ADDRESS = 'https://laikas.example.lt/api/calendar-feeds/3q2-7wFhZk0aQb9XyTuVr1sLm4NoPcDe5GiJ6KhAb8c.ics';

const texts = {
  lt: {
    label: 'Kalendoriaus prenumeratos adresas',
    hint: 'Įklijuokite jį į savo kalendoriaus programą. Kas jį žino, mato jūsų tvarkaraštį.',
    reset: 'Sukurti naują adresą',
  },
  en: {
    label: 'Calendar subscription address',
    hint: 'Paste it into your calendar app. Anyone who has it sees your timetable.',
    reset: 'Make a new address',
  },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', 'Reaches the read-only field, then its Copy button.'],
    ['Enter / Space on Copy', 'Copies the value; a status announces it.'],
  ],
  aria: [
    'The field is described by its hint (`aria-describedby`).',
    'A `status` live region says when the value was copied.',
  ],
};

const meta = {
  title: 'ui/CopyField',
  component: CopyField,
  tags: ['autodocs'],
  args: { id: 'feed-url', label: texts.lt.label, value: ADDRESS, copy: fn(async () => {}) },
  render: (args, { globals }) => {
    const text = texts[globals.locale === 'en' ? 'en' : 'lt'];
    return (
      <Box style={{ maxWidth: 640 }}>
        <CopyField {...args} label={text.label} hint={text.hint} />
      </Box>
    );
  },
  parameters: { accessibility },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    const box = canvas.getByLabelText(textsOf(context.globals).label);
    await expect(box).toHaveValue(ADDRESS);
    await expect(box).toHaveAttribute('readonly');
    await expect(box).toHaveAccessibleDescription(textsOf(context.globals).hint);
    await userEvent.click(canvas.getByRole('button', { name: t('copy.button') }));
    await expect(args.copy).toHaveBeenCalledWith(ADDRESS);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('copy.copied'));
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.copy).toHaveBeenCalledWith(ADDRESS);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied.');
  },
};

/** The browser refused the clipboard: the address is selected for Ctrl+C instead. */
export const CopyRefused: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('NotAllowedError'))) },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await userEvent.click(canvas.getByRole('button', { name: t('copy.button') }));
    const box = canvas.getByLabelText<HTMLInputElement>(textsOf(context.globals).label);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('copy.manual'));
    await expect(box).toHaveFocus();
    await expect([box.selectionStart, box.selectionEnd]).toEqual([0, ADDRESS.length]);
  },
};

/** With a further action beside Copy, reachable by keyboard after it. */
export const WithAction: Story = {
  render: (args, { globals }) => {
    const text = texts[globals.locale === 'en' ? 'en' : 'lt'];
    return (
      <Box style={{ maxWidth: 640 }}>
        <CopyField
          {...args}
          label={text.label}
          hint={text.hint}
          actions={
            <Button variant="danger" onClick={fn()}>
              {text.reset}
            </Button>
          }
        />
      </Box>
    );
  },
  play: async (context) => {
    const { canvas } = context;
    const text = textsOf(context.globals);
    await userEvent.tab();
    await expect(canvas.getByLabelText(text.label)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: storyT(context)('copy.button') })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text.reset })).toHaveFocus();
  },
};
