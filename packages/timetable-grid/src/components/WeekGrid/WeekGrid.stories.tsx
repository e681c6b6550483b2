import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromZonedDayMinute, layoutStrategyNames } from '../../layout';
import {
  STORY_NOW,
  STORY_TIME_ZONE,
  STORY_WEEK,
  generateWeek,
  overlappingEvents,
  remoteAndPendingEvents,
  remoteBesideRoomEvents,
  weekClosures,
  weekClosuresInEnglish,
  weekEvents,
  weekWithExamSession,
  weekWithExamSessionInEnglish,
} from '../../stories/fixtures';
import { dayName, dragInColumn, eventName, pointInColumn } from '../../stories/storyHelpers';
import { storyT } from '../../stories/storyT';
import { gridViews, timeScales } from '../TimeGrid';
import { WeekGrid } from './WeekGrid';

const union = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', "Reaches the week's events (one tab stop), then the free-time cursor."],
    ['Arrow keys on an event', 'Up and down within a day, left and right between days.'],
    ['Arrow keys on free time', 'Up and down in time (Shift: longer or shorter), left and right between days.'],
    ['Enter / Space on free time', 'Reserves that time.'],
    ['Escape on free time', 'Shrinks the cursor back to one step.'],
  ],
  aria: [
    'A TimeGrid for a week: the same roles and names (see TimeGrid); on narrow screens an agenda list with the same event buttons.',
  ],
};

const meta = {
  title: 'timetable-grid/WeekGrid',
  component: WeekGrid,
  tags: ['autodocs'],
  args: {
    week: STORY_WEEK,
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
} satisfies Meta<typeof WeekGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvasElement: HTMLElement, date: string) =>
  canvasElement.querySelector(`[data-date="${date}"]`) as HTMLElement;

export const Default: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const t = storyT(context);
    await expect(
      canvas.getByRole('group', { name: t('grid.label', { range: '2026-09-07 – 2026-09-13' }) }),
    ).toBeInTheDocument();
    // A day is named by its weekday, in the interface's language, and its date.
    await expect(canvas.getByRole('group', { name: /^\S+ 2026-09-07$/ })).toBeInTheDocument();
    // A screen reader moving through the week's blocks hears each one's day, not only its time (a semester's-end walk).
    const lecture = canvas.getByRole('button', {
      name: eventName(
        '10:00–13:30',
        'Programavimo pagrindai',
        'B-204 · PRIfs-24',
        t('event.lecture'),
        dayName(context, '2026-09-07'),
      ),
    });
    await userEvent.click(lecture);
    await expect(args.onEventClick).toHaveBeenCalledWith(
      expect.objectContaining({ id: 2, title: 'Programavimo pagrindai' }),
    );
    await userEvent.unhover(lecture);
  },
};

export const DefaultInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Monday 2026-09-07' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', {
        name: eventName('15:00–16:00', 'Katedros posėdis', 'Posėdžių salė', 'Event', 'Monday 2026-09-07'),
      }),
    ).toBeInTheDocument();
  },
};

export const ManyOverlappingLectures: Story = {
  args: { events: overlappingEvents },
  play: async ({ canvas }) => {
    const algorithms = canvas.getByRole('button', { name: /Algoritmai/ });
    const statistics = canvas.getByRole('button', { name: /Statistika/ });
    const english = canvas.getByRole('button', { name: /Anglų kalba/ });
    const boxes = [algorithms, statistics, english].map((element) => element.getBoundingClientRect());
    // side by side: the three blocks that share 10:30–11:30 never cover each other
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        await expect(a.right <= b.left + 1 || b.right <= a.left + 1).toBe(true);
      }
    }
  },
};

export const StackedLayout: Story = {
  args: { events: overlappingEvents, layout: 'stack' },
  play: async ({ canvas }) => {
    const statistics = canvas.getByRole('button', { name: /Statistika/ }).getBoundingClientRect();
    const algorithms = canvas.getByRole('button', { name: /Algoritmai/ }).getBoundingClientRect();
    // the longer lecture lies beneath; the one over it is indented but keeps the column's right edge
    await expect(algorithms.left).toBeGreaterThan(statistics.left);
    await expect(algorithms.right).toBeCloseTo(statistics.right, 0);
  },
};

