import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fromZonedDayMinute } from '../../layout';
import { STORY_DATES, STORY_TIME_ZONE, teacherEvents, teacherRows } from '../../stories/fixtures';
import { phoneGlobals, phoneViewport, rest, touch, touchMoveScrolls } from '../../stories/storyHelpers';
import { LONG_PRESS_MS } from '../private/useFreeTimeDrag';
import { LaneGrid } from './LaneGrid';
import { storyT } from '../../stories/storyT';

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', 'Reaches the events (one tab stop), then the free-time cursor.'],
    ['Arrow keys on an event', 'Move between events in a row and between rows.'],
    ['Arrow Left / Arrow Right on free time', 'Move the cursor in time; with Shift, make it longer or shorter.'],
    ['Arrow Up / Arrow Down on free time', 'Move the cursor to the resource above or below.'],
    ['Enter / Space on free time', 'Reserves that time of that resource.'],
    ['Escape on free time', 'Shrinks the cursor back to one step.'],
  ],
  aria: [
    "A `group` named after the range; each resource's row is a `group` named after the resource.",
    'Events are buttons with a roving tab stop, named by time, title, room, type and status (and "takes place despite the closure" when kept inside one); the free-time cursor is a button whose name says the resource, the day and the time and how to move it, and the closure that refuses it.',
    'Dragging over free time is optional: a click or the keyboard does the same (WCAG 2.5.7).',
    'By finger, a swipe scrolls and a pinch zooms; a tap selects the step tapped, and a long press starts a selection that follows the finger.',
  ],
};

const meta = {
  title: 'timetable-grid/LaneGrid',
  component: LaneGrid,
  tags: ['autodocs'],
  args: {
    rows: teacherRows,
    events: teacherEvents,
    dates: STORY_DATES,
    timeZone: STORY_TIME_ZONE,
    now: null,
    rowHeading: 'Dėstytojas',
    onEventClick: fn(),
    onSelectSlot: fn(),
  },
  parameters: { accessibility },
} satisfies Meta<typeof LaneGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The point of `minute` on `dayIndex` in a row's track, for a week axis of 07:00–21:00. */
function pointInTrack(track: Element, dayIndex: number, minute: number, days = 7) {
  const rect = track.getBoundingClientRect();
  const fraction = (dayIndex + (minute - 420) / 840) / days;
  return { clientX: rect.left + fraction * rect.width + 1, clientY: rect.top + rect.height / 2 };
}

async function dragInTrack(track: Element, dayIndex: number, fromMinute: number, toMinute: number, days?: number) {
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: track, coords: pointInTrack(track, dayIndex, fromMinute, days) },
    { target: track, coords: pointInTrack(track, dayIndex, toMinute, days) },
    { keys: '[/MouseLeft]', target: track, coords: pointInTrack(track, dayIndex, toMinute, days) },
  ]);
}

const trackOf = (canvasElement: HTMLElement, rowId: string) =>
  canvasElement.querySelector(`[data-row-id="${rowId}"] > :last-child`) as HTMLElement;

export const ByTeachers: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const name = storyT(context)('lanes.label', { range: '2026-09-07 – 2026-09-13' });
    await expect(canvas.getByRole('group', { name })).toBeInTheDocument();
    const row = canvas.getByRole('group', { name: 'doc. dr. Ona Petraitienė' });
    const lecture = canvas.getByRole('button', { name: /Programavimo pagrindai/ });
    const clash = canvas.getByRole('button', { name: /Konsultacija/ });
    await expect(row).toContainElement(lecture);
    // the clash is listed under the lecture in Monday's cell
    await expect(clash.getBoundingClientRect().top).toBeGreaterThanOrEqual(lecture.getBoundingClientRect().bottom - 1);
    await userEvent.click(lecture);
    await expect(args.onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'l1' }));
    await userEvent.unhover(lecture);
  },
};

