import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { apiQuiet } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeOptions {
  /** A CSS selector: only this part of the page is checked (an open dialog); the whole document otherwise. */
  include?: string;
  /** Rules switched on or off beyond axe's defaults (`target-size`, `label-content-name-mismatch`). */
  rules?: Record<string, { enabled: boolean }>;
  /** Only these rules run. */
  runOnly?: string[];
  /**
   * How long the page must have had no API call before axe runs (600 ms unless given): a caller that has waited for
   * its screen to settle (no request in flight, no loading overlay, no `aria-busy`) needs only a short guard against
   * the next call of a chain.
   */
  quietMs?: number;
}

/** One rule axe found broken: its id, its impact and the first elements (CSS paths and markup) it names. */
export interface AxeFinding {
  rule: string;
  impact: string | null | undefined;
  targets: string[];
  html: string[];
}

/**
 * Waits until the page's calls have ended (up to 10 s: a page that polls never rests) and what just appeared has
 * finished fading in, then puts axe into the page unless it is there already.
 */
async function prepare(page: Page, quietMs = 600): Promise<void> {
  // A call still pending when axe starts shows its loading text or overlay, fading in, while axe measures contrast
  // (sso.e2e, Home's "Įkeliama…" on a busy machine): the page as it stands once loaded is the one checked.
  await apiQuiet(page, quietMs, 10_000).catch(() => undefined);
  // A message caught half-way through its animation has the contrast of a colour it never keeps.
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        ),
  );
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts. A page load drops it.
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
  }
}

/** Axe's violations on the page as it is now, each with the elements it found (the first five). */
export async function axeFindings(page: Page, options: AxeOptions = {}): Promise<AxeFinding[]> {
  await prepare(page, options.quietMs);
  const results = await page.evaluate(
    async ({ include, rules, runOnly }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<AxeResults> } })
        .axe;
      return axe.run(include ?? document, {
        resultTypes: ['violations'],
        ...(rules ? { rules } : {}),
        ...(runOnly ? { runOnly } : {}),
      });
    },
    { include: options.include, rules: options.rules, runOnly: options.runOnly },
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    html: violation.nodes.slice(0, 5).map((node) => node.html),
  }));
}

/** Axe's violations on the page as it is now: each rule's id and the elements it found. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  return (await axeFindings(page, options)).map((finding) => `${finding.rule}: ${finding.html.join(' | ')}`);
}