export const AcademicSlots: Story = {
  args: { timeScale: 'slots' },
  play: async (context) => {
    const { canvasElement, canvas, args, step } = context;
    await expect(canvas.getAllByText(storyT(context)('grid.slotNumber', { number: 3 })).length).toBeGreaterThan(0);
    const thursday = column(canvasElement, '2026-09-10');
    // the slots axis runs from 07:00 to 20:10
    await step('a drag over two slots selects both and the break between them', async () => {
      await dragInColumn(thursday, 10 * 60 + 15, 11 * 60 + 10, 420, 1210);
      await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
        expect.objectContaining({
          date: '2026-09-10',
          from: { hours: 10, minutes: 0 },
          to: { hours: 11, minutes: 30 },
        }),
      );
      await dragInColumn(thursday, 13 * 60 + 45, 16 * 60, 420, 1210);
      await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
        expect.objectContaining({ from: { hours: 13, minutes: 40 }, to: { hours: 16, minutes: 50 } }),
      );
    });
    await step('a press in a break is refused', async () => {
      const calls = (args.onSelectSlot as ReturnType<typeof fn>).mock.calls.length;
      await dragInColumn(thursday, 11 * 60 + 40, 11 * 60 + 40, 420, 1210);
      await expect(args.onSelectSlot).toHaveBeenCalledTimes(calls);
    });
  },
};

export const SelectFreeTime: Story = {
  play: async ({ canvasElement, args, step }) => {
    const tuesday = column(canvasElement, '2026-09-08');
    await step('a click selects its half hour', async () => {
      await dragInColumn(tuesday, 16 * 60 + 10, 16 * 60 + 10);
      await expect(args.onSelectSlot).toHaveBeenLastCalledWith({
        date: '2026-09-08',
        from: { hours: 16, minutes: 0 },
        to: { hours: 16, minutes: 30 },
        start: new Date('2026-09-08T13:00:00.000Z'),
        end: new Date('2026-09-08T13:30:00.000Z'),
      });
    });
    await step('a drag upwards snaps to whole half hours', async () => {
      await dragInColumn(tuesday, 14 * 60 + 50, 14 * 60 + 10);
      await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
        expect.objectContaining({ from: { hours: 14, minutes: 0 }, to: { hours: 15, minutes: 0 } }),
      );
    });
    await step('a selection over a forbidden gap is refused', async () => {
      await dragInColumn(tuesday, 11 * 60 + 40, 11 * 60 + 40);
      await dragInColumn(tuesday, 16 * 60 + 10, 17 * 60 + 10);
      await expect(args.onSelectSlot).toHaveBeenCalledTimes(2);
    });
  },
};

/** Holidays and a room's own closed hours (issue 36): hatched, named, and never selected. */
export const Closures: Story = {
  args: { closures: weekClosures },
  play: async ({ canvas, canvasElement, args, step }) => {
    const t = (key: string) => canvas.getByText(key);
    await step('each closure is named in its text and on hover', async () => {
      await expect(t('Šventė: Fakulteto diena')).toBeVisible();
      await expect(canvas.getByTitle('Uždaryta: remontas')).toBeInTheDocument();
      // The holiday is inside Friday's column, so a screen reader reads it with the day.
      await expect(column(canvasElement, '2026-09-11')).toContainElement(t('Šventė: Fakulteto diena'));
    });
    await step('a click or drag on a closed time selects nothing, even across it', async () => {
      await dragInColumn(column(canvasElement, '2026-09-11'), 10 * 60 + 10, 10 * 60 + 10);
      await dragInColumn(column(canvasElement, '2026-09-10'), 12 * 60 + 40, 12 * 60 + 40);
      await dragInColumn(column(canvasElement, '2026-09-10'), 11 * 60 + 10, 14 * 60 + 10);
      await expect(args.onSelectSlot).not.toHaveBeenCalled();
    });
    await step('the free time beside it still can be', async () => {
      await dragInColumn(column(canvasElement, '2026-09-10'), 14 * 60 + 10, 14 * 60 + 10);
      await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
        expect.objectContaining({ date: '2026-09-10', from: { hours: 14, minutes: 0 } }),
      );
    });
  },
};

