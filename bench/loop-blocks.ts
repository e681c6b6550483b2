/*
 * Loaded into the server process by bench/write-stall.ts (NODE_OPTIONS=--import): notes each time the event loop
 * was held for more than 10 ms or for 2 ms of CPU or more, with the CPU time the main thread used meanwhile and the time it waited for a core
 * (runnable, but another thread or process had both cores: Linux's /proc/thread-self/schedstat), and writes them to
 * LOOP_BLOCKS_FILE as it exits. A read that arrives during a block waits for it; the CPU time says how long the
 * block would be on a quiet machine, the wait for a core how much of its wall time was the machine's load (the
 * rest: the thread slept, e.g. waiting in a system call). The main thread's figures only (`threadCpuUsage`): the
 * SQLite writer thread works beside the event loop.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.LOOP_BLOCKS_FILE;
if (file) {
  /** [when it ended (Date.now()), wall ms, CPU ms, ms waiting for a core] */
  const blocks: [number, number, number, number][] = [];
  /** Nanoseconds this thread has waited on a run queue so far (the second field of schedstat). */
  const waited = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]);
  let tick = performance.now();
  let cpu = process.threadCpuUsage();
  let wait = waited();
  setInterval(() => {
    const now = performance.now();
    const used = process.threadCpuUsage(cpu);
    const waitedNow = waited();
    // Every iteration longer than 10 ms, and every one that used 2 ms of CPU or more (however long it lasted).
    if (now - tick > 10 || (used.user + used.system) / 1000 >= 2) {
      blocks.push([Date.now(), now - tick, (used.user + used.system) / 1000, (waitedNow - wait) / 1e6]);
    }
    cpu = process.threadCpuUsage();
    wait = waitedNow;
    tick = performance.now();
  }, 2).unref();
  /** Garbage collections: [when it ended (Date.now()), wall ms, 'minor' | 'major' | 'other'] */
  const collections: [number, number, string][] = [];
  const kinds: Record<number, string> = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
      collections.push([
        performance.timeOrigin + entry.startTime + entry.duration,
        entry.duration,
        kinds[kind] ?? 'other',
      ]);
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('exit', () => writeFileSync(file, JSON.stringify({ blocks, collections })));
}
