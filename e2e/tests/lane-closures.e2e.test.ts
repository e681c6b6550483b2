import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, signIn } from '../support/browser';
import { addDays, mondayIn } from '../support/dates';
import { xsrf } from '../support/api';

const words = {
  lt: { holiday: 'Šventė: Rektoriaus diena', week: 'Savaitė', day: 'Diena', groups: /^Grupės/, search: 'Paieška' },
  en: { holiday: 'Holiday: Rektoriaus diena', week: 'Week', day: 'Day', groups: /^Groups/, search: 'Search' },
} as const;

/*
 * Issue 36: a holiday was drawn on a room's week but not on the group timetables, where a student reads the week.
 * An administrator adds a day off; a student choosing their group sees it hatched and named on that row, in the day
 * view and in the week's table, in their language. Far-off weeks (a holiday closes every room): no other journey
 * of the run books there.
 */
describe.each([
  ['lt', 80],
  ['en', 82],
] as const)('given a holiday, the group timetable in %s', (language, weeksAhead) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("should draw it on the group's row, named, in the day and in the week", async () => {
    const monday = mondayIn(weeksAhead);
    const wednesday = addDays(monday, 2);
    const admin = await openPage(browser);
    await signIn(admin.page, demo.admin);
    const response = await admin.page.request.post('/api/admin/blackouts', {
      headers: { 'x-xsrf-token': await xsrf(admin.page) },
      data: { name: 'Rektoriaus diena', from: wednesday, to: wednesday, affected: 'keep' },
    });
    expect(response.status(), await response.text()).toBe(201);
    const id = ((await response.json()) as { data: { id: number } }).data.id;

    const { context, page } = await openPage(browser);
    try {
      await signIn(page, demo.teacher, language);
      const say = words[language];
      await page.goto(`/resources/groups?date=${wednesday}`);
      await page.getByRole('button', { name: say.groups }).click();
      // The picker searches the server (issue 27): the group is found by typing part of its name.
      await page.getByPlaceholder(say.search).fill('MIF PS 1 k.');
      await page.getByRole('option', { name: 'MIF PS 1 k. 1 gr.' }).click();
      await page.keyboard.press('Escape');
      const row = page.getByRole('group', { name: 'MIF PS 1 k. 1 gr.', exact: true });

      // The day: hatched across the row, named in its text and on hover.
      await page.getByRole('button', { name: say.day, exact: true }).click();
      const band = row.locator('[data-closed]');
      await expect.poll(() => band.textContent()).toBe(say.holiday);
      expect(await band.getAttribute('title')).toBe(say.holiday);

      // The week's table: noted in Wednesday's cell only.
      await page.getByRole('button', { name: say.week, exact: true }).click();
      await expect.poll(() => row.locator('[data-closed]').count()).toBe(1);
      expect(await row.locator('[data-closed]').textContent()).toBe(say.holiday);
      const cells = row.locator('[data-closed]').locator('xpath=..').locator('xpath=../*');
      expect(await cells.count()).toBe(7);
      const index = await row
        .locator('[data-closed]')
        .locator('xpath=..')
        .evaluate((cell) => [...cell.parentElement!.children].indexOf(cell));
      expect(index).toBe(2);
    } finally {
      await context.close();
      await admin.page.request.delete(`/api/admin/blackouts/${id}`, {
        headers: { 'x-xsrf-token': await xsrf(admin.page) },
      });
      await admin.context.close();
    }
  });
});
