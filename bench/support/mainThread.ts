/*
 * Where a page load's main-thread time goes, from a Chromium performance trace (CDP `Tracing`): the renderer main
 * thread's CPU (each trace event's thread time, `tdur`, which stays honest on a loaded machine where wall time is
 * mostly the queue) from the navigation's start to a `performance.mark`, split by what Chromium was doing.
 */
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

/** Records a trace of what `load` does (the page's own categories: tasks, scripts, style, layout, requests). */
export async function traceOf(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // CDP types a trace chunk's events as plain objects; they are Chromium's trace events.
  const collect = (chunk: { value: object[] }) => void events.push(...(chunk.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'blink',
        'loading',
        'blink.user_timing',
      ],
    },
  });
  await load();
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** What a slice of main-thread time is, by the innermost trace event it falls in. */
const KINDS: [string, RegExp][] = [
  [
    'script evaluation (module bodies, compile)',
    /^(v8\.evaluateModule|EvaluateScript|v8\.compile|v8\.compileModule|v8\.produceModuleCache|v8\.deserializeCodeCache|V8\.DeserializeContext)$/,
  ],
  [
    'JavaScript calls (React render and commit, app code)',
    /^(FunctionCall|v8\.callFunction|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|AsyncTask Run|MessagePort::Accept|V8\.Bytecode.*|V8\.StackGuard|v8\.run)$/,
  ],
  [
    'requests (chunks, calls, preloads)',
    /^(ResourceFetcher::requestResource|ResourceLoader::.*|ResponseBodyLoader::.*|ResourceFetcher::.*)$/,
  ],
  [
    'style, layout, paint',
    /^(UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|Commit|Document::updateStyle|Document::recalcStyle|.*UpdateStyleAndLayout|Blink\.(Style|Layout|Paint|PrePaint|CompositingInputs).*|LocalFrameView::.*|WebFrameWidgetImpl::UpdateLifecycle|ParseAuthorStyleSheet|HitTest)$/,
  ],
  [
    'HTML, navigation, old page teardown',
    /^(ParseHTML|HTMLDocumentParser::.*|DocumentLoader::.*|Document::.*|Frame::Detach|NavigationBodyLoader::.*|DecodedDataDocumentParser::.*|LocalWindowProxy::.*|HTMLParserScriptRunner.*|PendingScript::.*)$/,
  ],
  ['garbage collection', /^(MinorGC|MajorGC|V8\.GC.*|BlinkGC.*)$/],
];

export interface MainThreadTime {
  /** Main-thread CPU from the navigation's start to the mark, ms. */
  cpu: number;
  /** Wall time the main thread was in a task over the same span, ms. */
  busy: number;
  /** CPU by kind (each event's own thread time, without the events inside it), ms. */
  kinds: Map<string, number>;
}

/**
 * The main thread's time from the navigation's start (`startedAt` ms before the mark, in the page's clock) to the
 * mark named `mark`; undefined when the trace does not hold the mark.
 */
export function mainThreadTime(events: TraceEvent[], mark: string, markAt: number): MainThreadTime | undefined {
  const marked = events.filter((event) => event.name === mark && event.cat.includes('user_timing')).pop();
  if (!marked) {
    return undefined;
  }
  const end = marked.ts;
  const start = end - markAt * 1000;
  const thread = events
    .filter((event) => event.pid === marked.pid && event.tid === marked.tid && event.ph === 'X')
    .filter((event) => event.ts >= start && event.ts <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = thread.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
  const busy = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000;
  // Each event's own thread time: its tdur less that of the events directly inside it.
  const own = new Map<TraceEvent, number>(thread.map((event) => [event, event.tdur ?? 0]));
  const stack: TraceEvent[] = [];
  for (const event of thread) {
    while (stack.length && stack[stack.length - 1]!.ts + (stack[stack.length - 1]!.dur ?? 0) <= event.ts) {
      stack.pop();
    }
    const parent = stack[stack.length - 1];
    if (parent) {
      own.set(parent, own.get(parent)! - (event.tdur ?? 0));
    }
    stack.push(event);
  }
  const kinds = new Map<string, number>();
  for (const [event, time] of own) {
    if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask' || time <= 0) {
      continue;
    }
    const kind = KINDS.find(([, pattern]) => pattern.test(event.name))?.[0] ?? 'other';
    kinds.set(kind, (kinds.get(kind) ?? 0) + time / 1000);
  }
  // What no named event covers inside the tasks (the scheduler, bindings).
  const named = [...kinds.values()].reduce((sum, time) => sum + time, 0);
  kinds.set('other', (kinds.get('other') ?? 0) + Math.max(0, cpu - named));
  return { cpu, busy, kinds };
}

/** One main-thread task of a load: when it ran (ms from the navigation's start), its CPU, and what it mostly did. */
export interface MainThreadTask {
  start: number;
  wall: number;
  cpu: number;
  what: string;
}

/** The main thread's tasks of ≥ `minimum` ms CPU from the navigation's start to the mark, in order. */
export function mainThreadTasks(events: TraceEvent[], mark: string, markAt: number, minimum = 1): MainThreadTask[] {
  const marked = events.filter((event) => event.name === mark && event.cat.includes('user_timing')).pop();
  if (!marked) {
    return [];
  }
  const start = marked.ts - markAt * 1000;
  const thread = events
    .filter((event) => event.pid === marked.pid && event.tid === marked.tid && event.ph === 'X')
    .filter((event) => event.ts >= start && event.ts <= marked.ts);
  const tasks = thread.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  return tasks
    .filter((task) => (task.tdur ?? 0) / 1000 >= minimum)
    .map((task) => {
      const inside = thread.filter(
        (event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0),
      );
      // The longest named event inside that says what ran: a script's file, a function call's, a parse, a layout.
      const named = inside
        .filter((event) => !/^(RunTask|ThreadControllerImpl::RunTask)$/.test(event.name))
        .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
        .slice(0, 3)
        .map((event) => {
          const url = event.args?.data?.url;
          const file = url ? url.slice(url.lastIndexOf('/') + 1).replace(/\?.*$/, '') : '';
          return file ? `${event.name} ${file}` : event.name;
        });
      return {
        start: (task.ts - start) / 1000,
        wall: (task.dur ?? 0) / 1000,
        cpu: (task.tdur ?? 0) / 1000,
        what: [...new Set(named)].join(', '),
      };
    })
    .sort((a, b) => a.start - b.start);
}
