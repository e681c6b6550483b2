import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../Inline';
import { Badge, badgeTones, type BadgeTone } from './Badge';

/** A room's badges, in the language picked in the toolbar. */
const texts: Record<'lt' | 'en', Record<BadgeTone, string>> = {
  lt: { primary: 'Nuotolinės', warning: 'Reikia patvirtinimo', success: 'Mano numatytasis' },
  en: { primary: 'Remote', warning: 'Needs approval', success: 'My default' },
};
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: ['Plain text in a `<span>`: the words carry the meaning, the colour only repeats it (WCAG 1.4.1).'],
};

const meta = {
  title: 'ui/Badge',
  component: Badge,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  parameters: { accessibility },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone side by side, each in its own soft colours. */
export const Default: Story = {
  render: (_args, { globals }) => (
    <Inline space="xs">
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {textsOf(globals)[tone]}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const backgrounds = badgeTones.map((tone) => getComputedStyle(canvas.getByText(text[tone])).backgroundColor);
    await expect(new Set(backgrounds).size).toBe(badgeTones.length);
    await expect(canvas.getByText(text.warning)).toBeVisible();
  },
};

export const InEnglish: Story = {
  ...Default,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Needs approval')).toBeVisible();
    await expect(canvas.getByText('My default')).toBeVisible();
  },
};