export const ClosuresInEnglish: Story = {
  args: { closures: weekClosuresInEnglish },
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('Holiday: Faculty day')).toBeVisible();
    await expect(canvas.getByTitle('Closed: renovation')).toBeInTheDocument();
    await dragInColumn(column(canvasElement, '2026-09-11'), 10 * 60 + 10, 10 * 60 + 10);
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
  },
};

/**
 * An exam session (issue 36) is marked, not closed: exams are booked in rooms. Its days are hatched in a colour of
 * their own and named, on hover and for screen readers, and their free time is still selected; the holiday is not.
 */
export const ExamSession: Story = {
  args: { closures: weekWithExamSession },
  play: async ({ canvasElement, args, step }) => {
    await step('each exam day is named in its column and on hover', async () => {
      for (const date of ['2026-09-07', '2026-09-08', '2026-09-09']) {
        const marked = column(canvasElement, date).querySelector('[data-marked]');
        await expect(marked).toHaveAttribute('title', 'Egzaminų sesija');
        await expect(marked).toHaveTextContent('Egzaminų sesija');
      }
      await expect(column(canvasElement, '2026-09-10').querySelector('[data-marked]')).toBeNull();
    });
    await step('free time in the exam session is selected', async () => {
      await dragInColumn(column(canvasElement, '2026-09-09'), 17 * 60 + 10, 17 * 60 + 10);
      await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
        expect.objectContaining({ date: '2026-09-09', from: { hours: 17, minutes: 0 } }),
      );
    });
    await step('the holiday still is not', async () => {
      await dragInColumn(column(canvasElement, '2026-09-11'), 10 * 60 + 10, 10 * 60 + 10);
      await expect(args.onSelectSlot).not.toHaveBeenCalledWith(expect.objectContaining({ date: '2026-09-11' }));
    });
  },
};

export const ExamSessionInEnglish: Story = {
  args: { closures: weekWithExamSessionInEnglish },
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByTitle('Exam session')).toHaveLength(3);
    await expect(canvas.getByText('Holiday: Faculty day')).toBeVisible();
    await dragInColumn(column(canvasElement, '2026-09-08'), 17 * 60 + 10, 17 * 60 + 10);
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith(expect.objectContaining({ date: '2026-09-08' }));
  },
};

/** On a narrow screen the agenda lists the closures under their day, the hours of a part of a day with it. */
export const ClosuresInTheAgenda: Story = {
  args: { closures: weekClosures, view: 'agenda' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Šventė: Fakulteto diena')).toBeVisible();
    await expect(canvas.getByText('12:00–14:00 Uždaryta: remontas')).toBeVisible();
  },
};

/** Thursday's room closed 08:00–16:00 (a repair) while its lecture was kept; Friday a holiday. */
const closedThursday = (labels: { closed: string; holiday: string }) => [
  {
    from: fromZonedDayMinute('2026-09-10', 8 * 60, STORY_TIME_ZONE),
    to: fromZonedDayMinute('2026-09-10', 16 * 60, STORY_TIME_ZONE),
    label: labels.closed,
  },
  {
    from: fromZonedDayMinute('2026-09-11', 0, STORY_TIME_ZONE),
    to: fromZonedDayMinute('2026-09-12', 0, STORY_TIME_ZONE),
    label: labels.holiday,
  },
];

/** The block whose centre is drawn on top at its own centre: nothing (the closed band) covers it. */
const drawnOnTop = (block: HTMLElement) => {
  const rect = block.getBoundingClientRect();
  return document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)?.closest('[data-key]');
};