export const ByTeachersInEnglish: Story = {
  args: { rowHeading: 'Teacher' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Resources 2026-09-07 – 2026-09-13' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Anglų kalba.*Remote.*Lecture/ })).toBeInTheDocument();
  },
};

export const OneDay: Story = {
  args: { dates: ['2026-09-07'], now: new Date(fromZonedDayMinute('2026-09-07', 11 * 60 + 15, STORY_TIME_ZONE)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('now-line')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Anglų kalba/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Matematinė analizė/ })).toBeInTheDocument();
  },
};

const oneDayClosures = (labels: { holiday: string; closed: string }) => [
  {
    from: fromZonedDayMinute('2026-09-07', 17 * 60, STORY_TIME_ZONE),
    to: fromZonedDayMinute('2026-09-08', 0, STORY_TIME_ZONE),
    label: labels.holiday,
  },
  {
    from: fromZonedDayMinute('2026-09-07', 12 * 60, STORY_TIME_ZONE),
    to: fromZonedDayMinute('2026-09-07', 14 * 60, STORY_TIME_ZONE),
    label: labels.closed,
    rowId: 't4',
  },
];

/** Issue 36: an evening closed for every row and one row's closed hours, hatched and named; free time there refused. */
export const OneDayWithClosures: Story = {
  args: {
    dates: ['2026-09-07'],
    now: null,
    closures: oneDayClosures({ holiday: 'Šventė: Fakulteto vakaras', closed: 'Uždaryta: remontas' }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByTitle('Šventė: Fakulteto vakaras')).toHaveLength(teacherRows.length);
    const row = canvasElement.querySelector('[data-row-id="t4"]') as HTMLElement;
    await expect(row.querySelector('[title="Uždaryta: remontas"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[title="Uždaryta: remontas"]')).toHaveLength(1);
    const track = row.querySelector('[data-closed]')!.parentElement as HTMLElement;
    const rect = track.getBoundingClientRect();
    const at = (minute: number) => ({
      clientX: rect.left + ((minute - 7 * 60) / (14 * 60)) * rect.width,
      clientY: rect.top + rect.height / 2,
    });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: track, coords: at(12 * 60 + 40) },
      { keys: '[/MouseLeft]', target: track, coords: at(12 * 60 + 40) },
    ]);
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
  },
};

export const OneDayWithClosuresInEnglish: Story = {
  args: {
    dates: ['2026-09-07'],
    now: null,
    closures: oneDayClosures({ holiday: 'Holiday: Faculty evening', closed: 'Closed: renovation' }),
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Holiday: Faculty evening')).toHaveLength(teacherRows.length);
    await expect(canvas.getByTitle('Closed: renovation')).toBeInTheDocument();
  },
};

/**
 * Issue 36: an exam session is marked on every row, not closed (exams are booked in rooms): hatched in its own colour,
 * named, and its free time is still selected.
 */
const examDay = (label: string) => ({
  from: fromZonedDayMinute('2026-09-07', 0, STORY_TIME_ZONE),
  to: fromZonedDayMinute('2026-09-08', 0, STORY_TIME_ZONE),
  label,
  closes: false,
});

export const OneDayInAnExamSession: Story = {
  args: { dates: ['2026-09-07'], now: null, closures: [examDay('Egzaminų sesija')] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByTitle('Egzaminų sesija')).toHaveLength(teacherRows.length);
    const row = canvasElement.querySelector('[data-row-id="t4"]') as HTMLElement;
    const track = row.querySelector('[data-marked]')!.parentElement as HTMLElement;
    const rect = track.getBoundingClientRect();
    const at = (minute: number) => ({
      clientX: rect.left + ((minute - 7 * 60) / (14 * 60)) * rect.width,
      clientY: rect.top + rect.height / 2,
    });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: track, coords: at(19 * 60 + 10) },
      { keys: '[/MouseLeft]', target: track, coords: at(19 * 60 + 10) },
    ]);
    await expect(args.onSelectSlot).toHaveBeenCalledWith(expect.objectContaining({ rowId: 't4', date: '2026-09-07' }));
  },
};

