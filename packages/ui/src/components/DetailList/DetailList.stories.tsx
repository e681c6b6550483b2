import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DetailList, type DetailListItem } from './DetailList';

/** A reservation's details, in the language picked in the toolbar. */
const texts = {
  lt: [
    ['Laikas', '2026-03-03, 10:00–11:30'],
    ['Tipas', 'Paskaita'],
    ['Atsakingas', 'Jonas Jonaitis'],
    ['Grupės', 'PS 1 k. 1 gr., PS 1 k. 2 gr.'],
  ],
  en: [
    ['Time', '2026-03-03, 10:00–11:30'],
    ['Type', 'Lecture'],
    ['Responsible', 'Jonas Jonaitis'],
    ['Groups', 'SE year 1 group 1, SE year 1 group 2'],
  ],
} as const satisfies Record<string, readonly DetailListItem[]>;
const itemsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: [
    'A native `<dl>`: each row is a `<div>` holding one `<dt>` and its `<dd>`, so screen readers pair a name with its value.',
    'On a phone the value goes under its name; the reading order stays the same.',
  ],
};

const meta = {
  title: 'ui/DetailList',
  component: DetailList,
  tags: ['autodocs'],
  args: { items: [] },
  render: (args, { globals }) => <DetailList {...args} items={itemsOf(globals)} />,
  parameters: { accessibility },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names in a column, each value beside its name on the same line. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const items = itemsOf(globals);
    const terms = canvasElement.querySelectorAll('dt');
    await expect([...terms].map((term) => term.textContent)).toEqual(items.map(([term]) => term));
    const [term, value] = items[1]!;
    const name = canvas.getByText(term);
    const shown = canvas.getByText(value);
    await expect(shown.tagName).toBe('DD');
    await expect(shown.getBoundingClientRect().top).toBeCloseTo(name.getBoundingClientRect().top, 0);
    await expect(shown.getBoundingClientRect().left).toBeGreaterThan(name.getBoundingClientRect().right);
  },
};

/** On a phone each value goes under its name. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const [term, value] = itemsOf(globals)[0]!;
    const name = canvas.getByText(term);
    const shown = canvas.getByText(value);
    await expect(shown.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom);
  },
};