/**
 * A lecture kept in a closed room (an administrator chose "keep" when closing it): drawn above the closed band and
 * marked as taking place, and its name says so with the closure's, so nobody takes the band for a cancellation.
 */
export const LectureKeptInAClosedRoom: Story = {
  args: { closures: closedThursday({ closed: 'Uždaryta: remontas', holiday: 'Šventė: Fakulteto diena' }) },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const kept = canvas.getByRole('button', { name: /Operacinės sistemos/ });
    await expect(kept).toHaveAccessibleName(
      expect.stringContaining(t('event.despiteClosure', { closure: 'Uždaryta: remontas' })),
    );
    await expect(kept).toHaveAttribute('data-despite-closure', 'true');
    await expect(within(kept).getByText(t('event.despiteClosureShort'))).toBeVisible();
    await expect(drawnOnTop(kept)).toBe(kept);
    // Friday's lecture on the holiday is kept too; the lectures of open days are not marked.
    await expect(canvas.getByRole('button', { name: /Kompiuterių tinklai/ })).toHaveAccessibleName(
      expect.stringContaining(t('event.despiteClosure', { closure: 'Šventė: Fakulteto diena' })),
    );
    await expect(canvas.getByRole('button', { name: /Seminaras/ })).not.toHaveAttribute('data-despite-closure');
    // A mouse user reads it in the tooltip too.
    await userEvent.hover(kept);
    await expect(await canvas.findByTestId('timetable-tooltip')).toHaveTextContent(
      t('event.despiteClosure', { closure: 'Uždaryta: remontas' }),
    );
    await userEvent.unhover(kept);
  },
};

export const LectureKeptInAClosedRoomInEnglish: Story = {
  args: { closures: closedThursday({ closed: 'Closed: renovation', holiday: 'Holiday: Faculty day' }) },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const kept = canvas.getByRole('button', { name: /Operacinės sistemos/ });
    await expect(kept).toHaveAccessibleName(
      expect.stringContaining('takes place despite the closure (Closed: renovation)'),
    );
    await expect(within(kept).getByText('Takes place')).toBeVisible();
    await expect(drawnOnTop(kept)).toBe(kept);
  },
};

/** Whether all of an element's text is drawn: nothing cut at its edges. */
const fullyShown = (element: HTMLElement) =>
  element.scrollHeight <= element.clientHeight + 1 && element.scrollWidth <= element.clientWidth + 1;

/**
 * Free time on a closed day (a holiday): the keyboard's cursor and a drag refuse it and name the closure, in full,
 * on screen and in the cursor's name.
 */
export const FreeTimeOnAClosedDay: Story = {
  args: { closures: closedThursday({ closed: 'Uždaryta: remontas', holiday: 'Šventė: Kalėdų atostogos' }) },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const refusal = t('grid.refusedClosed', { closure: 'Šventė: Kalėdų atostogos' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight>4/}');
    const cursor = await waitFor(() => {
      const found = column(canvasElement, '2026-09-11').querySelector<HTMLElement>('[data-free-time]');
      expect(found).toHaveFocus();
      return found as HTMLElement;
    });
    await userEvent.keyboard('{ArrowDown>6/}');
    await expect(cursor).toHaveAttribute('data-state', 'refused');
    await expect(cursor).toHaveTextContent(refusal);
    await expect(cursor).toHaveAccessibleName(expect.stringContaining(refusal));
    await expect(fullyShown(cursor)).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
    // A drag held over Thursday's closed hours: its preview names that closure, in full.
    const thursday = column(canvasElement, '2026-09-10');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: thursday, coords: pointInColumn(thursday, 10 * 60 + 10) },
      { target: thursday, coords: pointInColumn(thursday, 10 * 60 + 40) },
    ]);
    const preview = thursday.querySelector<HTMLElement>('[data-state="refused"]:not([data-free-time])');
    await expect(preview).toHaveTextContent(t('grid.refusedClosed', { closure: 'Uždaryta: remontas' }));
    await expect(fullyShown(preview as HTMLElement)).toBe(true);
  },
};

