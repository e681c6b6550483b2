import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STORY_NOW, STORY_TIME_ZONE, overlappingEvents } from '../../stories/fixtures';
import { dragInColumn } from '../../stories/storyHelpers';
import { storyT } from '../../stories/storyT';
import { DayGrid } from './DayGrid';

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