export const WeekTableInAnExamSessionInEnglish: Story = {
  args: { rowHeading: 'Teacher', closures: [examDay('Exam session')] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Exam session')).toHaveLength(teacherRows.length);
  },
};

/** Issue 36: the week table notes a holiday in every row's cell of its day and a room's closed hours in its own. */
export const WeekTableWithClosures: Story = {
  args: {
    closures: [
      {
        from: fromZonedDayMinute('2026-09-09', 0, STORY_TIME_ZONE),
        to: fromZonedDayMinute('2026-09-10', 0, STORY_TIME_ZONE),
        label: 'Šventė: Mokslo metų pradžia',
      },
      ...oneDayClosures({ holiday: 'Šventė: Fakulteto vakaras', closed: 'Uždaryta: remontas' }),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    // A whole day by its name alone, in each row's Wednesday cell.
    await expect(canvas.getAllByText('Šventė: Mokslo metų pradžia')).toHaveLength(teacherRows.length);
    // A part of a day with its hours.
    await expect(canvas.getAllByText('17:00–24:00 Šventė: Fakulteto vakaras')).toHaveLength(teacherRows.length);
    const row = canvasElement.querySelector('[data-row-id="t4"]') as HTMLElement;
    await expect(row.querySelector('[title="12:00–14:00 Uždaryta: remontas"]')).not.toBeNull();
    await expect(canvas.getAllByText('12:00–14:00 Uždaryta: remontas')).toHaveLength(1);
  },
};

export const WeekTableWithClosuresInEnglish: Story = {
  args: {
    rowHeading: 'Teacher',
    closures: oneDayClosures({ holiday: 'Holiday: Faculty evening', closed: 'Closed: renovation' }),
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('17:00–24:00 Holiday: Faculty evening')).toHaveLength(teacherRows.length);
    await expect(canvas.getByTitle('12:00–14:00 Closed: renovation')).toBeInTheDocument();
  },
};

/**
 * A week of lanes must be readable at 1280 px (issue 12, item 5): on one time axis split seven ways a
 * lecture was a few pixels wide and showed "1 / D". Each day is a cell listing its events in full lines.
 */
export const ReadableWeek: Story = {
  play: async ({ canvas, canvasElement }) => {
    const lecture = canvas.getByRole('button', { name: /Programavimo pagrindai/ });
    await expect(lecture.getBoundingClientRect().width).toBeGreaterThan(90);
    // its time and title each fit on a line of their own
    await waitFor(() =>
      expect(
        lecture.innerText
          .replace(/\u2060/g, '')
          .split('\n')
          .slice(0, 2),
      ).toEqual(['10:00–13:30', 'Programavimo pagrindai']),
    );
    for (const block of canvasElement.querySelectorAll<HTMLElement>('[role="button"][data-key]')) {
      await expect(block.getBoundingClientRect().width).toBeGreaterThan(90);
      await expect(block.getBoundingClientRect().height).toBeGreaterThan(30);
    }
  },
};

export const ReadableWeekInEnglish: Story = {
  ...ReadableWeek,
  args: { rowHeading: 'Teacher' },
  globals: { locale: 'en' },
};

/** The week on one time axis, as a day is drawn: where a drag picks free time. */
export const WeekTimeline: Story = {
  args: { weekLayout: 'timeline', now: new Date(fromZonedDayMinute('2026-09-08', 12 * 60, STORY_TIME_ZONE)) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('now-line')).toBeInTheDocument());
    const lecture = canvas.getByRole('button', { name: /Programavimo pagrindai/ });
    const clash = canvas.getByRole('button', { name: /Konsultacija/ });
    // the clash takes a second lane under the lecture
    await expect(clash.getBoundingClientRect().top).toBeGreaterThanOrEqual(lecture.getBoundingClientRect().bottom - 1);
  },
};