export const FreeTimeOnAClosedDayInEnglish: Story = {
  args: { closures: closedThursday({ closed: 'Closed: renovation', holiday: 'Closed: Christmas holidays' }) },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight>4/}');
    const cursor = await waitFor(() => {
      const found = column(canvasElement, '2026-09-11').querySelector<HTMLElement>('[data-free-time]');
      expect(found).toHaveFocus();
      return found as HTMLElement;
    });
    await userEvent.keyboard('{ArrowDown>6/}');
    await expect(cursor).toHaveTextContent('Closed: Christmas holidays. This time cannot be reserved');
    await expect(cursor).toHaveAccessibleName(expect.stringContaining('Closed: Christmas holidays'));
    await expect(fullyShown(cursor)).toBe(true);
  },
};

export const RemoteAndPending: Story = {
  args: { events: remoteAndPendingEvents },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await expect(
      canvas.getByRole('button', {
        name: eventName(
          '10:00–11:30',
          'Nuotolinė paskaita',
          'Teams',
          t('event.remote'),
          t('event.lecture'),
          dayName(context, '2026-09-07'),
        ),
      }),
    ).toHaveAttribute('data-remote', 'true');
    await expect(
      canvas.getByRole('button', {
        name: eventName(
          '10:00–11:30',
          'Laukiantis renginys',
          'Aula',
          t('event.pending'),
          t('event.event'),
          dayName(context, '2026-09-08'),
        ),
      }),
    ).toHaveAttribute('data-state', 'pending');
    await expect(canvas.getAllByText(t('event.pendingShort'))).toHaveLength(3);
    await expect(canvas.getAllByText(t('event.remote'))).toHaveLength(2);
  },
};

export const RemoteAndPendingInEnglish: Story = {
  args: { events: remoteAndPendingEvents },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: eventName(
          '10:00–11:30',
          'Nuotolinis ir laukiantis',
          'Zoom',
          'Remote',
          'Pending approval',
          'Event',
          'Wednesday 2026-09-09',
        ),
      }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText('Pending')).toHaveLength(3);
  },
};

export const NowLine: Story = {
  args: { now: STORY_NOW },
  play: async (context) => {
    const { canvasElement } = context;
    const line = within(column(canvasElement, '2026-09-09')).getByTestId('now-line');
    await expect(line).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-testid="now-line"]')).toHaveLength(1);
    // "Dabar" (now) stands in the time column, level with the line.
    const label = within(canvasElement).getByText(storyT(context)('grid.now'));
    await expect(
      Math.abs(
        label.getBoundingClientRect().top + label.getBoundingClientRect().height / 2 - line.getBoundingClientRect().top,
      ),
    ).toBeLessThan(3);
    // At 10:47 the label stands where "11:00" would: the hour makes way rather than show under it.
    const hours = [...label.parentElement!.children].filter((element) => element !== label);
    await expect(hours.map((element) => element.textContent)).not.toContain('11:00');
    for (const hour of hours) {
      await expect(overlaps(hour.getBoundingClientRect(), label.getBoundingClientRect())).toBe(false);
    }
  },
};

function overlaps(a: DOMRect, b: DOMRect) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Issue 12, item 8: the "now" tag sat inside today's column and covered the text of the event under the line
 * (Wednesday 09:00, in "Diskrečioji matematika").
 */
export const NowOverAnEvent: Story = {
  args: { now: new Date(fromZonedDayMinute('2026-09-09', 9 * 60, STORY_TIME_ZONE)) },
  play: async (context) => {
    const { canvasElement } = context;
    const line = within(column(canvasElement, '2026-09-09')).getByTestId('now-line');
    await expect(line).toBeInTheDocument();
    const label = within(canvasElement).getByText(storyT(context)('grid.now')).getBoundingClientRect();
    for (const block of canvasElement.querySelectorAll<HTMLElement>('[role="button"][data-key]')) {
      await expect(overlaps(label, block.getBoundingClientRect())).toBe(false);
    }
  },
};

