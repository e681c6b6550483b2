import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyT } from '../../stories/storyT';
import { vars } from '../../theme/vars.css';
import { DataTable } from '../DataTable';
import { ChartPanel } from './ChartPanel';

/** A report's words, in the language picked in the toolbar. */
const texts = {
  lt: {
    title: 'Auditorijų užimtumas',
    summary: (count: number) => `${count} auditorijos; labiausiai užimta – Auditorija 1 (92 %).`,
    room: 'Auditorija',
    percent: 'Užimtumas, %',
  },
  en: {
    title: 'Room utilisation',
    summary: (count: number) => `${count} rooms; the busiest is Room 1 (92%).`,
    room: 'Room',
    percent: 'Utilisation, %',
  },
} as const;
const textsOf = (globals: Record<string, unknown>) => texts[globals.locale === 'en' ? 'en' : 'lt'];

/** Rooms with a deterministic utilisation, the busiest first (the same bars in every screenshot). */
const roomsOf = (count: number, globals: Record<string, unknown>) =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${textsOf(globals).room} ${index + 1}`,
    percent: 92 - ((index * 37) % 90),
  }));

const BAR = 26;

/** A chart as a host app draws it (a chart library's SVG); here plain bars, one a room. */
function Bars({ rooms, tall }: { rooms: { id: number; percent: number }[]; tall: boolean }) {
  return (
    <svg
      width="100%"
      height={tall ? rooms.length * BAR : '100%'}
      viewBox={`0 0 100 ${rooms.length * BAR}`}
      preserveAspectRatio="none"
      aria-hidden
    >
      {rooms.map((room, index) => (
        <rect key={room.id} x={0} y={index * BAR + 4} width={room.percent} height={BAR - 8} fill={vars.color.primary} />
      ))}
    </svg>
  );
}

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', 'Reaches the table toggle, then (with `scroll`) the chart frame, which arrow keys scroll.'],
    ['Enter / Space', 'Shows the numbers as a table, or the chart again.'],
  ],
  aria: [
    'The panel is a `region` named by its title; the toggle is a button with `aria-pressed`.',
    'The chart is an `img` whose name is the summary, which also shows under the title.',
    'A scrolling frame is a focusable, named `group`, so that keyboard users can scroll it (WCAG 2.1.1).',
  ],
};

const meta = {
  title: 'ui/ChartPanel',
  component: ChartPanel,
  tags: ['autodocs'],
  args: { title: '', summary: '', chart: null, table: null, scroll: false },
  render: (args, { globals }) => {
    const text = textsOf(globals);
    const rooms = roomsOf(args.scroll ? 30 : 6, globals);
    return (
      <ChartPanel
        {...args}
        title={text.title}
        summary={text.summary(rooms.length)}
        chart={<Bars rooms={rooms} tall={Boolean(args.scroll)} />}
        table={
          <DataTable
            label={text.title}
            columns={[
              { id: 'name', header: text.room, rowHeader: true, accessor: (room) => room.name },
              { id: 'percent', header: text.percent, numeric: true, accessor: (room) => room.percent },
            ]}
            data={rooms}
            getRowId={(room) => String(room.id)}
            searchable={false}
            paged={false}
          />
        }
      />
    );
  },
  parameters: { accessibility },
} satisfies Meta<typeof ChartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chart of fixed height with its summary; the toggle shows the same numbers as a table, and the chart again. */
export const Default: Story = {
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(context);
    const text = textsOf(globals);
    const panel = canvas.getByRole('region', { name: text.title });
    await expect(canvas.getByRole('img', { name: text.summary(6) })).toHaveStyle({ height: '320px' });
    await expect(panel).toHaveTextContent(text.summary(6));
    await userEvent.click(canvas.getByRole('button', { name: t('chartPanel.showTable') }));
    await expect(canvas.getByRole('button', { name: t('chartPanel.showChart') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('rowheader', { name: `${text.room} 6` })).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('chartPanel.showChart') }));
    await expect(canvas.getByRole('img', { name: text.summary(6) })).toBeInTheDocument();
  },
};

/** A bar per room, as tall as its rooms need: the frame stops at 480px and scrolls, by keyboard too. */
export const Scroll: Story = {
  args: { scroll: true },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(context);
    const text = textsOf(globals);
    const frame = canvas.getByRole('group', { name: t('chartPanel.scroll', { title: text.title }) });
    await expect(frame).toHaveAttribute('tabindex', '0');
    await expect(frame.clientHeight).toBe(480);
    await expect(frame.scrollHeight).toBeGreaterThan(frame.clientHeight);
    await userEvent.click(canvas.getByRole('button', { name: t('chartPanel.showTable') }));
    await expect(canvas.queryByRole('group', { name: t('chartPanel.scroll', { title: text.title }) })).toBeNull();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(30);
    await userEvent.click(canvas.getByRole('button', { name: t('chartPanel.showChart') }));
    await expect(canvas.getByRole('group', { name: t('chartPanel.scroll', { title: text.title }) })).toBeVisible();
  },
};
