/**
 * The grid benchmark page: mounts WeekGrid with 1,000 events and LaneGrid with 100 resources
 * (1,000 events) and times, in the browser, the first render and the week change. Each figure
 * is React's render and commit plus the browser's style and layout of the result (a forced
 * synchronous layout), the work that stands between a click on "next week" and the new week.
 */
import { createI18n, universityTheme } from '@laikas/ui';
import {
  addWeeks,
  getWeekDates,
  LaneGrid,
  TIMETABLE_GRID_NAMESPACE,
  timetableGridLocales,
  WeekGrid,
  type TimetableEvent,
} from '@laikas/timetable-grid';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { generateLanes, generateWeek, STORY_WEEK } from '../../packages/timetable-grid/src/stories/fixtures';

const WARM_UP = 3;
const RUNS = 15;
const NEXT_WEEK = addWeeks(STORY_WEEK, 1);

const i18n = createI18n({ language: 'lt', namespaces: { [TIMETABLE_GRID_NAMESPACE]: timetableGridLocales } });
document.documentElement.classList.add(universityTheme);
const container = document.getElementById('root') as HTMLElement;

const wrap = (element: ReactElement) => <I18nextProvider i18n={i18n}>{element}</I18nextProvider>;

const split = { react: [] as number[], layout: [] as number[] };

function timed(root: Root, element: ReactElement): number {
  const started = performance.now();
  flushSync(() => root.render(wrap(element)));
  const rendered = performance.now();
  // Reading a layout property forces style and layout now, so they are inside the figure.
  void container.offsetHeight;
  const laidOut = performance.now();
  split.react.push(rendered - started);
  split.layout.push(laidOut - rendered);
  return laidOut - started;
}

/** The same number of plain absolutely placed buttons: how fast this machine is right now. */
function Baseline({ count }: { count: number }) {
  return (
    <div style={{ position: 'relative', height: 840 }}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          style={{
            position: 'absolute',
            top: (index * 7) % 800,
            left: `${(index % 7) * 14}%`,
            width: '14%',
            height: 40,
          }}
        >
          <span>10:00–11:30</span>
          <span>Užsiėmimas {index}</span>
        </button>
      ))}
    </div>
  );
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 30));

interface Figures {
  median: number;
  p90: number;
  max: number;
}

function summarise(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number;
  return { median: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1] as number };
}

/** First render on a fresh root, then week changes back and forth on a mounted one. */
async function measure(render: (week: string) => ReactElement): Promise<{ render: Figures; weekChange: Figures }> {
  const first: number[] = [];
  const change: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const root = createRoot(container);
    const mount = timed(root, render(STORY_WEEK));
    await pause();
    const next = timed(root, render(NEXT_WEEK));
    await pause();
    const back = timed(root, render(STORY_WEEK));
    if (run >= WARM_UP) {
      first.push(mount);
      change.push(next, back);
    }
    root.unmount();
    await pause();
  }
  return { render: summarise(first), weekChange: summarise(change) };
}

async function main() {
  // 1,000 events in each of the two weeks, so both sides of the week change are full.
  const weekEvents: TimetableEvent[] = [...generateWeek(1000, STORY_WEEK, 7), ...generateWeek(1000, NEXT_WEEK, 8)];
  const lanes = generateLanes(100, 10, STORY_WEEK);
  const nextLanes = generateLanes(100, 10, NEXT_WEEK);
  const laneEvents = [...lanes.events, ...nextLanes.events.map((event) => ({ ...event, id: `next-${event.id}` }))];

  const baseline = await measure((shown) => <Baseline key={shown} count={1000} />);
  split.react.length = 0;
  split.layout.length = 0;
  const week = await measure((shown) => (
    <WeekGrid week={shown} events={weekEvents} now={null} view="grid" onEventClick={() => {}} onSelectSlot={() => {}} />
  ));
  const weekSplit = { react: summarise(split.react), layout: summarise(split.layout) };
  split.react.length = 0;
  split.layout.length = 0;
  const laneGrid = await measure((shown) => (
    <LaneGrid
      rows={lanes.rows}
      events={laneEvents}
      dates={getWeekDates(shown)}
      now={null}
      onEventClick={() => {}}
      onSelectSlot={() => {}}
    />
  ));
  const laneSplit = { react: summarise(split.react), layout: summarise(split.layout) };
  const buttons = { week: 0, lanes: 0 };
  {
    const root = createRoot(container);
    timed(root, <WeekGrid week={STORY_WEEK} events={weekEvents} now={null} view="grid" />);
    buttons.week = container.querySelectorAll('[data-key]').length;
    timed(root, <LaneGrid rows={lanes.rows} events={laneEvents} dates={getWeekDates(STORY_WEEK)} now={null} />);
    buttons.lanes = container.querySelectorAll('[data-key]').length;
    root.unmount();
  }
  (window as unknown as { __gridBench: unknown }).__gridBench = {
    baseline,
    week,
    weekSplit,
    laneGrid,
    laneSplit,
    buttons,
    runs: RUNS,
  };
}

void main().catch((error: unknown) => {
  (window as unknown as { __gridBench: unknown }).__gridBench = { error: String(error) };
});
