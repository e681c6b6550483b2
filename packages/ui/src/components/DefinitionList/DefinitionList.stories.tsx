import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DefinitionList, type DefinitionListItem } from './DefinitionList';

/** A user's record, in the language picked in the toolbar. */
const texts = {
  lt: {
    label: 'Naudotojo duomenys',
    feed: 'Kalendoriaus adresas',
    items: [
      { term: 'Prisijungimo vardas', detail: 'jonas.jonaitis' },
      { term: 'El. paštas', detail: 'jonas.jonaitis@mif.stud.vu.lt' },
      { term: 'Būsena', detail: 'Aktyvus' },
      { term: 'Grupės', detail: 'Informatika 2 k., Matematika 1 k.' },
    ],
  },
  en: {
    label: "The user's record",
    feed: 'Calendar address',
    items: [
      { term: 'Username', detail: 'jonas.jonaitis' },
      { term: 'E-mail', detail: 'jonas.jonaitis@mif.stud.vu.lt' },
      { term: 'Status', detail: 'Active' },
      { term: 'Groups', detail: 'Informatics year 2, Mathematics year 1' },
    ],
  },
} satisfies Record<string, { label: string; feed: string; items: DefinitionListItem[] }>;

const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [],
  aria: [
    'A `<dl>`: each term is a `<dt>` followed by its value in a `<dd>`, so a screen reader reads them as pairs.',
    '`aria-label` names the list where no heading above it does.',
  ],
};

const meta = {
  title: 'ui/DefinitionList',
  component: DefinitionList,
  tags: ['autodocs'],
  args: { items: texts.lt.items },
  render: (args, { globals }) => {
    const text = textsOf(globals);
    return <DefinitionList {...args} items={text.items} aria-label={text.label} />;
  },
  parameters: { accessibility },
} satisfies Meta<typeof DefinitionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each term beside its value: the terms in one column as wide as the longest. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const text = textsOf(globals);
    const list = canvasElement.querySelector('dl');
    await expect(list).toHaveAccessibleName(text.label);
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(text.items.map((item) => item.term));
    const email = canvas.getByText(text.items[1]!.detail);
    await expect(email.tagName).toBe('DD');
    // The value stands beside its term, on the same line.
    await expect(email.getBoundingClientRect().top).toBeCloseTo(terms[1]!.getBoundingClientRect().top, 0);
    await expect(email.getBoundingClientRect().left).toBeGreaterThan(terms[1]!.getBoundingClientRect().right);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Status').nextElementSibling).toHaveTextContent('Active');
  },
};

const feedAddress = 'https://laikas.example.lt/calendar/feed/0123456789abcdef0123456789abcdef0123456789abcdef.ics';

/** On a phone each value goes under its term, and a long address breaks instead of widening the page. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args, { globals }) => {
    const text = textsOf(globals);
    return (
      <DefinitionList
        {...args}
        items={[...text.items, { term: text.feed, detail: feedAddress }]}
        aria-label={text.label}
      />
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const term = canvas.getByText(textsOf(globals).feed);
    const detail = term.nextElementSibling!;
    await expect(detail).toHaveTextContent(feedAddress);
    await expect(detail.getBoundingClientRect().top).toBeGreaterThanOrEqual(term.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** `ruled`: a record on a page of its own (a reservation, a room): each pair a row, ruled from the next. */
export const Ruled: Story = {
  args: { ruled: true },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(text.items.map((item) => item.term));
    const row = terms[1]!.parentElement!;
    await expect(row.tagName).toBe('DIV');
    await expect(getComputedStyle(row).borderTopStyle).toBe('solid');
    const detail = canvas.getByText(text.items[1]!.detail);
    await expect(detail.getBoundingClientRect().top).toBeCloseTo(terms[1]!.getBoundingClientRect().top, 0);
    await expect(detail.getBoundingClientRect().left).toBeGreaterThan(terms[1]!.getBoundingClientRect().right);
  },
};

/** Ruled on a phone: each value under its term, in the same row. */
export const RuledOnAPhone: Story = {
  args: { ruled: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const item = textsOf(globals).items[0]!;
    const term = canvas.getByText(item.term);
    const detail = canvas.getByText(item.detail);
    await expect(detail.parentElement).toBe(term.parentElement);
    await expect(detail.getBoundingClientRect().top).toBeGreaterThanOrEqual(term.getBoundingClientRect().bottom);
  },
};