export const NowOverAnEventInEnglish: Story = {
  ...NowOverAnEvent,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Now').getBoundingClientRect();
    for (const block of canvasElement.querySelectorAll<HTMLElement>('[role="button"][data-key]')) {
      await expect(overlaps(label, block.getBoundingClientRect())).toBe(false);
    }
  },
};

/**
 * Issue 12, item 9: slot 2 (08:00–08:20) is a 20 px band; its time, on a second line, was clipped. A short slot
 * writes its number and times on one line, all of it visible.
 */
export const ShortSlotShowsItsTime: Story = {
  args: { timeScale: 'slots' },
  play: async ({ canvas }) => {
    const time = canvas.getByText('08:00–08:20');
    const band = time.parentElement!.getBoundingClientRect();
    const text = time.getBoundingClientRect();
    await expect(text.bottom).toBeLessThanOrEqual(band.bottom + 0.5);
    await expect(text.right).toBeLessThanOrEqual(band.right + 0.5);
    await expect(text.width).toBeGreaterThan(0);
  },
};

export const ShortSlotShowsItsTimeInEnglish: Story = {
  ...ShortSlotShowsItsTime,
  globals: { locale: 'en' },
};

export const Empty: Story = {
  args: { events: [] },
  play: async (context) => {
    await expect(context.canvas.getByRole('status')).toHaveTextContent(storyT(context)('grid.empty'));
  },
};

export const EmptyInEnglish: Story = {
  args: { events: [] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing scheduled');
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async (context) => {
    const { canvas, args } = context;
    await waitFor(() => expect(canvas.getByRole('heading', { name: /^\S+ 2026-09-07$/ })).toBeInTheDocument());
    await expect(canvas.getAllByText(storyT(context)('agenda.noEvents'))).toHaveLength(2);
    // A day with nothing says so as the empty week does: "Įvykių nėra" read as "no events", one type of reservation.
    await expect(storyT(context)('agenda.noEvents')).toBe(storyT(context)('grid.empty'));
    await userEvent.click(canvas.getByRole('button', { name: /Fizika/ }));
    await expect(args.onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
    await userEvent.unhover(canvas.getByRole('button', { name: /Fizika/ }));
  },
};

export const NarrowInEnglish: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Saturday 2026-09-12' })).toBeInTheDocument());
    // "No events" read as "no reservations of the type Event" where lectures still were possible.
    await expect(canvas.getAllByText('Nothing scheduled')).toHaveLength(2);
    await expect(canvas.queryByText('No events')).not.toBeInTheDocument();
  },
};

/**
 * A phone's agenda while the week is still loading: each day says it is loading and the list is busy; "Nothing
 * scheduled" only once the answer came and the day is empty.
 */
export const NarrowWhileLoading: Story = {
  args: { events: [], loading: true },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await waitFor(() => expect(canvas.getByRole('heading', { name: /^\S+ 2026-09-07$/ })).toBeInTheDocument());
    await expect(
      canvas.getByRole('group', { name: t('grid.label', { range: '2026-09-07 – 2026-09-13' }) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByText(t('agenda.loading'))).toHaveLength(7);
    await expect(canvas.queryByText(t('agenda.noEvents'))).not.toBeInTheDocument();
  },
};

export const NarrowWhileLoadingInEnglish: Story = {
  args: { events: [], loading: true },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Monday 2026-09-07' })).toBeInTheDocument());
    await expect(canvas.getByRole('group', { name: 'Timetable 2026-09-07 – 2026-09-13' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getAllByText('Loading…')).toHaveLength(7);
    await expect(canvas.queryByText('Nothing scheduled')).not.toBeInTheDocument();
  },
};

/**
 * Issue 12, item 20: free time could only be picked with a mouse. After the events of its day, Tab reaches the
 * free-time cursor: arrows move it (Shift lengthens it), Enter reserves what it covers.
 */
export const FreeTimeByKeyboard: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const freeTime = storyT(context)('grid.freeTimeAt', { day: 'DAY', time: 'TIME' }).split(',')[0]!;
    await userEvent.tab();
    await userEvent.tab();
    const cursorIn = (date: string) => column(canvasElement, date).querySelector<HTMLElement>('[data-free-time]');
    await expect(cursorIn('2026-09-07')).toHaveFocus();
    await expect(cursorIn('2026-09-07')).toHaveAccessibleName(new RegExp(`^${freeTime}, .*07:00–07:30`));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(cursorIn('2026-09-09')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown>14/}');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(cursorIn('2026-09-09')).toHaveTextContent('14:00–15:00');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
      expect.objectContaining({
        date: '2026-09-09',
        from: { hours: 14, minutes: 0 },
        to: { hours: 15, minutes: 0 },
      }),
    );
  },
};

