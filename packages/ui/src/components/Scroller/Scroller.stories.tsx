import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Scroller } from './Scroller';

/** A week's day names, in the language picked in the toolbar. */
const texts = {
  lt: ['Pirmadienis', 'Antradienis', 'Trečiadienis', 'Ketvirtadienis', 'Penktadienis', 'Šeštadienis', 'Sekmadienis'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Tab', 'Reaches what is inside; the browser scrolls it into view.']],
  aria: [
    'No role of its own: what is inside keeps its semantics.',
    "What is inside must take the focus (a timetable's blocks), so that the keyboard reaches what scrolls.",
  ],
};

const meta = {
  title: 'ui/Scroller',
  component: Scroller,
  tags: ['autodocs'],
  args: { width: 'week' },
  parameters: { accessibility },
  render: (args, { globals }) => (
    <Scroller {...args}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4 }}>
        {textsOf(globals).map((day) => (
          <button key={day} type="button" style={{ padding: 8 }}>
            {day}
          </button>
        ))}
      </div>
    </Scroller>
  ),
} satisfies Meta<typeof Scroller>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wide window: a day's width fits, nothing scrolls. */
export const Default: Story = {
  args: { width: 'day' },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('button', { name: textsOf(globals)[6] })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const InEnglish: Story = { ...Default, globals: { locale: 'en' } };

/** On a phone the week keeps its width and scrolls sideways inside; the page does not. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const day = canvas.getByRole('button', { name: textsOf(globals)[0] });
    const scroller = day.parentElement!.parentElement!.parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(day.getBoundingClientRect().width).toBeGreaterThan(120);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
