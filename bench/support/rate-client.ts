/*
 * The HTTP client of `bench/scale.ts`, run as a process of its own so that it can be pinned to a core (`taskset`)
 * and its CPU read apart from the bench's: GETs `urls` (one per API process) over kept-alive connections, the
 * connections spread evenly over the URLs, for `seconds`, and prints one JSON line of what it saw.
 *
 * With `rate` it is an open-loop, constant-rate client: request k is due at start + k / rate, sent to the next URL in
 * turn, and its latency runs from when it was due (a request that waits for a free connection counts its wait, so a
 * server falling behind shows in p99 instead of slowing the client down: no coordinated omission). autocannon's
 * `overallRate` is not that: each connection sends its quota for the second back to back and then waits for the
 * next second, so the server sees bursts at full concurrency. Without `rate` it is closed-loop: every connection
 * sends its next request as soon as its answer has come (saturation).
 *
 *   node --import tsx bench/support/rate-client.ts '{"urls":[…],"cookie":"…","connections":8,"seconds":10,"rate":200}'
 *
 * It prints `measuring` when the measured window starts (the bench reads the servers' CPU then) and, at its end,
 * `{"sent","ok","failed","seconds","latencies","cpuMs"}` (latencies in ms, this process's CPU over the window).
 */
import http from 'node:http';

interface Options {
  urls: string[];
  cookie: string;
  connections: number;
  seconds: number;
  rate?: number;
  warmupSeconds?: number;
  encoding?: string;
}

const options = JSON.parse(process.argv[2]!) as Options;
const agents = options.urls.map(
  (_url, index) =>
    new http.Agent({
      keepAlive: true,
      // The connections spread evenly over the processes (the first ones take the remainder).
      maxSockets: Math.max(
        1,
        Math.floor(options.connections / options.urls.length) +
          (index < options.connections % options.urls.length ? 1 : 0),
      ),
    }),
);

interface Window {
  sent: number;
  ok: number;
  failed: number;
  latencies: number[];
}

/** One GET of `options.urls[target]`; `due` is when it was meant to go (the latency runs from there). */
function get(target: number, due: number, window: Window): Promise<void> {
  window.sent += 1;
  return new Promise((done) => {
    const request = http.get(options.urls[target]!, {
      agent: agents[target],
      headers: { cookie: options.cookie, 'accept-encoding': options.encoding ?? 'identity' },
    });
    request.once('error', () => {
      window.failed += 1;
      done();
    });
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => {
        if (response.statusCode === 200) {
          window.ok += 1;
          window.latencies.push(performance.now() - due);
        } else {
          window.failed += 1;
        }
        done();
      });
    });
  });
}

/** Requests for `seconds`: at `options.rate` per second when there is one, else as fast as the connections go. */
async function run(seconds: number): Promise<Window> {
  const window: Window = { sent: 0, ok: 0, failed: 0, latencies: [] };
  const start = performance.now();
  const end = start + seconds * 1000;
  const inFlight = new Set<Promise<void>>();
  if (options.rate) {
    const interval = 1000 / options.rate;
    let next = 0;
    await new Promise<void>((finished) => {
      const tick = () => {
        const now = performance.now();
        // Every request due by now goes (a late timer sends the ones it missed at once, each timed from its due).
        while (start + next * interval <= Math.min(now, end)) {
          const due = start + next * interval;
          const request = get(next % options.urls.length, due, window);
          inFlight.add(request);
          void request.then(() => inFlight.delete(request));
          next += 1;
        }
        if (now >= end) {
          finished();
          return;
        }
        setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
      };
      tick();
    });
  } else {
    await Promise.all(
      Array.from({ length: options.connections }, async (_loop, index) => {
        const target = index % options.urls.length;
        while (performance.now() < end) {
          await get(target, performance.now(), window);
        }
      }),
    );
  }
  await Promise.all(inFlight);
  return window;
}

if (options.warmupSeconds) {
  await run(options.warmupSeconds);
}
console.log('measuring');
const cpu = process.cpuUsage();
const started = performance.now();
const window = await run(options.seconds);
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    ...window,
    seconds: (performance.now() - started) / 1000,
    cpuMs: (used.user + used.system) / 1000,
  }),
);
for (const agent of agents) {
  agent.destroy();
}
