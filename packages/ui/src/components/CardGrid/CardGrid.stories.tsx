import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Inline } from '../Inline';
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

/** Rooms as cards: each name a heading, its address, its badges, and its buttons. */
const rooms = {
  lt: {
    details: 'Išsamiau',
    makeDefault: 'Padaryti numatytuoju',
    remote: 'Nuotolinės',
    approval: 'Reikia patvirtinimo',
    items: [
      ['101', '101 auditorija', 'Naugarduko g. 24, Vilnius', true],
      ['lab', 'Kompiuterių laboratorija su ilgu pavadinimu per dvi eilutes', 'Didlaukio g. 47, Vilnius', false],
      ['hall', 'Didžioji salė', null, false],
    ],
  },
  en: {
    details: 'Details',
    makeDefault: 'Make my default',
    remote: 'Remote',
    approval: 'Needs approval',
    items: [
      ['101', 'Room 101', '24 Naugarduko St, Vilnius', true],
      ['lab', 'Computer laboratory with a long name over two lines', '47 Didlaukio St, Vilnius', false],
      ['hall', 'Great hall', null, false],
    ],
  },
} as const;

/**
 * Cards with more in them (the rooms' list): the titles are headings, badges under the address, and the buttons at
 * each card's foot, level across a row however long the names above them.
 */
export const WithDetailsAndActions: Story = {
  render: (_args, { globals }) => {
    const text = rooms[globals.locale === 'en' ? 'en' : 'lt'];
    return (
      <CardGrid
        titleAs="h2"
        items={text.items.map(([key, name, address, remote]) => ({
          key,
          title: <a href={`#${key}`}>{name}</a>,
          description: address,
          details: (
            <Inline space="xs">
              {remote ? <Badge>{text.remote}</Badge> : <Badge tone="warning">{text.approval}</Badge>}
            </Inline>
          ),
          actions: (
            <>
              <Button size="small" variant="secondary">
                {text.details}
              </Button>
              <Button size="small" variant="ghost">
                {text.makeDefault}
              </Button>
            </>
          ),
        }))}
      />
    );
  },
  play: async ({ canvas, globals }) => {
    const text = rooms[globals.locale === 'en' ? 'en' : 'lt'];
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: text.items[0][1] })).toBeVisible();
    await expect(canvas.getByText(text.remote)).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: text.details });
    // The long name wraps, yet every card's buttons start on the same line.
    await expect(buttons[1]!.getBoundingClientRect().top).toBe(buttons[0]!.getBoundingClientRect().top);
  },
};

export const WithDetailsAndActionsInEnglish: Story = {
  ...WithDetailsAndActions,
  globals: { locale: 'en' },
};
