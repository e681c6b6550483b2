import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickFreeTime, demo, launchBrowser, openPage, signIn } from '../support/browser';
import { addDays, mondayIn } from '../support/dates';

/*
 * Issue 12, items 1, 3, 4 and 7, in both languages: a weekly Saturday and Sunday lecture series with one occurrence
 * deleted on its own and one renamed on its own; its calendar files yield exactly the server's occurrences; a new
 * reservation from the hours view is a lecture whose slot picker refuses the slots the series takes on its dates;
 * a remote reservation beside the lecture says the room is in use and the week marks it as not using the room.
 */

const words = {
  lt: {
    name: 'Pavadinimas',
    save: 'Išsaugoti',
    type: /^Tipas/,
    lecture: 'Paskaita',
    repeat: 'Kartoti',
    slot: (number: number) => new RegExp(`^Paskaita ${number}\\b`),
    taken: 'Užimta',
    remote: 'Nuotolinė rezervacija',
    remoteAddress: 'Nuotolinio prisijungimo adresas',
    roomInUse: 'Auditorija tuo metu naudojama; nuotolinė rezervacija jos neužims:',
    remoteOnly: 'Nuotolinė – auditorija nenaudojama',
    exportWeek: 'Eksportuoti savaitę (.ics)',
    exportForm: 'Eksportuoti į kalendorių',
    discard: 'Atsisakyti',
    weekFile: (room: string, from: string, to: string) => `${room}, savaitė ${from}–${to}.ics`,
  },
  en: {
    name: 'Name',
    save: 'Save',
    type: /^Type/,
    lecture: 'Lecture',
    repeat: 'Repeat',
    slot: (number: number) => new RegExp(`^Slot ${number}\\b`),
    taken: 'Taken on',
    remote: 'Remote reservation',
    remoteAddress: 'Remote address',
    roomInUse: 'The room is in use then; a remote reservation does not take it:',
    remoteOnly: 'Remote – room not used',
    exportWeek: 'Export the week (.ics)',
    exportForm: 'Export to calendar',
    discard: 'Discard',
    weekFile: (room: string, from: string, to: string) => `${room}, week ${from}–${to}.ics`,
  },
} as const;
type Language = keyof typeof words;

interface Listed {
  id: number;
  name: string;
  from: string;
  starts_at: string;
  item_id: number | null;
  detached: boolean;
  repeater_id: number | null;
}

/** Every occurrence a calendar file yields, as `start name`, sorted (ical.js expands the rules). */
function occurrencesOf(content: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const found: string[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const iterator = event.iterator();
    for (let next = iterator.next(); next && found.length < 500; next = iterator.next()) {
      const start = event.getOccurrenceDetails(next).startDate.toJSDate().toISOString();
      found.push(`${start} ${event.summary}`);
    }
  }
  return found.sort();
}

function uidsOf(content: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(content));
  return calendar.getAllSubcomponents('vevent').map((component) => String(component.getFirstPropertyValue('uid')));
}

/** A download's file name as the browser saves it, and its text. */
async function downloaded(download: Promise<Download>): Promise<{ name: string; content: string }> {
  const file = await download;
  return { name: file.suggestedFilename(), content: readFileSync((await file.path())!, 'utf8') };
}

async function journey(browser: Browser, language: Language, roomName: string, weeksAhead: number) {
  const say = words[language];
  const { context, page } = await openPage(browser);
  await signIn(page, demo.teacher, language);
  try {
    await runJourney(context, page, say, language, roomName, weeksAhead);
  } finally {
    if (language === 'en') {
      // Leave the demo teacher in Lithuanian for the other journeys of this run.
      const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
      await page.request.post('/api/set-language', {
        headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
        data: { language: 'lt' },
      });
    }
    await context.close();
  }
}

