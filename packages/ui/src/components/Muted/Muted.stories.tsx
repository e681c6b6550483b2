import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Muted } from './Muted';

/** A page's intro and a list's hint, in the language picked in the toolbar. */
const texts = {
  lt: {
    heading: 'Rezervacijos',
    intro: 'Visos šios savaitės rezervacijos.',
    hint: 'Spustelėkite rezervaciją, kad ją atvertumėte.',
  },
  en: { heading: 'Reservations', intro: "All of this week's reservations.", hint: 'Click a reservation to open it.' },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: ['Plain text (a `<p>` by default); the muted colour keeps the contrast WCAG asks of body text.'],
};

const meta = {
  title: 'ui/Muted',
  component: Muted,
  tags: ['autodocs'],
  parameters: { accessibility },
  render: (_args, { globals }) => {
    const text = textsOf(globals);
    return (
      <div>
        <h2>{text.heading}</h2>
        <Muted>{text.intro}</Muted>
        <Muted small>{text.hint}</Muted>
      </div>
    );
  },
} satisfies Meta<typeof Muted>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A muted paragraph, and a small one: both lighter than the heading, the small one smaller. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const heading = getComputedStyle(canvas.getByRole('heading', { name: text.heading }));
    const intro = canvas.getByText(text.intro);
    const hint = canvas.getByText(text.hint);
    await expect(intro.tagName).toBe('P');
    await expect(getComputedStyle(intro).color).not.toBe(heading.color);
    await expect(parseFloat(getComputedStyle(hint).fontSize)).toBeLessThan(
      parseFloat(getComputedStyle(intro).fontSize),
    );
  },
};

export const InEnglish: Story = {
  ...Default,
  globals: { locale: 'en' },
};
