import '@laikas/ui/reset.css';
/**
 * The grid benchmark page: mounts WeekGrid with 1,000 events and LaneGrid with 100 resources
 * (1,000 events) and times, in the browser, the first render and the week change. Each figure
 * is React's render and commit plus the browser's style and layout of the result (a forced
 * synchronous layout), the work that stands between a click on "next week" and the new week.
 */
import { universityTheme } from '@laikas/ui';
import { createI18n } from '@laikas/ui/i18next';
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

/** `?only=week` or `?only=lanes` measures one grid (and the baseline). */
const ONLY = new URLSearchParams(location.search).get('only');
const WARM_UP = 3;
const RUNS = 15;
const NEXT_WEEK = addWeeks(STORY_WEEK, 1);

const i18n = createI18n({ language: 'lt', namespaces: { [TIMETABLE_GRID_NAMESPACE]: timetableGridLocales } });
document.documentElement.classList.add(universityTheme);
const container = document.getElementById('root') as HTMLElement;

const wrap = (element: ReactElement) => <I18nextProvider i18n={i18n}>{element}</I18nextProvider>;

interface Sample {
  react: number;
  layout: number;
  total: number;
}

/**
 * Renders and lays out `element`. The marks (`sample:<kind>:<phase>`) carry the thread's CPU time
 * into a trace, where `--trace` reads it: on a machine shared with other work, CPU time shows the
 * grid's own cost where wall-clock time also holds the waits for a core.
 */
function timed(root: Root, element: ReactElement, kind = 'other'): Sample {
  performance.mark(`sample:${kind}:0`);
  const started = performance.now();
  flushSync(() => root.render(wrap(element)));
  const rendered = performance.now();
  performance.mark(`sample:${kind}:1`);
  // Reading a layout property forces style and layout now, so they are inside the figure.
  void container.offsetHeight;
  const laidOut = performance.now();
  performance.mark(`sample:${kind}:2`);
  return { react: rendered - started, layout: laidOut - rendered, total: laidOut - started };
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
  /** Medians of the two parts: React's render and commit, then the browser's style and layout. */
  react: number;
  layout: number;
}

function summarise(samples: Sample[]): Figures {
  const at = (values: number[], fraction: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number;
  };
  const totals = samples.map((sample) => sample.total);
  return {
    median: at(totals, 0.5),
    p90: at(totals, 0.9),
    max: at(totals, 1),
    react: at(
      samples.map((sample) => sample.react),
      0.5,
    ),
    layout: at(
      samples.map((sample) => sample.layout),
      0.5,
    ),
  };
}

/** First render on a fresh root, then week changes back and forth on a mounted one. */
async function measure(render: (week: string) => ReactElement): Promise<{ render: Figures; weekChange: Figures }> {
  const first: Sample[] = [];
  const change: Sample[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const root = createRoot(container);
    const kind = run >= WARM_UP ? 'render' : 'warm-up';
    const mount = timed(root, render(STORY_WEEK), kind);
    await pause();
    const next = timed(root, render(NEXT_WEEK), run >= WARM_UP ? 'change' : 'warm-up');
    await pause();
    const back = timed(root, render(STORY_WEEK), run >= WARM_UP ? 'change' : 'warm-up');
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

  const result: Record<string, unknown> = { runs: RUNS, buttons: {} };
  const buttons = result.buttons as Record<string, number>;
  // Marks let a trace (`--trace`) tell the cases apart.
  const section = async (name: string, render: (week: string) => ReactElement) => {
    performance.mark(`${name}:start`);
    const figures = await measure(render);
    performance.mark(`${name}:end`);
    return figures;
  };

  result.baseline = await section('baseline', (shown) => <Baseline key={shown} count={1000} />);
  if (ONLY !== 'lanes') {
    const week = await section('week', (shown) => (
      <WeekGrid
        week={shown}
        events={weekEvents}
        now={null}
        view="grid"
        onEventClick={() => {}}
        onSelectSlot={() => {}}
      />
    ));
    result.week = week;
    const root = createRoot(container);
    timed(root, <WeekGrid week={STORY_WEEK} events={weekEvents} now={null} view="grid" />);
    buttons.week = container.querySelectorAll('[data-key]').length;
    root.unmount();
  }
  if (ONLY !== 'week') {
    const lanesCase = await section('lanes', (shown) => (
      <LaneGrid
        rows={lanes.rows}
        events={laneEvents}
        dates={getWeekDates(shown)}
        now={null}
        onEventClick={() => {}}
        onSelectSlot={() => {}}
      />
    ));
    result.laneGrid = lanesCase;
    const root = createRoot(container);
    timed(root, <LaneGrid rows={lanes.rows} events={laneEvents} dates={getWeekDates(STORY_WEEK)} now={null} />);
    buttons.lanes = container.querySelectorAll('[data-key]').length;
    root.unmount();
  }
  (window as unknown as { __gridBench: unknown }).__gridBench = result;
}

void main().catch((error: unknown) => {
  (window as unknown as { __gridBench: unknown }).__gridBench = { error: String(error) };
});
