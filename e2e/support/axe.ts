import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Axe's violations on the page as it is now: each rule's id and the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Measured once what just appeared has finished fading in: a message caught half-way through its animation has
  // the contrast of a colour it never keeps.
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        ),
  );
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> };
      }
    ).axe;
    return (await axe.run(document)).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
    );
  });
}
