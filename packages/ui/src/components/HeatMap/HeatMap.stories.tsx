import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HeatMap } from './HeatMap';

/** A week of booked hours, the app's words in the language picked in the toolbar. */
const texts = {
  lt: {
    caption: 'Užimtos valandos pagal savaitės dieną ir valandą; pasirinkite langelį, kad pamatytumėte rezervacijas.',
    weekdays: ['Pirmadienis', 'Antradienis', 'Trečiadienis', 'Ketvirtadienis', 'Penktadienis'],
    locale: 'lt-LT',
    cell: (weekday: string, hour: string, hours: string) => `${weekday} ${hour}: ${hours} užimtų val.`,
  },
  en: {
    caption: 'Booked hours per weekday and hour; choose a cell to see its bookings.',
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    locale: 'en-US',
    cell: (weekday: string, hour: string, hours: string) => `${weekday} ${hour}: ${hours} booked hours`,
  },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

const hours = ['08', '09', '10', '11', '12', '13', '14', '15'];
const week = [
  [0, 1.5, 3, 3, 1.5, 0, 4.5, 1.5],
  [3, 3, 0, 1.5, 6, 6, 1.5, 0],
  [1.5, 0, 4.5, 4.5, 3, 1.5, 0, 0],
  [0, 3, 3, 7.5, 4.5, 3, 3, 1.5],
  [1.5, 1.5, 0, 0, 1.5, 0, 0, 0],
];

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', 'Moves through the cells, row by row, when they are buttons (`onCellClick`).'],
    ['Enter / Space', 'Chooses the cell.'],
  ],
  aria: [
    'A `<table>` with its caption, column headings (`scope="col"`) and row headings (`scope="row"`).',
    'Every cell is named by `cellLabel` (its row, column and figure): a button with `onCellClick`, else an image.',
    'The figure is written on the surface colour, not on the shade, so it keeps its contrast at every shade.',
  ],
};

const meta = {
  title: 'ui/HeatMap',
  component: HeatMap,
  tags: ['autodocs'],
  args: { caption: '', rows: [], columns: hours, values: week, cellLabel: () => '', onCellClick: fn() },
  render: (args, { globals }) => {
    const text = textsOf(globals);
    const number = new Intl.NumberFormat(text.locale, { maximumFractionDigits: 2 });
    return (
      <HeatMap
        {...args}
        caption={text.caption}
        rows={text.weekdays}
        format={(value) => number.format(value)}
        cellLabel={(row, column, formatted) => text.cell(text.weekdays[row]!, `${hours[column]}:00`, formatted)}
      />
    );
  },
  parameters: { accessibility },
} satisfies Meta<typeof HeatMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every cell a button named by its weekday, hour and figure; choosing one says which. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = textsOf(globals);
    await expect(canvas.getByRole('table', { name: text.caption })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(hours.length);
    const figure = new Intl.NumberFormat(text.locale).format(7.5);
    const busiest = canvas.getByRole('button', { name: text.cell(text.weekdays[3]!, '11:00', figure) });
    await expect(busiest).toHaveTextContent(figure);
    await userEvent.click(busiest);
    await expect(args.onCellClick).toHaveBeenCalledWith(3, 3);
  },
};

/** Without `onCellClick`: the same shades, no buttons, each cell still named. */
export const ReadOnly: Story = {
  args: { onCellClick: undefined },
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('img', { name: text.cell(text.weekdays[0]!, '08:00', '0') })).toBeEmptyDOMElement();
  },
};

/** Nothing booked: every cell the surface colour and blank. */
export const Empty: Story = {
  args: { values: week.map((row) => row.map(() => 0)) },
  play: async ({ canvas }) => {
    for (const cell of canvas.getAllByRole('button')) {
      await expect(cell).toBeEmptyDOMElement();
    }
  },
};

/** On a phone the table scrolls sideways; its caption wraps within what shows and stays in view while it scrolls. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const text = textsOf(globals);
    const words = canvas.getByText(text.caption);
    const scroller = canvas.getByRole('table').parentElement!;
    const inView = () => {
      const [shown, box] = [scroller.getBoundingClientRect(), words.getBoundingClientRect()];
      return box.left >= shown.left - 0.5 && box.right <= shown.right + 0.5;
    };
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(inView()).toBe(true);
    scroller.scrollLeft = scroller.scrollWidth;
    await expect(inView()).toBe(true);
    scroller.scrollLeft = 0;
  },
};
