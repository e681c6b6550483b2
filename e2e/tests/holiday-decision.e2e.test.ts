import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, dataOf } from '../support/api';
import { demo, launchBrowser, pickDate, signedInPage } from '../support/browser';
import { addDays, mondayIn } from '../support/dates';

const words = {
  lt: {
    holidayName: 'Šventės pavadinimas',
    holidayFrom: 'Šventė nuo',
    add: 'Pridėti šventę',
    covers: 'Šventė apima 1 rezervaciją. Ką su ja daryti?',
    cancel: 'Atšaukti ją ir pridėti šventę (susiję žmonės bus informuoti)',
    done: 'Šventė pridėta; jos metu buvusios rezervacijos atšauktos, susiję žmonės informuoti',
  },
  en: {
    holidayName: 'Holiday name',
    holidayFrom: 'Holiday from',
    add: 'Add a holiday',
    covers: 'The holiday covers 1 reservation. What becomes of it?',
    cancel: 'Cancel it and add the holiday (its people are told)',
    done: 'Holiday added; the reservations on it were cancelled and their people told',
  },
} as const;

/*
 * Issue 27: a holiday added over bookings answered 201 and left them standing, counted by the reports. The
 * administrator now sees what it covers and decides. Far-off weeks (a holiday closes every room): no other journey
 * of the run books there; the period and holiday go again at the end.
 */
describe.each([
  ['lt', 90],
  ['en', 92],
] as const)('given a booking on a day that becomes a holiday, in %s', (language, weeksAhead) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should list the booking, cancel it on the choice, and leave the holiday', async () => {
    const w = words[language];
    const monday = mondayIn(weeksAhead);
    const { context, page } = await signedInPage(browser, demo.admin, language);
    let periodId: number | undefined;
    try {
      const api = apiOf(page);
      const periodName = `E2E ${language} holiday decision ${monday}`;
      const period = dataOf(
        await api.POST('/api/admin/periods', {
          body: {
            name: periodName,
            starts_on: monday,
            ends_on: addDays(monday, 27),
            teaching_weeks: 4,
            exam_weeks: null,
          },
        }),
      );
      periodId = period.data.id;
      const rooms = dataOf(await api.GET('/api/resources')).data;
      const items = dataOf(await api.GET('/api/resources/{id}/items', { params: { path: { id: rooms[0]!.id } } })).data;
      const booked = dataOf(
        await api.POST('/api/items/{itemId}/reservations', {
          params: { path: { itemId: items[0]!.id } },
          body: {
            name: `E2E ${language} seminar`,
            from: monday,
            to: monday,
            from_time: { hours: 10, minutes: 0 },
            to_time: { hours: 11, minutes: 30 },
            type: 'lecture',
          },
        }),
      );
      const bookingId = booked.data[0]!.id;
      const blackoutsOn = async () =>
        dataOf(await api.GET('/api/blackouts', { params: { query: { from: monday, to: monday } } })).data;

      await page.goto('/admin/periods');
      const card = page.getByRole('region', { name: periodName });
      await card.getByLabel(w.holidayName).fill(`E2E ${language} decision`);
      await pickDate(page, w.holidayFrom, monday, card);
      await card.getByRole('button', { name: w.add }).click();
      const decision = page.getByRole('alertdialog', { name: w.covers });
      await decision.getByText(`E2E ${language} seminar`).waitFor();
      // Nothing is written until the choice.
      expect(await blackoutsOn()).toEqual([]);
      await decision.getByRole('button', { name: w.cancel }).click();
      await page.getByText(w.done).first().waitFor();

      expect((await blackoutsOn()).map((blackout) => blackout.name)).toEqual([`E2E ${language} decision`]);
      const gone = await api.GET('/api/items/{itemId}/reservations/{id}', {
        params: { path: { itemId: items[0]!.id, id: bookingId } },
      });
      expect(gone.response.status).toBe(404);
    } finally {
      if (periodId !== undefined) {
        const api = apiOf(page);
        const { blackouts } = dataOf(
          await api.GET('/api/admin/periods/{id}', { params: { path: { id: periodId } } }),
        ).data;
        for (const blackout of blackouts) {
          await api.DELETE('/api/admin/blackouts/{id}', { params: { path: { id: blackout.id } } });
        }
        await api.DELETE('/api/admin/periods/{id}', { params: { path: { id: periodId } } });
      }
      await context.close();
    }
  });
});
