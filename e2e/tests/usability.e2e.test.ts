import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, signIn, snapshot } from '../support/browser';

/** Clicks free time on a day column of the week grid at a clock time (hours scale, 07:00–21:00). */
async function clickFreeTime(page: Page, date: string, hours: number, minutes = 0) {
  const column = page.locator(`[data-date="${date}"]`).first();
  const fraction = (hours * 60 + minutes - 7 * 60 + 10) / (14 * 60);
  const pointOf = async () => {
    const box = await column.boundingBox();
    if (!box) {
      throw new Error(`No column for ${date}`);
    }
    return { x: box.x + box.width / 2, y: box.y + box.height * fraction };
  };
  const { y } = await pointOf();
  const height = page.viewportSize()?.height ?? 800;
  await page.evaluate((by) => window.scrollBy(0, by), y - height / 2);
  const point = await pointOf();
  await page.mouse.click(point.x, point.y);
}

/** A day of the week after the current one (0 = Monday), as YYYY-MM-DD. */
function nextWeekDay(offset: number): string {
  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = (today.getUTCDay() + 6) % 7;
  const monday = today.getTime() + (7 - weekday) * 86_400_000;
  return new Date(monday + offset * 86_400_000).toISOString().slice(0, 10);
}

type Rect = { x: number; y: number; width: number; height: number };
const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('given the everyday screens of the demo university', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Issue 12, item 6: a pending booking said only "Reservation saved", in a toast over the new block.
  it.each([
    {
      language: 'lt',
      room: 'CHGF 203 laboratorija',
      next: 'Kita savaitė →',
      title: 'Pavadinimas',
      save: 'Išsaugoti',
      says: /laukia išteklio valdytojo patvirtinimo/,
    },
    {
      language: 'en',
      room: 'FLF 203 laboratorija',
      next: 'Next week →',
      title: 'Name',
      save: 'Save',
      says: /awaits approval/,
    },
  ])('should say a booking awaits approval and keep the toast off its block ($language)', async (row) => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    if (row.language === 'en') {
      await page.getByRole('button', { name: /^Kalba: LT/ }).click();
      await page.getByRole('menuitemradio', { name: /English/ }).click();
    }
    await page.goto('/resources');
    await page.getByRole('link', { name: row.room }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(row.room);
    await page.getByRole('button', { name: row.next }).click();
    const saturday = nextWeekDay(5);
    await clickFreeTime(page, saturday, 18, 0);
    const form = page.getByRole('dialog');
    await expect.poll(() => form.getByLabel(row.title, { exact: true }).isVisible()).toBe(true);
    await form.getByLabel(row.title, { exact: true }).fill(`Laboratorijos darbas ${row.language}`);
    await form.getByRole('button', { name: row.save, exact: true }).click();
    await expect.poll(() => form.isVisible()).toBe(false);

    const toast = page.getByRole('status').filter({ hasText: row.says });
    await expect.poll(() => toast.count()).toBe(1);
    const block = page
      .locator(`[data-date="${saturday}"]`)
      .getByRole('button', { name: new RegExp(`Laboratorijos darbas ${row.language}`) });
    await expect.poll(() => block.isVisible()).toBe(true);
    // Bring the new block to the bottom corner, where toasts used to sit: the toast gives way.
    const box = (await block.boundingBox())!;
    const height = page.viewportSize()!.height;
    await page.evaluate((by) => window.scrollBy(0, by), box.y + box.height - (height - 30));
    await expect.poll(async () => intersects((await toast.boundingBox())!, (await block.boundingBox())!)).toBe(false);
    expect((await block.boundingBox())!.y + (await block.boundingBox())!.height).toBeGreaterThan(height - 120);
    await snapshot(page, `pending-toast-${row.language}`);

    // Leave the demo student in Lithuanian for the other journeys of this run.
    if (row.language === 'en') {
      await page.getByRole('button', { name: /^Language: EN/ }).click();
      await page.getByRole('menuitemradio', { name: /Lietuvių/ }).click();
    }
    await context.close();
  });
});
