import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, signIn } from '../support/browser';

/** The names of the rooms the grid shows, in order. */
async function roomNames(page: Page): Promise<string[]> {
  return page.locator('[data-row-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
}

/**
 * How many rooms the server has: resources with seats — the demo's 28 (4 faculties × 7; each faculty's pool of
 * portable projectors is no room, issue 27), plus any an earlier journey of this run created (the administration
 * journey adds rooms to the same server).
 */
async function roomCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const resources = ((await (await fetch('/api/resources')).json()) as { data: { name: string }[] }).data;
    return resources.filter((resource) => !/projektoriai/.test(resource.name)).length;
  });
}

/** Clicks free time in a room's row of the day view at a clock time (the axis spans 07:00–21:00). */
async function clickFreeTimeInRow(page: Page, room: string, hours: number) {
  const track = page.getByRole('group', { name: room, exact: true }).locator('> div').nth(1);
  const box = await track.boundingBox();
  if (!box) {
    throw new Error(`No row for ${room}`);
  }
  const fraction = (hours * 60 + 10 - 7 * 60) / (14 * 60);
  // Clicked where the row receives it, not under the loading overlay (see clickFreeTime).
  await track.click({ position: { x: box.width * fraction, y: box.height / 2 } });
}

/**
 * Reaches the day view's free-time cursor by Tab alone (issue 12, item 20: free time could only be picked with a
 * mouse), moves it to `hours` in the row `rowsDown` rows under the first, and reserves an hour with Shift and Enter.
 * Returns the cursor's name, which says the room.
 */
async function reserveFreeTimeByKeyboard(page: Page, rowsDown: number, hours: number): Promise<string> {
  await page.locator('main h1').click();
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-free-time') ?? false)) {
      break;
    }
  }
  const focused = page.locator('[data-free-time]:focus');
  await expect.poll(() => focused.count()).toBe(1);
  for (let row = 0; row < rowsDown; row += 1) {
    await page.keyboard.press('ArrowDown');
  }
  // The cursor starts at 07:00 and moves a half hour a press.
  for (let step = 0; step < (hours - 7) * 2; step += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Shift+ArrowRight');
  const name = (await page.locator('[data-free-time]:focus').getAttribute('aria-label')) ?? '';
  await page.keyboard.press('Enter');
  return name;
}

