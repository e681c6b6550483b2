import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { buttonClass } from '../Button';
import { TimeList, type TimeListItem } from './TimeList';

/** A day's remote lectures, in the language picked in the toolbar. */
const texts = {
  lt: {
    label: 'Pirmadienio paskaitos',
    join: 'Prisijungti',
    rows: [
      ['08:30–10:00', 'Algoritmų teorija', '101 auditorija · doc. Tomas Kazlauskas'],
      ['10:15–11:45', 'Duomenų bazės', 'Kompiuterių laboratorija'],
    ],
  },
  en: {
    label: "Monday's lectures",
    join: 'Join',
    rows: [
      ['08:30–10:00', 'Theory of algorithms', 'Room 101 · Assoc. Prof. Tomas Kazlauskas'],
      ['10:15–11:45', 'Databases', 'Computer laboratory'],
    ],
  },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Tab', "Reaches each row's link, then its action, row by row."]],
  aria: ['A list (`<ul>`) of rows, so a screen reader tells how many there are; name it with `aria-label`.'],
};

const itemsOf = (globals: Record<string, unknown>): TimeListItem[] => {
  const text = textsOf(globals);
  return text.rows.map(([time, title, meta], index) => ({
    key: index,
    time,
    title: <a href={`#${index}`}>{title}</a>,
    meta,
    action:
      index === 0 ? (
        <a className={buttonClass({ variant: 'success' })} href="#join">
          {text.join}
        </a>
      ) : undefined,
  }));
};

const meta = {
  title: 'ui/TimeList',
  component: TimeList,
  tags: ['autodocs'],
  args: { items: [] },
  parameters: { accessibility },
  render: (args, { globals }) => <TimeList {...args} aria-label={textsOf(globals).label} items={itemsOf(globals)} />,
} satisfies Meta<typeof TimeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row's time in its own column, what and where beside it, the join link at its end. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const rows = canvas.getAllByRole('listitem');
    await expect(canvas.getByRole('list', { name: text.label })).toBeVisible();
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent(text.rows[0][2]);
    const time = canvas.getByText(text.rows[0][0]);
    const title = canvas.getByRole('link', { name: text.rows[0][1] });
    await expect(time.getBoundingClientRect().right).toBeLessThan(title.getBoundingClientRect().left);
    await expect(canvas.getByRole('link', { name: text.join })).toBeVisible();
  },
};

export const InEnglish: Story = {
  ...Default,
  globals: { locale: 'en' },
};

/** On a phone the time stands above what it is the time of, and nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { timeWidth: 'wide' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = textsOf(globals);
    const time = canvas.getByText(text.rows[0][0]);
    const title = canvas.getByRole('link', { name: text.rows[0][1] });
    await expect(title.getBoundingClientRect().top).toBeGreaterThanOrEqual(time.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
