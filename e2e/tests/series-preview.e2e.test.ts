import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, dataOf } from '../support/api';
import { chooseOption, demo, launchBrowser, signedInPage, useLanguage } from '../support/browser';
import { addDays, mondayIn } from '../support/dates';

const words = {
  lt: {
    name: 'Serijos peržiūra',
    slot: (number: number) => new RegExp(`^Paskaita ${number}\\b`),
    save: 'Išsaugoti',
    all: 'Visas',
    title: 'Kas pasikeis išsaugojus',
    moved: 'Perkeliama (3): sena → nauja',
    remoteName: 'Nuotolinės serijos peržiūra',
    resource: 'Išteklius',
    nextWeek: 'Kita savaitė →',
    edit: 'Redaguoti',
  },
  en: {
    name: 'Series preview',
    slot: (number: number) => new RegExp(`^Slot ${number}\\b`),
    save: 'Save',
    all: 'All',
    title: 'What saving will change',
    moved: 'Moved (3): old → new',
    remoteName: 'Remote series preview',
    resource: 'Resource',
    nextWeek: 'Next week →',
    edit: 'Edit',
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

/*
 * Issue 36: a remote series (the remote reservations screen) was saved with no preview. A teacher opens next week's
 * remote session from that screen and moves the whole series to the next slot: the form lists every date moved before
 * saving, as for a room. Next week from the screen's own navigation; lt and en on different weekdays of it.
 */
describe.each([
  ['lt', 2],
  ['en', 3],
] as const)('given a weekly remote session of three weeks, in %s', (language, weekday) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should list the dates that move before saving "all", and save them so', async () => {
    const say = words[language];
    const first = addDays(mondayIn(1), weekday);
    const dates = [0, 1, 2].map((week) => addDays(first, 7 * week));
    const { context, page } = await signedInPage(browser, demo.teacher);
    const api = apiOf(page);
    const resource = dataOf(await api.GET('/api/resources/remote-enabled')).data[0]!;
    const name = `${say.remoteName} ${Date.now()}`;
    try {
      const made = dataOf(
        await api.POST('/api/resources/{resourceId}/reservations', {
          params: { path: { resourceId: resource.id } },
          body: {
            name,
            from: first,
            to: first,
            from_time: { hours: 17, minutes: 0 },
            to_time: { hours: 18, minutes: 30 },
            type: 'lecture',
            is_remote: 1,
            remote_address: 'https://meet.example.edu/series-preview',
            repeater: {
              type: 'weekly',
              interval: 1,
              until: dates[2]!,
              weekdays: [language === 'lt' ? 'wednesday' : 'thursday'],
            },
          },
        }),
      );
      expect(made.data).toHaveLength(3);
      if (language === 'en') {
        await useLanguage(page, 'en');
      }

      await page.goto('/remote-reservations');
      await chooseOption(page, say.resource, resource.name);
      await page.getByRole('link', { name: say.nextWeek }).click();
      await page.getByRole('link', { name }).click();
      await page.getByRole('button', { name: say.edit, exact: true }).click();
      const form = page.getByRole('dialog').first();
      await expect.poll(() => form.getByRole('button', { name: say.slot(9) }).isEnabled()).toBe(true);
      await form.getByRole('button', { name: say.slot(9) }).click();
      await form.getByRole('button', { name: say.save, exact: true }).click();
      await page.getByRole('button', { name: say.all, exact: true }).click();

      const preview = page.getByRole('dialog', { name: say.title });
      await expect
        .poll(() => preview.getByRole('list', { name: say.moved }).getByRole('listitem').allTextContents())
        .toEqual(dates.map((date) => `${date} 17:00–18:30 → ${date} 18:40–20:10`));
      const stored = async () =>
        dataOf(
          await api.GET('/api/resources/{id}/remote-reservations', {
            params: { path: { id: resource.id }, query: { from: dates[0]!, to: dates[2]! } },
          }),
        )
          .data.filter((reservation) => reservation.name === name)
          .map((reservation) => reservation.from_time.hours);
      // Nothing saved yet.
      expect(await stored()).toEqual([17, 17, 17]);
      await preview.getByRole('button', { name: say.save, exact: true }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(stored).toEqual([18, 18, 18]);
    } finally {
      const rows = (await api.GET('/api/reservations', { params: { query: { per_page: 100 } } })).data?.data;
      const ours = (rows ?? []).find((row) => row.name === name);
      if (ours) {
        await api.DELETE('/api/remote-reservations/{id}', {
          params: { path: { id: ours.id }, query: { update_selection_repeater: 'all' } },
        });
      }
      await context.close();
    }
  });
});

const teachingWords = {
  lt: {
    name: 'Paskaitos iki sesijos',
    exams: (name: string) => `Egzaminų sesija: ${name}`,
    notice: 'Per egzaminų sesiją paskaitos nevyksta: 2 datos nebus rezervuotos:',
    moved: 'Perkeliama (2): sena → nauja',
    removed: 'Pašalinama (2)',
    skipped: 'Nerezervuojama, egzaminų sesija (2)',
    skippedLine: (date: string, name: string) => `${date}: ${name} egzaminų sesija (paskaitos nevyksta)`,
  },
  en: {
    name: 'Lectures until the session',
    exams: (name: string) => `Exam session: ${name}`,
    notice: 'Lectures are not held in the exam session: 2 dates will not be reserved:',
    moved: 'Moved (2): old → new',
    removed: 'Removed (2)',
    skipped: 'Not reserved, in the exam session (2)',
    skippedLine: (date: string, name: string) => `${date}: ${name} exam session (lectures are not held)`,
  },
} as const;

