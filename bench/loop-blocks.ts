/*
 * Loaded into the server process by bench/write-stall.ts (NODE_OPTIONS=--import): notes each time the event loop
 * was held for more than 10 ms, with the CPU time the main thread used meanwhile, and writes them to
 * LOOP_BLOCKS_FILE as it exits. A read that arrives during a block waits for it; the CPU time says how long the
 * block would be on a quiet machine (on a busy one the wall time also counts the time other processes had the
 * cores). The main thread's CPU only (`threadCpuUsage`): the SQLite writer thread works beside the event loop.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.LOOP_BLOCKS_FILE;
if (file) {
  /** [when it ended (Date.now()), wall ms, CPU ms] */
  const blocks: [number, number, number][] = [];
  let tick = performance.now();
  let cpu = process.threadCpuUsage();
  setInterval(() => {
    const now = performance.now();
    const used = process.threadCpuUsage(cpu);
    cpu = process.threadCpuUsage();
    if (now - tick > 10) {
      blocks.push([Date.now(), now - tick, (used.user + used.system) / 1000]);
    }
    tick = now;
  }, 2).unref();
  process.on('exit', () => writeFileSync(file, JSON.stringify(blocks)));
}
