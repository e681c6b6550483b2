import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGrid, type CardGridItem } from './CardGrid';

/** The administration's sections, in the language picked in the toolbar. */
const texts = {
  lt: [
    ['resources', 'Ištekliai', 'Auditorijos ir įranga, jų taisyklės ir nuotraukos.'],
    ['users', 'Naudotojai', 'Paskyros, jų vaidmenys ir grupės.'],
    ['reservations', 'Rezervacijos', 'Laukiančios patvirtinimo ir visos kitos.'],
    ['settings', 'Sistemos nustatymai', 'Universiteto pavadinimas, pagalbos el. paštas, laiko tarpai.'],
  ],
  en: [
    ['resources', 'Resources', 'Rooms and equipment, their rules and pictures.'],
    ['users', 'Users', 'Accounts, their roles and groups.'],
    ['reservations', 'Reservations', 'Those awaiting approval and all the others.'],
    ['settings', 'System settings', "The university's name, support e-mail, time slots."],
  ],
} as const;

const itemsOf = (globals: Record<string, unknown>): CardGridItem[] =>
  texts[globals.locale === 'en' ? 'en' : 'lt'].map(([key, title, description]) => ({
    key,
    title: <a href={`#${key}`}>{title}</a>,
    description,
  }));

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [['Tab', "Reaches each card's link in reading order (row by row)."]],
  aria: ['A list (`<ul>`) of cards, so a screen reader tells how many there are; the title is usually a link.'],
};

const meta = {
  title: 'ui/CardGrid',
  component: CardGrid,
  tags: ['autodocs'],
  args: { items: [] },
  render: (args, { globals }) => <CardGrid {...args} items={itemsOf(globals)} />,
  parameters: { accessibility },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As many columns of at least 240px as fit, each card a link and what it is for. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const items = texts[globals.locale === 'en' ? 'en' : 'lt'];
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(items.length);
    await expect(canvas.getByRole('link', { name: items[0][1] })).toHaveAttribute('href', '#resources');
    await expect(cards[0]).toHaveTextContent(items[0][2]);
    // Side by side on a wide screen: the second card starts on the first one's row.
    await expect(cards[1]!.getBoundingClientRect().top).toBe(cards[0]!.getBoundingClientRect().top);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'System settings' })).toBeVisible();
  },
};

/** On a phone the cards stack in one column and nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const cards = canvas.getAllByRole('listitem');
    await expect(cards[1]!.getBoundingClientRect().top).toBeGreaterThan(cards[0]!.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
