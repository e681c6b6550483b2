import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Box } from '../Box';
import { Checkbox, Field, invalidProps, TextArea, TextInput } from './Field';

const texts = {
  lt: {
    name: 'Pavadinimas',
    hint: 'Matys visi pakviestieji',
    error: 'Pavadinimas privalomas.',
    description: 'Aprašymas',
    remote: 'Nuotolinė',
    from: 'Nuo',
    to: 'Iki',
    longRemote: 'Pakviestasis priima arba atmeta kvietimą į mano rezervaciją',
  },
  en: {
    name: 'Name',
    hint: 'Everyone invited sees it',
    error: 'The name field is required.',
    description: 'Description',
    remote: 'Remote',
    from: 'From',
    to: 'To',
    longRemote: 'Someone I invited accepts or declines my reservation',
  },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Tab', 'Reaches the input like any native field.']],
  aria: [
    'A `<label>` names the input; the hint and the error are linked by `aria-describedby`; an error sets `aria-invalid` and is announced through a polite live region.',
  ],
};

const meta = {
  title: 'ui/Field',
  component: Field,
  tags: ['autodocs'],
  args: { id: 'name', label: 'Pavadinimas', children: null },
  parameters: { accessibility },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

function Form({
  locale,
  errors = [],
  onChange,
}: {
  locale: 'lt' | 'en';
  errors?: string[];
  onChange?: (value: string) => void;
}) {
  const text = texts[locale];
  const [remote, setRemote] = useState(false);
  return (
    <Box display="flex" flexDirection="column" gap="md" style={{ maxWidth: 360 }}>
      <Field id="name" label={text.name} hint={text.hint} errors={errors}>
        <TextInput
          id="name"
          defaultValue=""
          onChange={(event) => onChange?.(event.target.value)}
          {...invalidProps('name', errors)}
        />
      </Field>
      <Field id="description" label={text.description}>
        <TextArea id="description" />
      </Field>
      <Checkbox label={text.remote} checked={remote} onCheckedChange={setRemote} />
    </Box>
  );
}

export const Default: Story = {
  render: (_args, { globals }) => <Form locale={globals.locale === 'en' ? 'en' : 'lt'} onChange={fn()} />,
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const input = canvas.getByLabelText(text.name);
    // A screen reader says the hint after the name.
    await expect(input).toHaveAccessibleDescription(text.hint);
    await expect(canvas.getByLabelText(text.description)).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'Konsultacija');
    await expect(input).toHaveValue('Konsultacija');
    const checkbox = canvas.getByRole('checkbox', { name: text.remote });
    await userEvent.click(canvas.getByText(text.remote));
    await expect(checkbox).toBeChecked();
  },
};

export const WithErrors: Story = {
  render: (_args, { globals }) => {
    const locale = globals.locale === 'en' ? 'en' : 'lt';
    return <Form locale={locale} errors={[texts[locale].error]} />;
  },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const input = canvas.getByLabelText(text.name);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${text.hint} ${text.error}`);
  },
};

export const WithErrorsInEnglish: Story = {
  ...WithErrors,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(
      'Everyone invited sees it The name field is required.',
    );
  },
};

export const KeyboardOnly: Story = {
  render: (_args, { globals }) => <Form locale={globals.locale === 'en' ? 'en' : 'lt'} />,
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    await userEvent.tab();
    await expect(canvas.getByLabelText(text.name)).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText(text.description)).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: text.remote })).toBeChecked();
  },
};

/**
 * `width="short"` for a time or a small number: a span of hours fits on one line, the inputs no wider than their
 * text needs (`full`, the default, fills the field).
 */
export const ShortInputs: Story = {
  render: (_args, { globals }) => {
    const text = textsOf(globals);
    return (
      <Box display="flex" flexDirection="column" gap="md" style={{ maxWidth: 360 }}>
        <Field id="span-name" label={text.name}>
          <TextInput id="span-name" />
        </Field>
        <Box display="flex" flexWrap="wrap" gap="sm" alignItems="flex-end">
          <Field id="span-from" label={text.from}>
            <TextInput id="span-from" width="short" defaultValue="08:00" />
          </Field>
          <Field id="span-to" label={text.to}>
            <TextInput id="span-to" width="short" defaultValue="09:30" />
          </Field>
        </Box>
      </Box>
    );
  },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const short = canvas.getByLabelText(text.from);
    await expect(short).toHaveStyle({ width: '96px' });
    await expect(canvas.getByLabelText(text.to)).toHaveStyle({ width: '96px' });
    // `full`, the default, fills its field.
    await expect(canvas.getByLabelText(text.name)).toHaveStyle({ width: '360px' });
    await userEvent.clear(short);
    await userEvent.type(short, '10:15');
    await expect(short).toHaveValue('10:15');
  },
};

/**
 * A label that wraps (a phone's narrow column): the box keeps its size, beside the label's first line (a phone walk
 * found it squeezed to 13 px and centred between two lines).
 */
export const CheckboxWithAWrappingLabel: Story = {
  render: (_args, { globals }) => (
    <Box style={{ width: 180 }}>
      <Checkbox label={textsOf(globals).longRemote} />
    </Box>
  ),
  play: async ({ canvas, globals }) => {
    const box = canvas.getByRole('checkbox', { name: textsOf(globals).longRemote });
    const label = box.closest('label')!;
    const size = box.getBoundingClientRect();
    const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
    // The label wraps, the box does not shrink: as wide as it is high (1.1rem).
    await expect(label.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    await expect(size.width).toBeCloseTo(size.height, 0);
    // Beside the first line: its middle within the first line's height.
    const middle = size.top + size.height / 2 - label.getBoundingClientRect().top;
    await expect(middle).toBeLessThan(lineHeight);
  },
};