/*
 * Issue 36: lectures are not held in an exam session. A weekly lecture of a group made before the office set the
 * session runs into it; the form opened on it names the session's dates it will not book, and moving the series for
 * "all" lists those dates as removed and not booked, moves the others, and saves exactly that. Far-off weeks.
 */
describe.each([
  ['lt', 94],
  ['en', 86],
] as const)('given a weekly lecture of a group that runs into the exam session, in %s', (language, weeksAhead) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should name the session dates it leaves out, then move the rest and remove them, as previewed', async () => {
    const say = { ...words[language], ...teachingWords[language] };
    const monday = mondayIn(weeksAhead);
    const mondays = [0, 1, 2, 3].map((week) => addDays(monday, 7 * week));
    const period = `E2E sesija ${language} ${Date.now()}`;
    const { context, page } = await signedInPage(browser, demo.teacher);
    const office = await signedInPage(browser, demo.admin);
    let periodId: number | undefined;
    try {
      const api = apiOf(page);
      const room = dataOf(await api.GET('/api/resources')).data[0]!;
      const items = dataOf(await api.GET('/api/resources/{id}/items', { params: { path: { id: room.id } } })).data;
      const itemId = items[0]!.id;
      const group = dataOf(await api.GET('/api/groups')).data[0]!;
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
            groups: [group.id],
            repeater: { type: 'weekly', interval: 1, until: mondays[3]!, weekdays: ['monday'] },
          },
        }),
      );
      // Then the office sets the session over the last two weeks, keeping the lecture's dates there.
      periodId = dataOf(
        await apiOf(office.page).POST('/api/admin/periods', {
          body: {
            name: period,
            starts_on: addDays(monday, -7),
            ends_on: addDays(monday, 27),
            exams_from: mondays[2]!,
            exams_to: addDays(monday, 27),
            affected: 'keep',
          },
        }),
      ).data.id;
      await useLanguage(page, language);

      await page.goto(`/resources/${room.id}?week=${monday}`);
      const block = page.locator(`[data-date="${monday}"]`).getByRole('button', { name: new RegExp(say.name) });
      await expect.poll(() => block.count()).toBe(1);
      await block.click();
      const form = page.getByRole('dialog').first();
      const notice = form.getByRole('list', { name: say.notice });
      await expect
        .poll(() => notice.getByRole('listitem').allTextContents())
        .toEqual([mondays[2]!, mondays[3]!].map((date) => `${date} (${say.exams(period)})`));
      await expect.poll(() => form.getByRole('button', { name: say.slot(5) }).isEnabled()).toBe(true);
      await form.getByRole('button', { name: say.slot(5) }).click();
      await form.getByRole('button', { name: say.save, exact: true }).click();
      await page.getByRole('button', { name: say.all, exact: true }).click();

      const preview = page.getByRole('dialog', { name: say.title });
      await expect
        .poll(() => preview.getByRole('list', { name: say.moved }).getByRole('listitem').allTextContents())
        .toEqual(mondays.slice(0, 2).map((date) => `${date} 10:00–11:30 → ${date} 12:00–13:30`));
      expect(await preview.getByRole('list', { name: say.removed }).getByRole('listitem').allTextContents()).toEqual(
        mondays.slice(2).map((date) => `${date} 10:00–11:30`),
      );
      expect(await preview.getByRole('list', { name: say.skipped }).getByRole('listitem').allTextContents()).toEqual(
        mondays.slice(2).map((date) => say.skippedLine(date, period)),
      );
      await preview.getByRole('button', { name: say.save, exact: true }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      const stored = async () =>
        dataOf(
          await api.GET('/api/items/{itemId}/reservations', {
            params: { path: { itemId }, query: { from: mondays[0]!, to: mondays[3]! } },
          }),
        )
          .data.filter((reservation) => reservation.name === say.name)
          .map((reservation) => `${reservation.from} ${reservation.from_time.hours}`);
      await expect.poll(stored).toEqual(mondays.slice(0, 2).map((date) => `${date} 12`));
    } finally {
      const api = apiOf(page);
      const rows = (await api.GET('/api/reservations', { params: { query: { per_page: 100 } } })).data?.data;
      const ours = (rows ?? []).find((row) => row.name === say.name);
      if (ours?.item_id) {
        await api.DELETE('/api/items/{itemId}/reservations/{id}', {
          params: { path: { itemId: ours.item_id, id: ours.id }, query: { update_selection_repeater: 'all' } },
        });
      }
      if (periodId !== undefined) {
        await apiOf(office.page).DELETE('/api/admin/periods/{id}', { params: { path: { id: periodId } } });
      }
      await office.context.close();
      await context.close();
    }
  });
});
