import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../support/server';
import { apiOf, dataOf } from '../support/api';
import { demo, launchBrowser, openPage, signIn } from '../support/browser';
import { fetchFeed, occurrencesOf, organizerOf } from '../support/calendarFeed';
import { saturdayIn } from '../support/dates';

/* Issue 14: the profile's calendar subscription. A calendar app fetches the address without the browser's session. */

const words = {
  lt: {
    profile: 'Mano profilis',
    title: 'Kalendoriaus prenumerata',
    address: 'Prenumeratos adresas',
    copy: 'Kopijuoti',
    copied: 'Nukopijuota.',
    reset: 'Sukurti naują adresą',
    resetTitle: 'Sukurti naują adresą?',
    resetDone: 'Sukurtas naujas adresas, senasis nebeveikia.',
    reservation: 'Prenumeratos patikra',
    detailsOf: (name: string) => `Ištekliaus ${name} informacija`,
    resourceFeed: (name: string) => `Kalendoriaus adresas: ${name}`,
  },
  en: {
    profile: 'My profile',
    title: 'Calendar subscription',
    address: 'Subscription address',
    copy: 'Copy',
    copied: 'Copied.',
    reset: 'Make a new address',
    resetTitle: 'Make a new address?',
    resetDone: 'A new address was made; the old one no longer works.',
    reservation: 'Subscription check',
    detailsOf: (name: string) => `Details of ${name}`,
    resourceFeed: (name: string) => `Calendar address: ${name}`,
  },
} as const;

describe('given a teacher of the demo university on their profile', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([['lt', 9] as const, ['en', 10] as const])(
    'should copy the calendar address, serve a new reservation there without a session, and revoke it on reset in %s',
    async (language, weeks) => {
      const w = words[language];
      const { context, page } = await openPage(browser);
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
        await signIn(page, demo.teacher, language);
        const api = apiOf(page);

        // A reservation made just now, on a Saturday some weeks ahead (within the feed's half a year).
        const date = saturdayIn(weeks);
        let created: { id: number; itemId: number; resource: string } | undefined;
        for (const resource of dataOf(await api.GET('/api/resources')).data) {
          const items = dataOf(
            await api.GET('/api/resources/{id}/items', { params: { path: { id: resource.id } } }),
          ).data;
          if (items.length === 0) {
            continue;
          }
          const answer = await api.POST('/api/items/{itemId}/reservations', {
            params: { path: { itemId: items[0]!.id } },
            body: {
              name: w.reservation,
              from: date,
              to: date,
              from_time: { hours: 10, minutes: 0 },
              to_time: { hours: 11, minutes: 30 },
              type: 'lecture',
            },
          });
          if (answer.data) {
            created = { id: answer.data.data[0]!.id, itemId: items[0]!.id, resource: resource.name };
            break;
          }
        }
        expect(created).toBeDefined();

        // The profile shows the address; Copy puts it on the clipboard.
        await page.goto('/user/profile');
        await page.getByRole('heading', { name: w.title }).waitFor();
        const box = page.getByLabel(w.address);
        await expect.poll(() => box.inputValue()).toMatch(/\/api\/calendar-feeds\/[\w-]{43}\.ics$/);
        await page.getByRole('button', { name: w.copy, exact: true }).click();
        await page.getByText(w.copied, { exact: true }).waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(await box.inputValue());
        // The e2e server has no APP_URL: the address is where the user reached the app, not http://localhost:8080.
        expect(new URL(copied).origin).toBe(new URL(inject('baseUrl')).origin);

        // A calendar app reads it: no cookies, text/calendar, the reservation just made with its stable UID.
        const feed = await fetchFeed(copied);
        expect(feed.status).toBe(200);
        expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
        const feedText = await feed.text();
        expect(occurrencesOf(feedText)).toContainEqual({
          uid: `reservation-${created!.id}@laikas`,
          name: w.reservation,
          date,
          time: '10:00',
        });
        // Issue 35: the teacher made it and nobody else answers for it, so the teacher organises, by their own address.
        expect(organizerOf(feedText, `reservation-${created!.id}@laikas`)?.address).toBe(
          'mailto:destytojas@example.edu',
        );

        // Reset, confirmed in a dialog: the old address is 404 at once, the new one works.
        await page.getByRole('button', { name: w.reset, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: w.resetTitle });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: w.reset, exact: true }).click();
        await page.getByText(w.resetDone).first().waitFor();
        await expect.poll(() => box.inputValue()).not.toBe(copied);
        const fresh = await box.inputValue();
        expect((await fetchFeed(copied)).status).toBe(404);
        const renewed = await fetchFeed(fresh);
        expect(renewed.status).toBe(200);
        expect(occurrencesOf(await renewed.text()).map((occurrence) => occurrence.name)).toContain(w.reservation);

        // The room's details show its feed; it names who runs the lecture, by an address only where the reader may.
        await page.goto('/resources');
        await page.getByRole('button', { name: w.detailsOf(created!.resource) }).click();
        const publicAddress = await page.getByLabel(w.resourceFeed(created!.resource)).inputValue();
        const roomFeed = await fetchFeed(publicAddress);
        expect(roomFeed.status).toBe(200);
        const roomText = await roomFeed.text();
        expect(occurrencesOf(roomText)).toContainEqual(expect.objectContaining({ name: w.reservation, date }));
        expect(organizerOf(roomText, `reservation-${created!.id}@laikas`)?.address).toMatch(
          /^(mailto:destytojas@example\.edu|urn:x-laikas:user:\d+)$/,
        );

        await api.DELETE('/api/items/{itemId}/reservations/{id}', {
          params: { path: { itemId: created!.itemId, id: created!.id } },
        });
      } finally {
        await context.close();
      }
    },
  );
});
