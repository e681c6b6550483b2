import { existsSync } from 'node:fs';

/**
 * The browser the test suites drive: Debian's `chromium-headless-shell`, the same Chromium without the
 * window, tab strip and GPU process the full browser runs even when headless (half the CPU in e2e;
 * docs/decisions/tests-on-chromium-headless-shell.md). `CHROMIUM_PATH` overrides it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The browser the benchmarks measure: Debian's full Chromium, what a person opens the app in.
 * `CHROMIUM_PATH` overrides it too.
 */
export const benchChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for headless Chromium on these machines (no network but loopback, running as root). */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/**
 * True when the browser suites can run. Outside CI a missing browser skips them with one loud
 * line; with CI=true a missing browser is a failure, never a skip.
 */
export function isChromiumAvailable(): boolean {
  if (existsSync(chromiumPath)) {
    return true;
  }
  const message = `Chromium not found at ${chromiumPath}: install it with \`sudo apt-get install -y chromium-headless-shell\` or set CHROMIUM_PATH.`;
  if (process.env.CI === 'true') {
    throw new Error(`${message} (CI=true: browser suites must run)`);
  }
  console.warn(`\n!!! SKIPPING BROWSER TESTS — ${message}\n`);
  return false;
}
