import { existsSync } from 'node:fs';

/** Where the browser suites find Chromium: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  const message = `Chromium not found at ${chromiumPath}: install it with \`sudo apt-get install -y chromium\` or set CHROMIUM_PATH.`;
  if (process.env.CI === 'true') {
    throw new Error(`${message} (CI=true: browser suites must run)`);
  }
  console.warn(`\n!!! SKIPPING BROWSER TESTS — ${message}\n`);
  return false;
}