export const FreeTimeByKeyboardInEnglish: Story = {
  globals: { locale: 'en' },
  args: { timeScale: 'slots' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    const cursor = column(canvasElement, '2026-09-07').querySelector<HTMLElement>('[data-free-time]');
    await expect(cursor).toHaveFocus();
    // slot by slot: 07:00, 08:00, 08:20
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Matematinė analizė's slot: the cursor names it; Enter still reserves (a room may hold several, the form says).
    await expect(cursor).toHaveAccessibleName(/^Taken: Matematinė analizė, .*08:20–09:50/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
      expect.objectContaining({
        date: '2026-09-07',
        from: { hours: 8, minutes: 20 },
        to: { hours: 9, minutes: 50 },
      }),
    );
  },
};

/**
 * The free-time cursor over an event says whose time it is, by name, as the block shows a mouse user: "free time"
 * over a lecture misled a screen-reader user into a booking that clashed (and, once a booking was saved, the cursor
 * left on it still called its time free).
 */
export const FreeTimeCursorOverAnEvent: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const freeTime = t('grid.freeTimeAt', { day: 'DAY', time: 'TIME' }).split(',')[0]!;
    const taken = t('grid.takenAt', { events: 'EVENTS', day: 'DAY', time: 'TIME' }).split(':')[0]!;
    await userEvent.tab();
    await userEvent.tab();
    const cursor = column(canvasElement, '2026-09-07').querySelector<HTMLElement>('[data-free-time]');
    await expect(cursor).toHaveFocus();
    // 07:00, 07:30, 08:00, then 08:30–09:00 inside Matematinė analizė (08:20–09:50)
    await userEvent.keyboard('{ArrowDown>3/}');
    await expect(cursor).toHaveAccessibleName(new RegExp(`^${taken}: Matematinė analizė, .*08:30–09:00`));
    await expect(cursor).not.toHaveAccessibleName(new RegExp(`^${freeTime}`));
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args, step }) => {
    await step('Tab reaches the first event of the week, and only it', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /Matematinė analizė/ })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /Matematinė analizė/ })).not.toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('button', { name: /Matematinė analizė/ })).toHaveFocus();
    });
    await step('arrows move down the day and across days', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('button', { name: /Programavimo pagrindai/ })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('button', { name: /Duomenų bazės/ })).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('button', { name: /Fizika/ })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('button', { name: /Katedros posėdis/ })).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(canvas.getByRole('button', { name: /Matematinė analizė/ })).toHaveFocus();
    });
    await step('Enter opens the focused event, and its tooltip shows', async () => {
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(canvas.getByRole('button', { name: /Diskrečioji matematika/ })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }));
      await expect(canvas.getByTestId('timetable-tooltip')).toHaveTextContent('Diskrečioji matematika');
    });
    await step('Space opens it too, as it would a button', async () => {
      await userEvent.keyboard(' ');
      await expect(args.onEventClick).toHaveBeenCalledTimes(2);
      await expect(args.onEventClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 6 }));
    });
  },
};

