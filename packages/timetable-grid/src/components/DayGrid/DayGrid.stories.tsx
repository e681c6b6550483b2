import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { STORY_NOW, STORY_TIME_ZONE, overlappingEvents } from '../../stories/fixtures';
import {
  dragInColumn,
  pointInColumn,
  rest,
  tabletGlobals,
  tabletViewport,
  touch,
  touchMoveScrolls,
} from '../../stories/storyHelpers';
import { LONG_PRESS_MS } from '../private/useFreeTimeDrag';
import { storyT } from '../../stories/storyT';
import { DayGrid } from './DayGrid';

/** Keyboard and ARIA, shown on the component's docs page (.storybook/preview.tsx). */
const accessibility = {
  keyboard: [
    ['Tab', "Reaches the day's events (one tab stop), then its free time."],
    ['Arrow Up / Arrow Down on an event', 'Previous or next event.'],
    ['Enter on an event', 'Opens it.'],
    ['Arrow Up / Arrow Down on free time', 'Move the free-time cursor; with Shift, make it longer or shorter.'],
    ['Enter / Space on free time', 'Reserves that time.'],
    ['Escape on free time', 'Shrinks the cursor back to one step.'],
  ],
  aria: [
    'The same parts as TimeGrid, for one day: a named `group`, events as buttons whose names say time, title, room, type and status, free time as one button whose name says the day and the time.',
  ],
};

const meta = {
  title: 'timetable-grid/DayGrid',
  component: DayGrid,
  tags: ['autodocs'],
  args: {
    date: '2026-09-08',
    events: overlappingEvents,
    timeZone: STORY_TIME_ZONE,
    now: null,
    onEventClick: fn(),
    onSelectSlot: fn(),
  },
  parameters: { accessibility },
} satisfies Meta<typeof DayGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, canvasElement, args } = context;
    const t = storyT(context);
    await expect(canvas.getByRole('group', { name: t('grid.label', { range: '2026-09-08' }) })).toBeInTheDocument();
    // six events, and the free-time cursor that the keyboard reaches free time with
    await expect(canvas.getAllByRole('button').filter((button) => button.hasAttribute('data-key'))).toHaveLength(6);
    const freeTime = t('grid.freeTimeAt', { day: 'DAY', time: 'TIME' }).split(',')[0]!;
    await expect(canvas.getAllByRole('button', { name: new RegExp(`^${freeTime}`) })).toHaveLength(1);
    await dragInColumn(
      canvasElement.querySelector('[data-date="2026-09-08"]') as HTMLElement,
      17 * 60 + 5,
      18 * 60 + 20,
    );
    await expect(args.onSelectSlot).toHaveBeenLastCalledWith(
      expect.objectContaining({
        date: '2026-09-08',
        from: { hours: 17, minutes: 0 },
        to: { hours: 18, minutes: 30 },
      }),
    );
  },
};

export const AcademicSlotsInEnglish: Story = {
  args: { timeScale: 'slots', now: new Date(STORY_NOW.getTime() - 86_400_000) },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Slot 4')).toBeInTheDocument();
    await expect(canvas.getByTestId('now-line')).toBeInTheDocument();
    await expect(canvas.getByText('Now')).toBeInTheDocument();
  },
};

/**
 * A finger on a tablet (a phone's day is a list): the day scrolls under it as any page does (the column held the page still), a tap selects the
 * half-hour tapped, and a long press starts a selection that follows the finger until it lifts, the page held still.
 */
export const TouchOnATablet: Story = {
  parameters: tabletViewport,
  globals: tabletGlobals,
  play: async ({ canvasElement, args, step }) => {
    const column = canvasElement.querySelector('[data-date="2026-09-08"]') as HTMLElement;
    const selection = () => column.querySelector<HTMLElement>(':scope > [data-state="selecting"]:not([role="button"])');
    await step('a finger pans and zooms the page over free time', async () => {
      await expect(getComputedStyle(column).touchAction).toBe('manipulation');
      touch(column, 'pointerdown', pointInColumn(column, 19 * 60 + 5));
      await expect(selection()).toBeNull();
      await expect(touchMoveScrolls(column)).toBe(true);
      touch(column, 'pointercancel', pointInColumn(column, 19 * 60 + 5));
    });
    await step('a tap selects the half-hour tapped', async () => {
      touch(column, 'pointerdown', pointInColumn(column, 17 * 60 + 5));
      touch(column, 'pointerup', pointInColumn(column, 17 * 60 + 5));
      await waitFor(() =>
        expect(args.onSelectSlot).toHaveBeenLastCalledWith(
          expect.objectContaining({
            date: '2026-09-08',
            from: { hours: 17, minutes: 0 },
            to: { hours: 17, minutes: 30 },
          }),
        ),
      );
    });
    await step('a long press starts a selection that follows the finger', async () => {
      touch(column, 'pointerdown', pointInColumn(column, 17 * 60 + 5));
      await rest(LONG_PRESS_MS + 150);
      await waitFor(() => expect(selection()).toBeInTheDocument());
      await expect(touchMoveScrolls(column)).toBe(false);
      touch(column, 'pointermove', pointInColumn(column, 18 * 60 + 20));
      touch(column, 'pointerup', pointInColumn(column, 18 * 60 + 20));
      await waitFor(() =>
        expect(args.onSelectSlot).toHaveBeenLastCalledWith(
          expect.objectContaining({
            date: '2026-09-08',
            from: { hours: 17, minutes: 0 },
            to: { hours: 18, minutes: 30 },
          }),
        ),
      );
      await expect(args.onSelectSlot).toHaveBeenCalledTimes(2);
    });
  },
};
