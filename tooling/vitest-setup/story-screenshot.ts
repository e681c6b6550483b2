import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether this story mode compares screenshots (vitest.config.ts: only the default mode has baselines). */
    storyScreenshots: boolean;
  }
}

/**
 * After every story test (render + play function + axe), compare the page with its committed
 * baseline. Stories opt out with `parameters: { screenshot: false }` (for example when they show
 * the current time).
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: { parameters?: { screenshot?: boolean } } }).story;
  if (
    !inject('storyScreenshots') ||
    !story ||
    story.parameters?.screenshot === false ||
    context.task.result?.state === 'fail'
  ) {
    return;
  }
  // Animations and transitions are off (below), and toMatchScreenshot takes pictures until two in a row are the
  // same (or one is the baseline): wait only for the fonts and a drawn frame, not a fixed time.
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect(page).toMatchScreenshot();
});

// Screenshots must not depend on the frame an animation happened to be in.
const freezeAnimations = document.createElement('style');
freezeAnimations.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(freezeAnimations);
