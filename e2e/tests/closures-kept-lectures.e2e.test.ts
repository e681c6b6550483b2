import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, dataOf } from '../support/api';
import { demo, launchBrowser, signedInPage } from '../support/browser';
import { addDays, mondayIn } from '../support/dates';

const words = {
  lt: {
    closure: 'Uždaryta: Remontas',
    kept: 'vyksta nepaisant uždarymo (Uždaryta: Remontas)',
    mark: 'Vyksta',
    refusal: 'Uždaryta: Remontas. Šio laiko rezervuoti negalima',
  },
  en: {
    closure: 'Closed: Remontas',
    kept: 'takes place despite the closure (Closed: Remontas)',
    mark: 'Takes place',
    refusal: 'Closed: Remontas. This time cannot be reserved',
  },
} as const;

/** Whether all of an element's text is drawn: nothing cut at its edges. */
const fullyShown = (locator: Locator) =>
  locator.evaluate(
    (element) => element.scrollHeight <= element.clientHeight + 1 && element.scrollWidth <= element.clientWidth + 1,
  );

/*
 * A walk at a semester's end: a lecture kept in a room closed for a day (the administrator chose "keep") sat on the
 * "Closed" band with no mark; the free-time cursor on the closed day named no closure and was cut off; a `?date=` link
 * (as the lane screens make) opened today's week; rooms at a glance covered only the top of the closed room's row.
 * Far-off weeks: no other journey of the run books there.
 */
describe.each([
  ['lt', 124],
  ['en', 126],
] as const)('given a lecture kept in a room closed for its day, in %s', (language, weeksAhead) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should mark the lecture as taking place, name the closure on refusal, and draw it on the whole glance row', async () => {
    const say = words[language];
    const tuesday = addDays(mondayIn(weeksAhead), 1);
    const { context, page } = await signedInPage(browser, demo.admin, language);
    const api = apiOf(page);
    const rooms = dataOf(await api.GET('/api/resources')).data;
    const room = rooms[1]!;
    let blackoutId: number | undefined;
    let bookingId: number | undefined;
    let itemId: number | undefined;
    try {
      const items = dataOf(await api.GET('/api/resources/{id}/items', { params: { path: { id: room.id } } })).data;
      const booked = dataOf(
        await api.POST('/api/items/{itemId}/reservations', {
          params: { path: { itemId: items[0]!.id } },
          body: {
            name: `E2E ${language} kept lecture`,
            from: tuesday,
            to: tuesday,
            from_time: { hours: 17, minutes: 0 },
            to_time: { hours: 18, minutes: 30 },
            type: 'lecture',
          },
        }),
      );
      bookingId = booked.data[0]!.id;
      itemId = items[0]!.id;
      const closed = dataOf(
        await api.POST('/api/admin/resources/{id}/blackouts', {
          params: { path: { id: room.id } },
          body: { name: 'Remontas', from: tuesday, to: tuesday, affected: 'keep' },
        }),
      );
      blackoutId = closed.data.id;

      // The day as a lane screen links it: the room's week that holds it.
      await page.goto(`/resources/${room.id}?date=${tuesday}`);
      const band = page.locator(`[data-date="${tuesday}"] [data-closed]`);
      await expect.poll(() => band.getAttribute('title')).toBe(say.closure);
      const lecture = page.getByRole('button', { name: new RegExp(`E2E ${language} kept lecture`) });
      await expect.poll(() => lecture.getAttribute('aria-label')).toContain(say.kept);
      expect(await lecture.getAttribute('data-despite-closure')).toBe('true');
      expect(await lecture.innerText()).toContain(say.mark);

      // The keyboard's free-time cursor on the closed day: refused, the closure named, every word shown.
      const cursor = page.locator('[data-free-time]');
      await cursor.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      const refused = page.locator(`[data-date="${tuesday}"] [data-free-time]`);
      await expect.poll(() => refused.getAttribute('data-state')).toBe('refused');
      expect(await refused.innerText()).toContain(say.refusal);
      expect(await refused.getAttribute('aria-label')).toContain(say.refusal);
      expect(await fullyShown(refused)).toBe(true);

      // Rooms at a glance that day: the room's band fills its row, however tall its label makes it.
      await page.goto(`/resources/glance?date=${tuesday}`);
      const row = page.locator(`[data-row-id="${room.id}"]`);
      await row.scrollIntoViewIfNeeded();
      const rowBand = row.locator('[data-closed]');
      await expect.poll(() => rowBand.getAttribute('title')).toBe(say.closure);
      const rowBox = (await row.boundingBox())!;
      const bandBox = (await rowBand.boundingBox())!;
      expect(bandBox.y).toBeLessThanOrEqual(rowBox.y + 1);
      // Down to the row's bottom border (1 px); it stopped at the lanes' 44 px under a label of two lines or more.
      expect(rowBox.height).toBeGreaterThan(46);
      expect(bandBox.y + bandBox.height).toBeGreaterThanOrEqual(rowBox.y + rowBox.height - 1.5);
      await expect
        .poll(() =>
          row.getByRole('button', { name: new RegExp(`E2E ${language} kept lecture`) }).getAttribute('aria-label'),
        )
        .toContain(say.kept);
    } finally {
      if (blackoutId !== undefined) {
        await api.DELETE('/api/admin/resources/{id}/blackouts/{blackoutId}', {
          params: { path: { id: room.id, blackoutId } },
        });
      }
      if (bookingId !== undefined && itemId !== undefined) {
        await api.DELETE('/api/items/{itemId}/reservations/{id}', { params: { path: { itemId, id: bookingId } } });
      }
      await context.close();
    }
  });
});
