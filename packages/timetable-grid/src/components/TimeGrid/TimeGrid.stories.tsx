import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { layoutStrategyNames } from '../../layout';
import { STORY_TIME_ZONE, weekEvents } from '../../stories/fixtures';
import { dragInColumn } from '../../stories/storyHelpers';
import { storyT } from '../../stories/storyT';
import { gridViews, TimeGrid, timeScales } from './TimeGrid';

/** Any days, in any order the caller gives: here Monday, Wednesday and Friday of the story week. */
const dates = ['2026-09-07', '2026-09-09', '2026-09-11'] as const;
/** The story week's events on a day (its start, an ISO instant, is on that date in UTC and in Vilnius alike). */
const isOn = (event: (typeof weekEvents)[number], date: string) => String(event.start).startsWith(date);
/** The story week's events on the shown days (the grid ignores the others). */
const shownEvents = weekEvents.filter((event) => dates.some((date) => isOn(event, date)));
const union = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', "Reaches the week's events (one tab stop), then the free-time cursor."],
    ['Arrow Up / Arrow Down on an event', 'Previous or next event of the day.'],
    ['Arrow Left / Arrow Right on an event', 'The nearest event of the previous or next day.'],
    ['Home / End on an event', 'First or last event.'],
    ['Enter on an event', 'Opens it.'],
    [
      'Arrow Up / Arrow Down on free time',
      'Move the cursor a step (a slot) earlier or later; with Shift, make it longer or shorter.',
    ],
    ['Arrow Left / Arrow Right on free time', 'Move the cursor to the previous or next day at the same time.'],
    ['Enter / Space on free time', 'Reserves that time.'],
    ['Escape on free time', 'Shrinks the cursor back to one step.'],
  ],
  aria: [
    'A `group` named "Timetable <range>"; each day a `group` named by weekday and date.',
    'Events are buttons with a roving tab stop; a name reads time, title, room, remote, pending, "takes place despite the closure (<closure>)" when kept inside one, type, and a day it continues from or to; details show in a tooltip that describes the button.',
    'The free-time cursor is one button whose name says the day, the time and how to move it; refused times say so, naming the closure they fall in.',
    'Dragging over free time is optional: a click or the keyboard does the same (WCAG 2.5.7). `e2e/tests/timetable-reading.e2e.test.ts` checks it in the accessibility tree.',
  ],
};

const meta = {
  title: 'timetable-grid/TimeGrid',
  component: TimeGrid,
  tags: ['autodocs'],
  args: {
    dates,
    events: weekEvents,
    timeZone: STORY_TIME_ZONE,
    now: null,
    onEventClick: fn(),
    onSelectSlot: fn(),
  },
  argTypes: {
    timeScale: { control: 'inline-radio', options: timeScales, table: { type: { summary: union(timeScales) } } },
    view: { control: 'inline-radio', options: gridViews, table: { type: { summary: union(gridViews) } } },
    layout: { control: 'inline-radio', options: layoutStrategyNames },
  },
  parameters: { accessibility },
} satisfies Meta<typeof TimeGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvasElement: HTMLElement, date: string) =>
  canvasElement.querySelector(`[data-date="${date}"]`) as HTMLElement;

/** The grid under WeekGrid and DayGrid: one column per given date, only the events of those days. */
export const Default: Story = {
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    const t = storyT(context);
    const grid = canvas.getByRole('group', { name: t('grid.label', { range: '2026-09-07 – 2026-09-11' }) });
    await expect(grid).toHaveAttribute('data-view', 'grid');
    await expect(
      [...canvasElement.querySelectorAll('[data-date]')].map((day) => day.getAttribute('data-date')),
    ).toEqual([...dates]);
    await expect(canvasElement.querySelectorAll('[data-key]')).toHaveLength(shownEvents.length);
    await expect(canvas.getByText(t('grid.time'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Programavimo pagrindai/ }));
    await expect(args.onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.unhover(canvas.getByRole('button', { name: /Programavimo pagrindai/ }));
    // Friday afternoon: a drag selects whole half hours of that date.
    await dragInColumn(column(canvasElement, '2026-09-11'), 14 * 60 + 10, 14 * 60 + 50);
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
      expect.objectContaining({
        date: '2026-09-11',
        from: { hours: 14, minutes: 0 },
        to: { hours: 15, minutes: 0 },
      }),
    );
  },
};

/** The agenda list (chosen, or `auto` in a narrow container): a heading per date, and a note for an empty one. */
export const Agenda: Story = {
  args: { view: 'agenda', events: shownEvents.filter((event) => !isOn(event, '2026-09-09')) },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const t = storyT(context);
    await expect(canvasElement.querySelector('[data-view]')).toHaveAttribute('data-view', 'agenda');
    const days = canvas.getAllByRole('heading', { level: 3 });
    await expect(days).toHaveLength(dates.length);
    days.forEach((day, index) => expect(day).toHaveTextContent(dates[index]!));
    const wednesday = within(days[1]!.closest('[role="group"]')!);
    await expect(wednesday.getByText(t('agenda.noEvents'))).toBeInTheDocument();
    await expect(canvas.getAllByText(t('agenda.noEvents'))).toHaveLength(1);
  },
};

/** A caller's own accessible name and row height, and the academic slots as rows. */
export const SlotsWithOwnLabel: Story = {
  args: { timeScale: 'slots', hourHeight: 40, 'aria-label': 'MIF, A-101' },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(canvas.getByRole('group', { name: 'MIF, A-101' })).toBeInTheDocument();
    await expect(canvas.getAllByText(t('grid.slotNumber', { number: 4 })).length).toBeGreaterThan(0);
  },
};