export const SelectFreeTime: Story = {
  args: { weekLayout: 'timeline' },
  play: async ({ canvasElement, args, step }) => {
    const track = trackOf(canvasElement, 't5');
    await step('a drag on a free row selects whole half hours of that row and day', async () => {
      await dragInTrack(track, 2, 14 * 60 + 5, 14 * 60 + 50);
      await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
        expect.objectContaining({
          rowId: 't5',
          date: '2026-09-09',
          from: { hours: 14, minutes: 0 },
          to: { hours: 15, minutes: 0 },
        }),
      );
    });
    await step('a drag over a forbidden gap is refused', async () => {
      await dragInTrack(track, 2, 11 * 60, 12 * 60 + 20);
      await expect(args.onSelectSlot).toHaveBeenCalledTimes(1);
    });
  },
};

/**
 * Issue 12, item 20: free time in a day of lanes could only be picked with a mouse. After the events, Tab reaches
 * the free-time cursor of the first row: left and right move it (Shift lengthens it), up and down change the row,
 * Enter reserves what it covers.
 */
export const FreeTimeByKeyboard: Story = {
  args: { dates: ['2026-09-07'] },
  play: async (context) => {
    const { canvasElement, args } = context;
    const freeTime = storyT(context)('lanes.freeTimeAt', { row: 'ROW', day: 'DAY', time: 'TIME' }).split(',')[0]!;
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-key]')).toHaveFocus();
    await userEvent.tab();
    const cursorIn = (rowId: string) =>
      canvasElement.querySelector<HTMLElement>(`[data-row-id="${rowId}"] [data-free-time]`);
    await expect(cursorIn('t1')).toHaveFocus();
    await expect(cursorIn('t1')).toHaveAccessibleName(
      new RegExp(`^${freeTime}, doc\\. dr\\. Ona Petraitienė, \\S+ 2026-09-07, 07:00–07:30`),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(cursorIn('t3')).toHaveFocus());
    await expect(cursorIn('t1')).toBeNull();
    await userEvent.keyboard('{ArrowRight>14/}');
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(cursorIn('t3')).toHaveTextContent('14:00–15:00');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
      expect.objectContaining({
        rowId: 't3',
        date: '2026-09-07',
        from: { hours: 14, minutes: 0 },
        to: { hours: 15, minutes: 0 },
      }),
    );
    // Escape shrinks it back to one cell; over the 13:30–13:40 gap it is refused and Enter reserves nothing
    await userEvent.keyboard('{Escape}');
    await expect(cursorIn('t3')).toHaveTextContent('14:30–15:00');
    await userEvent.keyboard('{ArrowLeft>3/}{Shift>}{ArrowRight}{/Shift}');
    await expect(cursorIn('t3')).toHaveAttribute('data-state', 'refused');
    await expect(cursorIn('t3')).toHaveAccessibleName(new RegExp(`13:00–14:00: ${storyT(context)('grid.refused')}`));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSlot).toHaveBeenCalledTimes(1);
  },
};

/** On a week's time axis the cursor goes on from the end of a day into the next one. */
export const FreeTimeByKeyboardInAWeek: Story = {
  args: { weekLayout: 'timeline' },
  play: async (context) => {
    const { canvasElement, args } = context;
    await userEvent.tab();
    await userEvent.tab();
    const cursor = () => canvasElement.querySelector<HTMLElement>('[data-row-id="t1"] [data-free-time]');
    await expect(cursor()).toHaveFocus();
    // 07:00 to 20:30 is 27 half hours on; one more is the next morning.
    await userEvent.keyboard('{ArrowRight>28/}');
    // the day is its weekday, in the interface's language, and its date
    await expect(cursor()).toHaveAccessibleName(/ \S+ 2026-09-08, 07:00–07:30/);
    // and back: Monday's last cell, past the day's last slot (20:10), cannot be reserved
    await userEvent.keyboard('{ArrowLeft}');
    await expect(cursor()).toHaveAccessibleName(
      new RegExp(` \\S+ 2026-09-07, 20:30–21:00: ${storyT(context)('grid.refused')}`),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
      expect.objectContaining({
        rowId: 't1',
        date: '2026-09-08',
        from: { hours: 7, minutes: 0 },
        to: { hours: 7, minutes: 30 },
      }),
    );
  },
};

