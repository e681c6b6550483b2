import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickFreeTime, demo, launchBrowser, openPage, signIn } from '../support/browser';
import { addDays, mondayIn } from '../support/dates';

/** Makes the open form an event (a new reservation starts as a lecture, spec 4), so it takes free times. */
async function chooseEvent(page: Page, type: 'Tipas' | 'Type', event: 'Renginys' | 'Event') {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${type}`) })
    .click();
  await page.getByRole('option', { name: event }).click();
}

/** Days of the week after the current one (Monday, Tuesday, Wednesday, Saturday), as YYYY-MM-DD. */
function nextWeek(): { monday: string; tuesday: string; wednesday: string; saturday: string } {
  const monday = mondayIn(1);
  return { monday, tuesday: addDays(monday, 1), wednesday: addDays(monday, 2), saturday: addDays(monday, 5) };
}

describe('given the demo university', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should let a student reserve a free room for an event and see it on the grid', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    await page.goto('/resources');
    await page.getByRole('link', { name: 'FF 102 auditorija' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('FF 102 auditorija');
    await page.getByRole('link', { name: 'Kita savaitė →' }).click();
    const { tuesday } = nextWeek();
    await clickFreeTime(page, tuesday, 15, 30);

    const form = page.getByRole('dialog');
    await expect.poll(() => form.getByLabel('Pavadinimas').isVisible()).toBe(true);
    await form.getByLabel('Pavadinimas').fill('Studentų atstovybės susitikimas');
    await chooseEvent(page, 'Tipas', 'Renginys');
    await form.getByRole('combobox', { name: 'Nuo' }).selectOption('15:30');
    await form.getByRole('combobox', { name: 'Iki' }).selectOption('16:30');
    await form.getByRole('button', { name: 'Išsaugoti' }).click();

    await expect.poll(() => form.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Rezervacija išsaugota' }).count())
      .toBeGreaterThan(0);
    const block = page
      .locator(`[data-date="${tuesday}"]`)
      .getByRole('button', { name: /Studentų atstovybės susitikimas/ });
    await expect.poll(() => block.isVisible()).toBe(true);
    // The block keeps its time on one line with an invisible word joiner after the dash; a person reads 15:30–16:30.
    await expect.poll(async () => (await block.textContent())?.replaceAll('\u2060', '')).toContain('15:30–16:30');

    // A clash: the same time again keeps the form open and lists what overlaps.
    await clickFreeTime(page, tuesday, 18, 0);
    await expect.poll(() => form.getByLabel('Pavadinimas').isVisible()).toBe(true);
    await form.getByLabel('Pavadinimas').fill('Antras susitikimas');
    await chooseEvent(page, 'Tipas', 'Renginys');
    await form.getByRole('combobox', { name: 'Nuo' }).selectOption('16:00');
    await form.getByRole('combobox', { name: 'Iki' }).selectOption('16:30');
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect.poll(() => form.getByText('Persidengia', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => form.textContent()).toContain('Studentų atstovybės susitikimas');
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('should export the week a person reached from the resource list, with what the grid shows', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.teacher);
    // A lecture next Saturday (no timetable lectures then) in a room, made through the API as the web app would make it.
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
    const resources = (await (await page.request.get('/api/resources')).json()).data as { id: number; name: string }[];
    const room = resources.find((resource) => resource.name === 'CHGF 102 auditorija')!;
    const items = (await (await page.request.get(`/api/resources/${room.id}/items`)).json()).data as { id: number }[];
    const { saturday } = nextWeek();
    const created = await page.request.post(`/api/items/${items[0]!.id}/reservations`, {
      headers: { 'x-xsrf-token': decodeURIComponent(xsrf) },
      data: {
        name: 'Eksportuojama paskaita',
        from: saturday,
        to: saturday,
        from_time: { hours: 10, minutes: 0 },
        to_time: { hours: 11, minutes: 30 },
        type: 'lecture',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/resources');
    await page.getByRole('link', { name: 'CHGF 102 auditorija' }).click();
    await page.getByRole('link', { name: 'Kita savaitė →' }).click();
    const block = page.locator(`[data-date="${saturday}"]`).getByRole('button', { name: /Eksportuojama paskaita/ });
    await expect.poll(() => block.isVisible()).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Eksportuoti savaitę (.ics)' }).click();
    const file = await download;
    const content = readFileSync((await file.path())!, 'utf8');
    expect(content).toContain('SUMMARY:Eksportuojama paskaita');
    await context.close();
  });

  it('should move the remote reservations week forward and back', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    await page.goto('/remote-reservations');
    const label = page.getByRole('heading', { level: 2 });
    await expect.poll(() => label.textContent()).toMatch(/\d{4}\sm\./);
    const current = await label.textContent();
    await page.getByRole('link', { name: 'Kita savaitė →' }).click();
    await expect.poll(() => label.textContent()).not.toBe(current);
    await page.getByRole('link', { name: '← Ankstesnė savaitė' }).click();
    await expect.poll(() => label.textContent()).toBe(current);
    await page.getByRole('link', { name: '← Ankstesnė savaitė' }).click();
    await page.getByRole('link', { name: 'Ši savaitė' }).click();
    await expect.poll(() => label.textContent()).toBe(current);
    await context.close();
  });
});

describe('given an administrator who works in English', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should reserve, see the clash list and move the remote week, all in English', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.admin);
    await page.goto('/');
    await page.getByRole('button', { name: /^Kalba: LT/ }).click();
    await page.getByRole('menuitemradio', { name: /English/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Hello, /);

    await page.goto('/resources');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Resources');
    await page.getByRole('link', { name: 'FLF 101 auditorija' }).click();
    await page.getByRole('link', { name: 'Next week →' }).click();
    const { wednesday } = nextWeek();
    await clickFreeTime(page, wednesday, 12, 30);
    const form = page.getByRole('dialog');
    await expect.poll(() => form.getByLabel('Name').isVisible()).toBe(true);
    await form.getByLabel('Name').fill('Open day briefing');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Reservation saved' }).count())
      .toBeGreaterThan(0);

    // Clicking the reservation opens it, with what was saved.
    await page
      .locator(`[data-date="${wednesday}"]`)
      .getByRole('button', { name: /Open day briefing/ })
      .click();
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('Open day briefing');
    await page.keyboard.press('Escape');
    await expect.poll(() => form.isVisible()).toBe(false);

    await clickFreeTime(page, wednesday, 17, 30);
    await expect.poll(() => form.getByLabel('Name').isVisible()).toBe(true);
    await form.getByLabel('Name').fill('Second briefing');
    await chooseEvent(page, 'Type', 'Event');
    await form.getByRole('combobox', { name: 'From' }).selectOption('12:30');
    await form.getByRole('combobox', { name: 'To' }).selectOption('13:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Overlapping', { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto('/remote-reservations');
    const label = page.getByRole('heading', { level: 2 });
    await expect.poll(() => label.textContent()).toMatch(/\d{4}/);
    const current = await label.textContent();
    await page.getByRole('link', { name: 'Next week →' }).click();
    await expect.poll(() => label.textContent()).not.toBe(current);
    await page.getByRole('link', { name: 'This week' }).click();
    await expect.poll(() => label.textContent()).toBe(current);

    // Leave the demo administrator in Lithuanian for the other journeys of this run.
    await page.getByRole('button', { name: /^Language: EN/ }).click();
    await page.getByRole('menuitemradio', { name: /Lietuvių/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Nuotolinės rezervacijos');
    await context.close();
  });
});

describe('given a student on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should read the week as an agenda and reserve from the new-reservation button', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await signIn(page, demo.student);
    await page.goto('/resources');
    await page.getByRole('link', { name: 'CHGF 103 seminarų kambarys' }).click();
    await page.getByRole('link', { name: 'Kita savaitė →' }).click();
    await page.getByRole('button', { name: '+ Nauja rezervacija' }).click();
    const form = page.getByRole('dialog');
    await expect.poll(() => form.getByLabel('Pavadinimas').isVisible()).toBe(true);
    await chooseEvent(page, 'Tipas', 'Renginys');
    await form.getByRole('combobox', { name: 'Nuo' }).selectOption('12:00');
    await form.getByRole('combobox', { name: 'Iki' }).selectOption('13:00');
    await form.getByLabel('Pavadinimas').fill('Konsultacija telefonu');
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect.poll(() => form.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: /Konsultacija telefonu/ }).isVisible()).toBe(true);
    await context.close();
  });
});