export const Tooltip: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    await userEvent.hover(canvas.getByRole('button', { name: /Fizika/ }));
    const tooltip = await canvas.findByTestId('timetable-tooltip');
    await expect(tooltip).toHaveTextContent(
      `Fizika13:40–15:10Nuotolinė paskaita${t('event.lecture')} · ${t('event.remote')}`,
    );
    await userEvent.unhover(canvas.getByRole('button', { name: /Fizika/ }));
  },
};

/**
 * The benchmark's week: 1,000 events, a dozen or more at once. Lanes a tenth of a day or narrower
 * show no text (not a letter would fit); the name, the tooltip and the keys tell each event.
 */
export const BusyWeek: Story = {
  args: { events: generateWeek(1000), timeZone: STORY_TIME_ZONE },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelectorAll('[data-key]')).toHaveLength(1000);
    const narrow = canvas.getByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d Užsiėmimas 1, / });
    await expect(narrow).toHaveTextContent(/^$/);
    await userEvent.hover(narrow);
    await expect(await canvas.findByTestId('timetable-tooltip')).toHaveTextContent('Užsiėmimas 1');
    await userEvent.click(narrow);
    await expect(args.onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'g0' }));
    await userEvent.unhover(narrow);
  },
};

/** Every state at once, for the screenshot baseline: busy, remote, pending, now-line, slots and agenda. */
export const AllStates: Story = {
  args: {
    events: [...weekEvents.slice(0, 4), ...overlappingEvents, ...remoteAndPendingEvents.slice(1, 3)],
    now: STORY_NOW,
    timeScale: 'slots',
  },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ flex: 1 }}>
        <WeekGrid {...args} />
      </div>
      <div style={{ width: 300 }}>
        <WeekGrid {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-view="agenda"]')).toHaveLength(1));
    await expect(canvasElement.querySelectorAll('[data-view="grid"]')).toHaveLength(1);
  },
};

/**
 * A remote reservation does not use the room (docs/decisions/remote-reservation-does-not-use-the-room.md): beside a lecture in the room it is drawn apart and
 * says so, instead of the week looking double-booked (issue 12, item 4).
 */
export const RemoteBesideALectureInTheRoom: Story = {
  args: { events: remoteBesideRoomEvents },
  play: async (context) => {
    const { canvas } = context;
    const t = storyT(context);
    const remote = canvas.getByRole('button', {
      name: eventName(
        '10:00–11:30',
        'Nuotolinis seminaras',
        'Jonas Basanavičius',
        t('event.remoteOnly'),
        t('event.lecture'),
        dayName(context, '2026-09-08'),
      ),
    });
    await expect(remote).toHaveTextContent(t('event.remoteOnly'));
    await expect(canvas.getByRole('button', { name: /^10:00–11:30 Algebra/ })).not.toHaveTextContent(
      new RegExp(`${t('event.remote')}|${t('event.remoteOnly')}`),
    );
  },
};

export const RemoteBesideALectureInTheRoomInEnglish: Story = {
  args: { events: remoteBesideRoomEvents },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: eventName(
          '10:00–11:30',
          'Nuotolinis seminaras',
          'Jonas Basanavičius',
          'Remote – room not used',
          'Lecture',
          'Tuesday 2026-09-08',
        ),
      }),
    ).toHaveTextContent('Remote – room not used');
  },
};

/** Live timetables (issue 31): a block someone else just booked is ringed for a moment; its name does not change. */
export const HighlightedBlock: Story = {
  args: { events: weekEvents.map((event, index) => (index === 0 ? { ...event, highlighted: true } : event)) },
  play: async ({ canvasElement }) => {
    const highlighted = canvasElement.querySelectorAll('[data-highlighted="true"]');
    await expect(highlighted).toHaveLength(1);
    await expect(highlighted[0]!.getAttribute('aria-label')).toContain(weekEvents[0]!.title);
  },
};

export const HighlightedBlockInEnglish: Story = {
  ...HighlightedBlock,
  globals: { locale: 'en' },
};
