import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessJobs, type JobRound } from './jobs.js';

describe('createInProcessJobs (SQLite)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should run a task at once and then every period, one round at a time, until stopped', async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    const jobs = createInProcessJobs((name) => errors.push(name));
    let rounds = 0;
    let running = 0;
    let overlapped = false;
    let release: () => void = () => {};
    await jobs.every('slow', 1_000, async () => {
      rounds += 1;
      running += 1;
      overlapped ||= running > 1;
      await new Promise<void>((resolve) => (release = resolve));
      running -= 1;
    });
    expect(rounds).toBe(1);
    // Still running: the next ticks are skipped rather than started beside it.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(rounds).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toBe(2);
    const stopped = jobs.stop();
    release();
    await stopped;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(rounds).toBe(2);
    expect(overlapped).toBe(false);
    expect(errors).toEqual([]);
  });

  it('should report a failing round and keep running the next ones', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const ended: JobRound[] = [];
    const jobs = createInProcessJobs(
      (name, error) => errors.push([name, (error as Error).message]),
      (round) => ended.push(round),
    );
    let rounds = 0;
    await jobs.every('flaky', 1_000, async () => {
      rounds += 1;
      if (rounds === 1) {
        throw new Error('SMTP down');
      }
      return { sent: rounds };
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(rounds).toBe(3);
    expect(errors).toEqual([['flaky', 'SMTP down']]);
    // Every round that ended is told, numbered, with what it returned: how a test knows that rounds ran.
    expect(ended).toEqual([
      { name: 'flaky', round: 1, result: undefined, failed: true },
      { name: 'flaky', round: 2, result: { sent: 2 }, failed: false },
      { name: 'flaky', round: 3, result: { sent: 3 }, failed: false },
    ]);
    await jobs.stop();
  });
});