export const FreeTimeByKeyboardInEnglish: Story = {
  args: { dates: ['2026-09-07'], timeScale: 'slots', rowHeading: 'Teacher' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    const cursor = canvasElement.querySelector<HTMLElement>('[data-row-id="t1"] [data-free-time]');
    await expect(cursor).toHaveFocus();
    // slot by slot: 07:00, 08:00, 08:20
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(cursor).toHaveAccessibleName(/^Free time, doc\. dr\. Ona Petraitienė, Monday 2026-09-07, 08:20–09:50/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
      expect.objectContaining({
        rowId: 't1',
        date: '2026-09-07',
        from: { hours: 8, minutes: 20 },
        to: { hours: 9, minutes: 50 },
      }),
    );
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Programavimo pagrindai/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /Konsultacija/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /Matematinė analizė/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /Anglų kalba/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /Vokiečių kalba/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'l7' }));
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async (context) => {
    await expect(context.canvas.getByText(storyT(context)('grid.empty'))).toBeInTheDocument();
  },
};

/** Busy, clashing, remote and pending rows with today's column, for the screenshot baseline. */
/** Rooms as rows, as rooms at a glance draws them: labels of several lines make a row taller than its lane. */
const roomRows = [
  { id: 'r1', label: 'MIF 101 auditorija', description: '120 vietų · projektorius · transliacija' },
  { id: 'r2', label: 'CHGF 103 seminarų kambarys', description: '24 vietos · vaizdo konferencija' },
  { id: 'r3', label: 'FF 102 auditorija', description: '60 vietų · projektorius' },
];
const roomAt = (hours: number, minutes = 0) => fromZonedDayMinute('2026-09-08', hours * 60 + minutes, STORY_TIME_ZONE);
const roomEvents = [
  {
    id: 'g1',
    rowId: 'r1',
    title: 'Matematinė analizė',
    type: 'lecture' as const,
    start: roomAt(10),
    end: roomAt(11, 30),
  },
  { id: 'g2', rowId: 'r2', title: 'Fizika', type: 'lecture' as const, start: roomAt(13, 40), end: roomAt(15, 10) },
];
/** Room r2 closed 08:00–18:00 (its lecture kept when the closure was added). */
const roomClosures = (label: string) => [{ from: roomAt(8), to: roomAt(18), label, rowId: 'r2' }];

/** Whether all of an element's text is drawn: nothing cut at its edges. */
const fullyShown = (element: HTMLElement) =>
  element.scrollHeight <= element.clientHeight + 1 && element.scrollWidth <= element.clientWidth + 1;

/**
 * Rooms at a glance on a day a room is closed: the band fills the room's whole row, however tall its label makes it;
 * the lecture kept there is marked as taking place; the free-time cursor refuses the closed time and names it.
 */
export const RoomsAtAGlanceWithAClosedRoom: Story = {
  args: {
    rows: roomRows,
    events: roomEvents,
    dates: ['2026-09-08'],
    rowHeading: 'Auditorija',
    closures: roomClosures('Uždaryta: remontas'),
  },
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    const t = storyT(context);
    const row = canvasElement.querySelector('[data-row-id="r2"]') as HTMLElement;
    const band = row.querySelector('[data-closed]') as HTMLElement;
    // The row's height less its bottom border.
    await expect(band.getBoundingClientRect().height).toBeGreaterThanOrEqual(row.getBoundingClientRect().height - 2);
    const kept = canvas.getByRole('button', { name: /Fizika/ });
    await expect(kept).toHaveAccessibleName(
      expect.stringContaining(t('event.despiteClosure', { closure: 'Uždaryta: remontas' })),
    );
    await expect(kept).toHaveAttribute('data-despite-closure', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const cursor = await waitFor(() => {
      const found = row.querySelector<HTMLElement>('[data-free-time]');
      expect(found).toHaveFocus();
      return found as HTMLElement;
    });
    await userEvent.keyboard('{ArrowRight>4/}');
    const refusal = t('grid.refusedClosed', { closure: 'Uždaryta: remontas' });
    await expect(cursor).toHaveTextContent(refusal);
    await expect(cursor).toHaveAccessibleName(expect.stringContaining(refusal));
    await expect(fullyShown(cursor)).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectSlot).not.toHaveBeenCalled();
  },
};