async function runJourney(
  context: BrowserContext,
  page: Page,
  say: (typeof words)[Language],
  language: Language,
  roomName: string,
  weeksAhead: number,
) {
  const xsrf = async () =>
    decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const resources = (await (await page.request.get('/api/resources')).json()).data as { id: number; name: string }[];
  const room = resources.find((resource) => resource.name === roomName)!;
  const items = (await (await page.request.get(`/api/resources/${room.id}/items`)).json()).data as { id: number }[];
  const itemUrl = `/api/items/${items[0]!.id}/reservations`;

  // A weekly Saturday and Sunday lecture over three weeks, made through the API as the web app makes it.
  const monday = mondayIn(weeksAhead);
  const saturday = (week: number) => addDays(monday, 5 + 7 * week);
  const sunday = (week: number) => addDays(monday, 6 + 7 * week);
  const seriesName = language === 'lt' ? 'Algebra savaitgaliais' : 'Weekend algebra';
  const body = {
    name: seriesName,
    from: saturday(0),
    to: saturday(0),
    from_time: { hours: 10, minutes: 0 },
    to_time: { hours: 11, minutes: 30 },
    type: 'lecture',
    repeater: { type: 'weekly', interval: 1, until: sunday(2), weekdays: ['saturday', 'sunday'] },
  };
  const created = await page.request.post(itemUrl, { headers: { 'x-xsrf-token': await xsrf() }, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const series = (await created.json()).data as Listed[];
  expect(series.map((row) => row.from)).toEqual([
    saturday(0),
    sunday(0),
    saturday(1),
    sunday(1),
    saturday(2),
    sunday(2),
  ]);
  const byDate = (date: string) => series.find((row) => row.from === date)!;
  // Delete the last Sunday on its own; rename the middle Saturday on its own.
  const removed = await page.request.delete(`${itemUrl}/${byDate(sunday(2)).id}?update_selection_repeater=this`, {
    headers: { 'x-xsrf-token': await xsrf() },
  });
  expect(removed.status()).toBe(204);
  const renamedName = `${seriesName} (II)`;
  const renamed = await page.request.put(`${itemUrl}/${byDate(saturday(1)).id}`, {
    headers: { 'x-xsrf-token': await xsrf() },
    data: { ...body, name: renamedName, from: saturday(1), to: saturday(1), update_selection_repeater: 'this' },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  const listed = (
    await (await page.request.get(`/api/resources/${room.id}/reservations?from=${saturday(0)}&to=${sunday(2)}`)).json()
  ).data as Listed[];
  const ours = listed.filter((row) => row.name === seriesName || row.name === renamedName);
  const serverOccurrences = ours.map((row) => `${row.starts_at} ${row.name}`).sort();
  expect(serverOccurrences).toHaveLength(5);

  // Item 1: the week export (a series occurrence and the renamed one) yields every occurrence once.
  await page.goto(`/resources/${room.id}?week=${addDays(monday, 7)}`);
  const seriesBlock = page.locator(`[data-date="${sunday(1)}"]`).getByRole('button', { name: new RegExp(seriesName) });
  await expect.poll(() => seriesBlock.isVisible()).toBe(true);
  const { name: weekFileName, content: weekFile } = await downloaded(
    (async () => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: say.exportWeek }).click();
      return download;
    })(),
  );
  expect(occurrencesOf(weekFile)).toEqual(serverOccurrences);
  // A teacher's walk: the week's file was schedule_<timestamp>.ics; it is named for the room and the week it holds.
  expect(weekFileName).toBe(say.weekFile(roomName, addDays(monday, 7), addDays(monday, 13)));

  // The form's export of a series occurrence yields the series as the server holds it, under the same UID.
  await seriesBlock.click();
  const form = page.getByRole('dialog').first();
  await expect.poll(() => form.getByLabel(say.name).inputValue()).toBe(seriesName);
  const { name: formFileName, content: formFile } = await downloaded(
    (async () => {
      const download = page.waitForEvent('download');
      await form.getByRole('button', { name: say.exportForm }).click();
      return download;
    })(),
  );
  expect(formFileName).toBe(`${seriesName}.ics`);
  expect(occurrencesOf(formFile)).toEqual(serverOccurrences.filter((line) => !line.endsWith(renamedName)));
  const seriesUid = uidsOf(formFile)[0]!;
  expect(seriesUid).toMatch(/^series-\d+@laikas$/);
  expect(uidsOf(weekFile)).toContain(seriesUid);
  // The teacher created it and nobody else answers for it: the organizer with an e-mail, in both files (issue 35).
  expect(formFile).toMatch(/ORGANIZER;CN=[^:]+:mailto:destytojas@example\.edu/i);
  expect(weekFile).toMatch(/ORGANIZER;CN=[^:]+:mailto:destytojas@example\.edu/i);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

  // Items 7 and 3: free time clicked in the hours view opens a lecture; with a repeat rule its slot picker refuses
  // the slot the series takes, naming the dates.
  await page.goto(`/resources/${room.id}?week=${monday}`);
  await expect
    .poll(() =>
      page
        .locator(`[data-date="${saturday(0)}"]`)
        .first()
        .isVisible(),
    )
    .toBe(true);
  await clickFreeTime(page, saturday(0), 12, 30);
  await expect.poll(() => form.getByLabel(say.name).isVisible()).toBe(true);
  await expect.poll(() => form.getByRole('button', { name: say.type }).textContent()).toContain(say.lecture);
  const slot4 = form.getByRole('button', { name: say.slot(4) });
  await expect.poll(() => slot4.isDisabled()).toBe(true);
  await expect.poll(() => slot4.getAttribute('aria-pressed')).toBe('false');
  await form.getByRole('checkbox', { name: say.repeat }).check();
  // Daily for a week from the first Saturday: the series takes 10:00–11:30 on both weekend days and the renamed one.
  await expect
    .poll(async () => (await slot4.textContent()) ?? '')
    .toContain(`${say.taken} ${saturday(0)}, ${sunday(0)}, ${saturday(1)}`);
  await expect.poll(() => form.getByRole('button', { name: say.slot(5) }).isEnabled()).toBe(true);
  // Repeat was ticked: Escape asks before the input goes.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: say.discard, exact: true }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

  // Item 4: a remote reservation beside the lecture in the room: the form says the room is in use, the week says
  // the remote one does not use the room.
  await clickFreeTime(page, sunday(0), 12, 30);
  await expect.poll(() => form.getByLabel(say.name).isVisible()).toBe(true);
  await expect.poll(() => form.getByRole('button', { name: say.slot(4) }).isDisabled()).toBe(true);
  await form.getByRole('checkbox', { name: say.remote }).check();
  await expect.poll(() => form.getByRole('button', { name: say.slot(4) }).isEnabled()).toBe(true);
  await form.getByRole('button', { name: say.slot(4) }).click();
  const remoteName = language === 'lt' ? 'Nuotolinė konsultacija' : 'Remote consultation';
  await form.getByLabel(say.name).fill(remoteName);
  await form.getByLabel(say.remoteAddress).fill('https://meet.example.lt/konsultacija');
  await expect
    .poll(() => form.getByRole('list', { name: say.roomInUse }).textContent())
    .toContain(`${sunday(0)} 10:00–11:30 ${seriesName} (${roomName})`);
  await form.getByRole('button', { name: say.save }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  const remoteBlock = page.locator(`[data-date="${sunday(0)}"]`).getByRole('button', { name: new RegExp(remoteName) });
  await expect.poll(() => remoteBlock.isVisible()).toBe(true);
  await expect.poll(() => remoteBlock.getAttribute('aria-label')).toContain(say.remoteOnly);
  await expect.poll(() => remoteBlock.textContent()).toContain(say.remoteOnly);
  await expect
    .poll(() =>
      page
        .locator(`[data-date="${sunday(0)}"]`)
        .getByRole('button', { name: new RegExp(seriesName) })
        .count(),
    )
    .toBe(1);
}

describe('given a teacher with a weekend lecture series', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should export, check slots and reserve remotely beside it, in Lithuanian', async () => {
    await journey(browser, 'lt', 'MIF 103 seminarų kambarys', 20);
  });

  it('should export, check slots and reserve remotely beside it, in English', async () => {
    await journey(browser, 'en', 'FF 103 seminarų kambarys', 21);
  });
});
