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
    const { context, page } = await openPage(browser);
    let periodId: number | undefined;
    try {
      await signIn(page, demo.admin);
      await useLanguage(page, language);
      const headers = { 'x-xsrf-token': await xsrf(page) };
      const periodName = `E2E ${language} holiday decision ${monday}`;
      const period = await page.request.post('/api/admin/periods', {
        headers,
        data: {
          name: periodName,
          starts_on: monday,
          ends_on: addDays(monday, 27),
          teaching_weeks: 4,
          exam_weeks: null,
        },
      });
      expect(period.status(), await period.text()).toBe(201);
      periodId = ((await period.json()) as { data: { id: number } }).data.id;
      const rooms = (await (await page.request.get('/api/resources')).json()).data as { id: number }[];
      const items = (await (await page.request.get(`/api/resources/${rooms[0]!.id}/items`)).json()).data as {
        id: number;
      }[];
      const booked = await page.request.post(`/api/items/${items[0]!.id}/reservations`, {
        headers,
        data: {
          name: `E2E ${language} seminar`,
          from: monday,
          to: monday,
          from_time: { hours: 10, minutes: 0 },
          to_time: { hours: 11, minutes: 30 },
          type: 'lecture',
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const bookingId = ((await booked.json()) as { data: { id: number }[] }).data[0]!.id;

      await page.goto('/admin/periods');
      const card = page.getByRole('region', { name: periodName });
      await card.getByLabel(w.holidayName).fill(`E2E ${language} decision`);
      await card.getByLabel(w.holidayFrom).fill(monday);
      await card.getByRole('button', { name: w.add }).click();
      const decision = page.getByRole('alertdialog', { name: w.covers });
      await decision.getByText(`E2E ${language} seminar`).waitFor();
      // Nothing is written until the choice.
      const before = (await (await page.request.get(`/api/blackouts?from=${monday}&to=${monday}`)).json()).data;
      expect(before).toEqual([]);
      await decision.getByRole('button', { name: w.cancel }).click();
      await page.getByText(w.done).first().waitFor();

      const after = (await (await page.request.get(`/api/blackouts?from=${monday}&to=${monday}`)).json()).data as {
        name: string;
      }[];
      expect(after.map((blackout) => blackout.name)).toEqual([`E2E ${language} decision`]);
      const gone = await page.request.get(`/api/items/${items[0]!.id}/reservations/${bookingId}`);
      expect(gone.status()).toBe(404);
    } finally {
      if (periodId !== undefined) {
        const headers = { 'x-xsrf-token': await xsrf(page) };
        const blackouts = (await (await page.request.get(`/api/admin/periods/${periodId}`)).json()).data.blackouts as {
          id: number;
        }[];
        for (const blackout of blackouts) {
          await page.request.delete(`/api/admin/blackouts/${blackout.id}`, { headers });
        }
        await page.request.delete(`/api/admin/periods/${periodId}`, { headers });
      }
      await context.close();
    }
  });
});