export const RoomsAtAGlanceWithAClosedRoomInEnglish: Story = {
  args: {
    rows: roomRows,
    events: roomEvents,
    dates: ['2026-09-08'],
    rowHeading: 'Room',
    closures: roomClosures('Closed: renovation'),
  },
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    const row = canvasElement.querySelector('[data-row-id="r2"]') as HTMLElement;
    const band = row.querySelector('[data-closed]') as HTMLElement;
    await expect(band.getBoundingClientRect().height).toBeGreaterThanOrEqual(row.getBoundingClientRect().height - 2);
    await expect(canvas.getByRole('button', { name: /Fizika/ })).toHaveAccessibleName(
      expect.stringContaining('takes place despite the closure (Closed: renovation)'),
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight>4/}');
    const cursor = row.querySelector<HTMLElement>('[data-free-time]') as HTMLElement;
    await expect(cursor).toHaveTextContent('Closed: renovation. This time cannot be reserved');
    await expect(fullyShown(cursor)).toBe(true);
  },
};

export const AllStates: Story = {
  args: { now: new Date(fromZonedDayMinute('2026-09-08', 12 * 60, STORY_TIME_ZONE)), layout: 'stack' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('now-line')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('group')).toHaveLength(teacherRows.length + 1);
  },
};

/** The track of row `rowId`: the width of each half-hour of a day's axis, and the heading column beside it. */
function halfHourWidth(canvasElement: HTMLElement, rowId: string, halfHours: number) {
  const track = trackOf(canvasElement, rowId);
  return track.getBoundingClientRect().width / halfHours;
}

/**
 * A day of rooms on a phone (390 px): each half-hour of free time is a target a finger can hit (WCAG 2.5.8, aiming
 * for 44 px), the track scrolls sideways while the row headings stay in view, and a tap reserves the time tapped.
 */
export const OneDayOnAPhone: Story = {
  args: { dates: ['2026-09-07'] },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement, args }) => {
    const track = trackOf(canvasElement, 't4');
    const label = track.previousElementSibling as HTMLElement;
    // 07:00–21:00 is 28 half-hours.
    await expect(halfHourWidth(canvasElement, 't4', 28)).toBeGreaterThanOrEqual(44);
    await expect(track.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(390 * 0.32);
    const scroller = track.closest('[data-scroller]') as HTMLElement;
    scroller.scrollLeft = 44 * 12;
    await waitFor(() =>
      expect(label.getBoundingClientRect().left).toBeLessThanOrEqual(scroller.getBoundingClientRect().left + 1),
    );
    const rect = track.getBoundingClientRect();
    const at = { clientX: rect.left + ((16 * 60 + 10 - 420) / 840) * rect.width, clientY: rect.top + rect.height / 2 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: track, coords: at },
      { keys: '[/MouseLeft]', target: track, coords: at },
    ]);
    await waitFor(() => expect(args.onSelectSlot).toHaveBeenCalled());
    const corner = canvasElement.querySelector('[data-lane-header] > * > :first-child') as HTMLElement;
    await expect(corner.getBoundingClientRect().left).toBeLessThanOrEqual(scroller.getBoundingClientRect().left + 1);
  },
};

export const OneDayOnAPhoneInEnglish: Story = {
  ...OneDayOnAPhone,
  globals: { locale: 'en' },
};

