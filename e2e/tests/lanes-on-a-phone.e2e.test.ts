import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, newAppPage, signIn, viewports } from '../support/browser';
import { inject } from '../support/server';

/** A finger on the screen, through the browser's own touch input (it pans and scrolls as a phone's does). */
function fingerOf(cdp: CDPSession) {
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  return {
    /** Puts the finger down at (x, y), moves it by (dx, dy) in ten steps, lifts it; `holdMs` first rests it. */
    async swipe(page: Page, x: number, y: number, dx: number, dy: number, holdMs = 0) {
      await send('touchStart', x, y);
      if (holdMs > 0) {
        await page.waitForTimeout(holdMs);
      }
      for (let step = 1; step <= 10; step += 1) {
        await send('touchMove', x + (dx * step) / 10, y + (dy * step) / 10);
        await page.waitForTimeout(20);
      }
    },
    lift: () => send('touchEnd'),
    tap: async (page: Page, x: number, y: number) => {
      await send('touchStart', x, y);
      await page.waitForTimeout(50);
      await send('touchEnd');
    },
  };
}

/** Where the grid stands: the page's scroll, the rows' sideways scroll, and the header's. */
function gridState(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('[data-lane-header]') as HTMLElement;
    return {
      pageY: Math.round(window.scrollY),
      rowsLeft: Math.round((document.querySelector('[data-scroller]') as HTMLElement).scrollLeft),
      headerLeft: Math.round(header.scrollLeft),
      headerTop: Math.round(header.getBoundingClientRect().top),
    };
  });
}

/** A point of free time (no reservation under it) at about 08:10 of a room's row in the middle of the screen. */
async function freePoint(page: Page): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(() => {
    for (const track of document.querySelectorAll<HTMLElement>('[data-row-id] > :last-child')) {
      const rect = track.getBoundingClientRect();
      const x = rect.left + (70 / 840) * rect.width + 4;
      const y = rect.top + rect.height / 2;
      if (y > 300 && y < 700 && document.elementFromPoint(x, y) === track) {
        return { x, y };
      }
    }
    return null;
  });
  if (!point) {
    throw new Error('No free time in view');
  }
  return point;
}

describe('given a person on a phone looking at rooms at a glance', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should keep the time scale in view, scroll under a finger, and select free time by a tap or a long press', async () => {
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: viewports.phone,
      hasTouch: true,
      isMobile: true,
      locale: 'lt-LT',
      timezoneId: 'Europe/Vilnius',
    });
    const page = await newAppPage(context);
    await signIn(page, demo.teacher);
    await page.goto('/resources/glance');
    await page.locator('[data-row-id]').first().waitFor();
    await page
      .getByRole('radio', { name: 'Diena' })
      .or(page.getByRole('button', { name: 'Diena' }))
      .first()
      .click();
    const finger = fingerOf(await context.newCDPSession(page));
    await page
      .locator('[data-row-id]')
      .nth(8)
      .evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await page.evaluate(() => {
      (document.querySelector('[data-scroller]') as HTMLElement).scrollLeft = 0;
    });

    // Down past many rooms: the page scrolls, the time scale stays under the app's bar (it scrolled away with the rows).
    const start = await gridState(page);
    const { x, y } = await freePoint(page);
    await finger.swipe(page, x, y, 0, -200);
    await finger.lift();
    await expect.poll(async () => (await gridState(page)).pageY).toBeGreaterThan(start.pageY + 100);
    expect((await gridState(page)).headerTop).toBe(56);

    // Sideways: the rows scroll, the time scale with them.
    await finger.swipe(page, 300, y, -150, 0);
    await finger.lift();
    await expect.poll(async () => (await gridState(page)).rowsLeft).toBeGreaterThan(50);
    await expect.poll(async () => gridState(page).then((state) => state.headerLeft - state.rowsLeft)).toBe(0);
    await page.evaluate(() => {
      (document.querySelector('[data-scroller]') as HTMLElement).scrollLeft = 0;
    });

    // A tap on free time opens the form for that room and time.
    const tapped = await freePoint(page);
    await finger.tap(page, tapped.x, tapped.y);
    const form = page.getByRole('dialog');
    await expect.poll(() => form.getByLabel('Pavadinimas').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => form.isVisible()).toBe(false);

    // A long press, then a drag: a selection follows the finger, nothing scrolls, and lifting it opens the form.
    const pressed = await freePoint(page);
    const before = await gridState(page);
    await finger.swipe(page, pressed.x, pressed.y, 110, 40, 800);
    const selection = page.locator('[data-row-id] [data-state="selecting"]:not([data-free-time])');
    await expect.poll(() => selection.textContent()).toMatch(/^08:00–09:30$/);
    expect(await gridState(page)).toEqual(before);
    await finger.lift();
    await expect.poll(() => form.getByLabel('Pavadinimas').isVisible()).toBe(true);
    await context.close();
  });
});