describe('given a porter looking at every room at once', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should show every room for a day and a week, filter them, and reserve free time in a room', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.admin);
    await page.goto('/');
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.getByText('Tvarkaraščiai', { exact: true }).click();
    // Opening the menu group starts loading its screens' code, before any link is clicked.
    await expect.poll(() => chunks.some((path) => /\/assets\/GlancePage-[\w-]+\.js$/.test(path))).toBe(true);
    await page.getByRole('link', { name: 'Auditorijų užimtumas' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Auditorijų užimtumas');

    // A day of every room (the demo's 28: 4 faculties × 7), with seats and equipment under each name.
    const rooms = await roomCount(page);
    expect(rooms).toBeGreaterThanOrEqual(28);
    await expect.poll(() => roomNames(page).then((names) => names.length)).toBe(rooms);
    await expect.poll(() => page.getByText(new RegExp(`^${rooms} auditorij`)).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('120 vietų · projektorius · transliacija').first().isVisible()).toBe(true);

    // The week: rooms × days, the lectures of the demo timetable in their rooms.
    await page.getByRole('button', { name: 'Savaitė', exact: true }).click();
    await page.getByRole('link', { name: 'Kita savaitė →' }).click();
    await expect
      .poll(() =>
        page
          .locator('[data-row-id]')
          .getByRole('button', { name: /Paskaita/ })
          .count(),
      )
      .toBeGreaterThan(10);

    // Filters: seats, equipment, building; each narrows the rooms the one call answers.
    await page.getByLabel('Vietų ne mažiau kaip').fill('200');
    await expect
      .poll(() => roomNames(page))
      .toEqual(['CHGF aktų salė', 'FF aktų salė', 'FLF aktų salė', 'MIF aktų salė']);
    await page.getByLabel('Vietų ne mažiau kaip').fill('');
    await page.getByRole('button', { name: /^Įranga/ }).click();
    await page.getByRole('option', { name: 'kompiuteriai' }).click();
    await expect
      .poll(() => roomNames(page))
      .toEqual([
        'CHGF 202 kompiuterių klasė',
        'FF 202 kompiuterių klasė',
        'FLF 202 kompiuterių klasė',
        'MIF 202 kompiuterių klasė',
      ]);
    await page.getByRole('button', { name: /^Pastatas/ }).click();
    await page.getByRole('option', { name: 'Universiteto g. 5, Vilnius' }).click();
    await expect.poll(() => roomNames(page)).toEqual(['FLF 202 kompiuterių klasė']);
    await page.getByRole('button', { name: 'Išvalyti filtrus' }).click();
    await expect.poll(() => roomNames(page).then((names) => names.length)).toBe(rooms);

    // A day of next week: free time in a room's row opens the reservation form for that room and day.
    await page.getByRole('button', { name: 'Diena', exact: true }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Kita diena →' }).isVisible()).toBe(true);
    // By keyboard alone: the third room's free time at 10:00–11:00 opens the form for that room, as a lecture of
    // the academic slot that time falls in (10:00–11:30), as a click there does.
    const cursorName = await reserveFreeTimeByKeyboard(page, 2, 10);
    expect(cursorName).toMatch(/^Laisvas laikas, .+, 10:00–11:00\. Rodyklės kairėn ir dešinėn perkelia/);
    const thirdRoom = (await roomNames(page))[2] as string;
    expect(cursorName).toContain(`, ${thirdRoom}, `);
    const form = page.getByRole('dialog');
    await expect.poll(() => form.getByLabel('Pavadinimas').isVisible()).toBe(true);
    await expect.poll(() => form.textContent()).toContain(thirdRoom);
    await expect.poll(() => form.getByText('Pasirinkta: Paskaita 4 (10:00–11:30)').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => form.isVisible()).toBe(false);

    await clickFreeTimeInRow(page, 'FLF 103 seminarų kambarys', 19);
    await expect.poll(() => form.getByLabel('Pavadinimas').isVisible()).toBe(true);
    await expect.poll(() => form.textContent()).toContain('FLF 103 seminarų kambarys');
    await form.getByLabel('Pavadinimas').fill('Porterių pasitarimas');
    await form.getByRole('button', { name: /^Tipas/ }).click();
    await page.getByRole('option', { name: 'Renginys' }).click();
    await form.getByRole('combobox', { name: 'Nuo' }).selectOption('19:00');
    await form.getByRole('combobox', { name: 'Iki' }).selectOption('20:00');
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect.poll(() => form.isVisible()).toBe(false);
    // The glance reads again after the write: the new reservation is in its room's row.
    const row = page.getByRole('group', { name: 'FLF 103 seminarų kambarys', exact: true });
    await expect.poll(() => row.getByRole('button', { name: /Porterių pasitarimas/ }).count()).toBe(1);

    // Clicking a reservation opens its page.
    await row.getByRole('button', { name: /Porterių pasitarimas/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Porterių pasitarimas');
    await context.close();
  });

  it('should show the rooms of a day and a week in English, filtered by equipment', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    await page.goto('/resources/glance');
    await page.getByRole('button', { name: /^Kalba: LT/ }).click();
    await page.getByRole('menuitemradio', { name: /English/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rooms at a glance');
    const rooms = await roomCount(page);
    await expect.poll(() => page.getByText(`${rooms} rooms.`).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('60 seats · projektorius').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: /^Equipment/ }).click();
    await page.getByRole('option', { name: 'scena' }).click();
    await expect
      .poll(() => roomNames(page))
      .toEqual(['CHGF aktų salė', 'FF aktų salė', 'FLF aktų salė', 'MIF aktų salė']);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect.poll(() => page.getByRole('link', { name: 'This week' }).getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => page.getByText('4 rooms.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    // By keyboard alone: tomorrow, the second hall's free time at 10:00–11:00 opens the form for a lecture then.
    await page.getByRole('link', { name: 'Next day →' }).click();
    const cursorName = await reserveFreeTimeByKeyboard(page, 1, 10);
    expect(cursorName).toMatch(/^Free time, FF aktų salė, .+, 10:00–11:00\. Left and right arrows move it/);
    const form = page.getByRole('dialog');
    await expect.poll(() => form.getByLabel('Name').isVisible()).toBe(true);
    await expect.poll(() => form.textContent()).toContain('FF aktų salė');
    await expect.poll(() => form.getByText('Chosen: Slot 4 (10:00–11:30)').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => form.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Today' }).click();
    await page.getByLabel('Free right now').check();
    await expect.poll(() => page.getByLabel('Free right now').isChecked()).toBe(true);
    await expect.poll(() => roomNames(page).then((names) => names.length)).toBeLessThanOrEqual(4);

    // Leave the demo student in Lithuanian for the other journeys of this run.
    await page.getByRole('button', { name: /^Language: EN/ }).click();
    await page.getByRole('menuitemradio', { name: /Lietuvių/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Auditorijų užimtumas');
    await context.close();
  });

  it('should open a page with the signed-in user and the settings it carries, asking the server for neither', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    await page.goto('/resources/glance');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Auditorijų užimtumas');
    const calls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/api\/(user|settings)$/.test(entry.name))
        .map((entry) => `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).initiatorType}`),
    );
    // The server wrote both answers into the page (issue 18): no preload, no call of the app's.
    expect(calls).toEqual([]);
    await context.close();
  });

  it("should draw a room's week from one call, beside the list of every resource the app holds", async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The header's own (the session, settings, notifications) are not the screen's.
      if (url.pathname.startsWith('/api/') && !/^\/api\/(user|settings|notifications)/.test(url.pathname)) {
        calls.push(url.pathname);
      }
    });
    await page.goto('/resources');
    const link = page.getByRole('link', { name: 'MIF 201 auditorija' });
    await link.waitFor();
    // From here on: the room page's own calls (Home's and the list page's have been asked for).
    await page.waitForLoadState('networkidle');
    calls.length = 0;
    await link.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('MIF 201 auditorija');
    await expect.poll(() => page.locator('[data-date]').count()).toBeGreaterThan(0);
    await expect.poll(() => calls.some((call) => /^\/api\/resources\/\d+\/week$/.test(call))).toBe(true);
    // Neither the resource alone nor the spec's reservations call: the week's one call has both; the list of every
    // resource (the page's other-room menu) is the one the app holds, at most revalidated.
    const shapes = new Set(calls.map((call) => call.replace(/\d+/, '{id}')));
    shapes.delete('/api/resources');
    expect(shapes).toEqual(new Set(['/api/resources/{id}/week']));
    await context.close();
  });
  it("should draw a room's week from the answer its page carries, asking the server for none", async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    await page.goto('/resources');
    const href = await page.getByRole('link', { name: 'MIF 201 auditorija' }).getAttribute('href');
    await page.goto(href!);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('MIF 201 auditorija');
    await expect.poll(() => page.locator('[data-date]').count()).toBeGreaterThan(0);
    const weekCalls = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => /\/api\/resources\/\d+\/week\?/.test(entry.name)),
    );
    // The server wrote the week's answer into the page (issue 18), and the app drew from it.
    expect(weekCalls).toEqual([]);
    await context.close();
  });
});