/** Two dozen rooms: more rows than a phone's screen holds. */
const manyRooms = Array.from({ length: 24 }, (_, index) => ({
  id: `room${index + 1}`,
  label: `MIF ${101 + index} auditorija`,
  description: `${20 + index * 5} vietų`,
}));

/** The left edge of a day track's `minute` (axis 07:00–21:00), where that hour's tick starts. */
const xOfMinute = (track: HTMLElement, minute: number) => {
  const rect = track.getBoundingClientRect();
  return rect.left + ((minute - 420) / 840) * rect.width;
};

/**
 * A day of two dozen rooms on a phone: scrolled down past many rooms, the time scale and its heading stay at the top
 * of the screen (the header had scrolled away with the rows), and scrolled sideways, each hour of the scale stays over
 * the same hour of the rows.
 */
export const HeaderStaysOnAPhone: Story = {
  args: { rows: manyRooms, events: [], dates: ['2026-09-07'], rowHeading: 'Auditorija' },
  parameters: phoneViewport,
  globals: phoneGlobals,
  play: async ({ canvas, canvasElement, args }) => {
    const corner = canvas.getByText(args.rowHeading as string);
    const noon = canvas.getByText('12:00');
    const track = trackOf(canvasElement, 'room20');
    const scroller = track.closest('[data-scroller]') as HTMLElement;
    // Down to the last rooms, the twentieth among them: the page's very end once its fonts are in (scrolled to a
    // point measured before, the rows' heights could still change, and the screenshot with them).
    // Asked again until the page has its rows' full height (a busy browser lays them out after the play starts).
    await document.fonts.ready;
    await waitFor(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      expect(window.scrollY).toBeGreaterThan(600);
      expect(window.scrollY + window.innerHeight).toBeGreaterThanOrEqual(document.documentElement.scrollHeight - 1);
    });
    await waitFor(() => expect(corner.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await expect(noon.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(noon.getBoundingClientRect().bottom).toBeLessThan(track.getBoundingClientRect().top);
    // Sideways to the afternoon: the scale moves with the rows, its heading stays at the left.
    scroller.scrollLeft = 44 * 6;
    await waitFor(() =>
      expect(Math.abs(noon.getBoundingClientRect().left - xOfMinute(track, 12 * 60))).toBeLessThan(2),
    );
    await expect(noon.getBoundingClientRect().left).toBeGreaterThan(corner.getBoundingClientRect().right);
    await expect(corner.getBoundingClientRect().left).toBeLessThanOrEqual(scroller.getBoundingClientRect().left + 1);
  },
};

export const HeaderStaysOnAPhoneInEnglish: Story = {
  ...HeaderStaysOnAPhone,
  args: { ...HeaderStaysOnAPhone.args, rowHeading: 'Room' },
  globals: { ...phoneGlobals, locale: 'en' },
};

/** The selection being shown in a row's track, if any (not the keyboard's cursor, which only shows with focus). */
const selectionIn = (track: HTMLElement) =>
  track.querySelector<HTMLElement>(':scope > [data-state="selecting"]:not([data-free-time])');

/**
 * A finger on a phone: a tap selects the half-hour tapped; a finger that moves at once scrolls and selects nothing
 * (no box flashes under it); resting on free time for a moment starts a selection that follows the finger, the
 * page held still, until it lifts. The track lets the browser pan and zoom.
 */
export const LongPressToSelectOnAPhone: Story = {
  args: { dates: ['2026-09-07'] },
  parameters: phoneViewport,
  globals: phoneGlobals,
  play: async ({ canvasElement, args, step }) => {
    const track = trackOf(canvasElement, 't5');
    const at = (minute: number, dx = 0) => ({
      clientX: xOfMinute(track, minute) + 2 + dx,
      clientY: track.getBoundingClientRect().top + track.getBoundingClientRect().height / 2,
    });
    await step('a finger pans and zooms the page over free time', async () => {
      await expect(getComputedStyle(track).touchAction).toBe('manipulation');
    });
    await step('a tap selects the half-hour tapped', async () => {
      touch(track, 'pointerdown', at(16 * 60 + 10));
      touch(track, 'pointerup', at(16 * 60 + 10));
      await waitFor(() =>
        expect(args.onSelectSlot).toHaveBeenLastCalledWith(
          expect.objectContaining({
            rowId: 't5',
            date: '2026-09-07',
            from: { hours: 16, minutes: 0 },
            to: { hours: 16, minutes: 30 },
          }),
        ),
      );
    });
    await step('a finger that moves at once scrolls: nothing is shown or selected', async () => {
      touch(track, 'pointerdown', at(9 * 60 + 5));
      await expect(selectionIn(track)).toBeNull();
      await expect(touchMoveScrolls(track)).toBe(true);
      touch(track, 'pointermove', at(9 * 60 + 5, 60));
      touch(track, 'pointercancel', at(9 * 60 + 5, 60));
      await rest(LONG_PRESS_MS + 150);
      await expect(selectionIn(track)).toBeNull();
      await expect(args.onSelectSlot).toHaveBeenCalledTimes(1);
    });
    await step('a long press starts a selection that follows the finger, the page held still', async () => {
      touch(track, 'pointerdown', at(14 * 60 + 5));
      await rest(LONG_PRESS_MS + 150);
      await waitFor(() => expect(selectionIn(track)).toHaveTextContent('14:00–14:30'));
      await expect(touchMoveScrolls(track)).toBe(false);
      touch(track, 'pointermove', at(14 * 60 + 50));
      await waitFor(() => expect(selectionIn(track)).toHaveTextContent('14:00–15:00'));
      touch(track, 'pointerup', at(14 * 60 + 50));
      await waitFor(() =>
        expect(args.onSelectSlot).toHaveBeenLastCalledWith(
          expect.objectContaining({ rowId: 't5', from: { hours: 14, minutes: 0 }, to: { hours: 15, minutes: 0 } }),
        ),
      );
      await expect(args.onSelectSlot).toHaveBeenCalledTimes(2);
      await expect(selectionIn(track)).toBeNull();
      await expect(touchMoveScrolls(track)).toBe(true);
    });
  },
};

export const LongPressToSelectOnAPhoneInEnglish: Story = {
  ...LongPressToSelectOnAPhone,
  globals: { ...phoneGlobals, locale: 'en' },
};

/**
 * A week's table on a phone, kept readable (`minWidth`): the rows scroll sideways and the days' header with them,
 * under a heading that hides the days passing beneath it; scrolled down, the days stay at the top.
 */
export const WeekTableOnAPhone: Story = {
  args: { rows: manyRooms, events: [], minWidth: '1040px', rowHeading: 'Auditorija' },
  parameters: phoneViewport,
  globals: phoneGlobals,
  play: async ({ canvas, canvasElement, args }) => {
    const corner = canvas.getByText(args.rowHeading as string);
    const header = canvasElement.querySelector('[data-lane-header]') as HTMLElement;
    const track = canvasElement.querySelector('[data-row-id="room20"] > :last-child') as HTMLElement;
    const scroller = track.closest('[data-scroller]') as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThanOrEqual(1038);
    scroller.scrollLeft = 200;
    await waitFor(() => expect(header.scrollLeft).toBe(200));
    await expect(corner.getBoundingClientRect().top).toBeLessThanOrEqual(header.getBoundingClientRect().top + 1);
    await expect(corner.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(
      header.getBoundingClientRect().bottom - 2,
    );
    window.scrollTo(0, track.getBoundingClientRect().top + window.scrollY - 400);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(600));
    await expect(header.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(header.getBoundingClientRect().bottom).toBeLessThan(track.getBoundingClientRect().top);
  },
};

export const WeekTableOnAPhoneInEnglish: Story = {
  ...WeekTableOnAPhone,
  args: { ...WeekTableOnAPhone.args, rowHeading: 'Room' },
  globals: { ...phoneGlobals, locale: 'en' },
};
