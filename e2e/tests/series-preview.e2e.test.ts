import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, dataOf } from '../support/api';
import { demo, launchBrowser, signedInPage, useLanguage } from '../support/browser';
import { addDays, mondayIn } from '../support/dates';

const words = {
  lt: {
    name: 'Serijos peržiūra',
    slot: (number: number) => new RegExp(`^${number} paskaita`),
    save: 'Išsaugoti',
    all: 'Visas',
    title: 'Kas pasikeis išsaugojus',
    moved: 'Perkeliama (3): sena → nauja',
  },
  en: {
    name: 'Series preview',
    slot: (number: number) => new RegExp(`^Slot ${number}\\b`),
    save: 'Save',
    all: 'All',
    title: 'What saving will change',
    moved: 'Moved (3): old → new',
  },
} as const;

/*
 * Issue 36: editing a whole series saved with no word of the dates it changes. A teacher moves a weekly lecture to
 * the next slot for "all": before saving the form lists every date moved, old → new, as the server computed it;
 * Save there saves exactly that. Far-off weeks: no other journey of the run books there.
 */
describe.each([
  ['lt', 90],
  ['en', 92],
] as const)('given a weekly lecture of three weeks, in %s', (language, weeksAhead) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should list the dates that move before saving "all", and save them so', async () => {
    const say = words[language];
    const monday = mondayIn(weeksAhead);
    const mondays = [0, 1, 2].map((week) => addDays(monday, 7 * week));
    const { context, page } = await signedInPage(browser, demo.teacher);
    try {
      const api = apiOf(page);
      const room = dataOf(await api.GET('/api/resources')).data[0]!;
      const items = dataOf(await api.GET('/api/resources/{id}/items', { params: { path: { id: room.id } } })).data;
      const itemId = items[0]!.id;
      dataOf(
        await api.POST('/api/items/{itemId}/reservations', {
          params: { path: { itemId } },
          body: {
            name: say.name,
            from: monday,
            to: monday,
            from_time: { hours: 10, minutes: 0 },
            to_time: { hours: 11, minutes: 30 },
            type: 'lecture',
            repeater: { type: 'weekly', interval: 1, until: mondays[2]!, weekdays: ['monday'] },
          },
        }),
      );
      if (language === 'en') {
        await useLanguage(page, 'en');
      }

      await page.goto(`/resources/${room.id}?week=${monday}`);
      const block = page.locator(`[data-date="${monday}"]`).getByRole('button', { name: new RegExp(say.name) });
      await expect.poll(() => block.count()).toBe(1);
      await block.click();
      const form = page.getByRole('dialog').first();
      await expect.poll(() => form.getByRole('button', { name: say.slot(5) }).isEnabled()).toBe(true);
      await form.getByRole('button', { name: say.slot(5) }).click();
      await form.getByRole('button', { name: say.save, exact: true }).click();
      await page.getByRole('button', { name: say.all, exact: true }).click();

      const preview = page.getByRole('dialog', { name: say.title });
      const moved = preview.getByRole('list', { name: say.moved });
      await expect
        .poll(() => moved.getByRole('listitem').allTextContents())
        .toEqual(mondays.map((date) => `${date} 10:00–11:30 → ${date} 12:00–13:30`));
      // Nothing saved yet.
      const stored = async () =>
        dataOf(
          await api.GET('/api/items/{itemId}/reservations', {
            params: { path: { itemId }, query: { from: mondays[0]!, to: mondays[2]! } },
          }),
        )
          .data.filter((reservation) => reservation.name === say.name)
          .map((reservation) => reservation.from_time.hours);
      expect(await stored()).toEqual([10, 10, 10]);
      await preview.getByRole('button', { name: say.save, exact: true }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(stored).toEqual([12, 12, 12]);
    } finally {
      const api = apiOf(page);
      const rows = (await api.GET('/api/reservations', { params: { query: { per_page: 100 } } })).data?.data;
      const ours = (rows ?? []).find((row) => row.name === say.name);
      if (ours?.item_id) {
        await api.DELETE('/api/items/{itemId}/reservations/{id}', {
          params: { path: { itemId: ours.item_id, id: ours.id }, query: { update_selection_repeater: 'all' } },
        });
      }
      await context.close();
    }
  });
});
