import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, signIn, useLanguage } from '../support/browser';

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday `weeks` weeks after the current week's Monday. */
function mondayIn(weeks: number): string {
  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = (today.getUTCDay() + 6) % 7;
  return addDays(today.toISOString().slice(0, 10), weeks * 7 - weekday);
}

async function xsrf(page: Page): Promise<string> {
  return decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
}

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
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, demo.teacher);
      const rooms = (await (await page.request.get('/api/resources')).json()).data as { id: number }[];
      const room = rooms[0]!;
      const items = (await (await page.request.get(`/api/resources/${room.id}/items`)).json()).data as {
        id: number;
      }[];
      const itemUrl = `/api/items/${items[0]!.id}/reservations`;
      const created = await page.request.post(itemUrl, {
        headers: { 'x-xsrf-token': await xsrf(page) },
        data: {
          name: say.name,
          from: monday,
          to: monday,
          from_time: { hours: 10, minutes: 0 },
          to_time: { hours: 11, minutes: 30 },
          type: 'lecture',
          repeater: { type: 'weekly', interval: 1, until: mondays[2], weekdays: ['monday'] },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
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
        (
          (await (await page.request.get(`${itemUrl}?from=${mondays[0]}&to=${mondays[2]}`)).json()).data as {
            name: string;
            from_time: { hours: number };
          }[]
        )
          .filter((reservation) => reservation.name === say.name)
          .map((reservation) => reservation.from_time.hours);
      expect(await stored()).toEqual([10, 10, 10]);
      await preview.getByRole('button', { name: say.save, exact: true }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(stored).toEqual([12, 12, 12]);
    } finally {
      const rows = (await (await page.request.get('/api/reservations?per_page=100')).json()).data as
        { id: number; item_id: number | null; name: string }[] | undefined;
      const ours = (rows ?? []).find((row) => row.name === say.name);
      if (ours?.item_id) {
        await page.request.delete(`/api/items/${ours.item_id}/reservations/${ours.id}?update_selection_repeater=all`, {
          headers: { 'x-xsrf-token': await xsrf(page) },
        });
      }
      await context.close();
    }
  });
});
