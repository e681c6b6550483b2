import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { demo, launchBrowser, openPage, signIn, viewports } from '../support/browser';

/**
 * Issue 12, item 5: a week of lanes at 1280 px showed blocks a few pixels wide reading "1 / D". Each
 * block of the week must be wide enough to read, its time and title on lines of their own.
 */
async function expectReadable(blocks: Locator, title: string) {
  // The lane may be drawn again meanwhile (a live update revalidates it): wait for its blocks, then read them.
  await expect.poll(() => blocks.count()).toBeGreaterThan(0);
  const count = await blocks.count();
  for (let index = 0; index < count; index += 1) {
    const block = blocks.nth(index);
    const box = await block.boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    const lines = (await block.innerText()).replace(/\u2060/g, '').split('\n');
    expect(lines[0]).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
    expect(lines[1]).toBe(title);
  }
}

describe('given an administrator looking at timetables side by side', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should show chosen groups as rows of the week, remember them, switch to a day and open a reservation', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.admin);
    await page.goto('/resources/groups');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ištekliai pagal grupes');
    await expect.poll(() => page.getByText('Pasirinkite vieną ar kelias grupes').isVisible()).toBe(true);

    // The picker searches the server: typing finds the groups wherever they are among hundreds (issue 27).
    await page.getByRole('button', { name: /^Grupės/ }).click();
    await page.getByPlaceholder('Paieška').fill('MIF PS 1 k.');
    await page.getByRole('option', { name: 'MIF PS 1 k. 1 gr.' }).click();
    await page.getByRole('option', { name: 'MIF PS 1 k. 2 gr.' }).click();
    await page.keyboard.press('Escape');
    // A day is shown first; the week is one click away.
    await expect
      .poll(() => page.getByRole('button', { name: 'Diena', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('button', { name: 'Savaitė', exact: true }).click();
    await page.getByRole('link', { name: 'Kita savaitė →' }).click();

    const first = page.getByRole('group', { name: 'MIF PS 1 k. 1 gr.', exact: true });
    const second = page.getByRole('group', { name: 'MIF PS 1 k. 2 gr.', exact: true });
    await expect.poll(() => first.getByRole('button', { name: /Programavimo pagrindai/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => second.getByRole('button', { name: /Operacinės sistemos/ }).count()).toBeGreaterThan(0);
    // Each row holds only its own group's reservations.
    expect(await second.getByRole('button', { name: /Programavimo pagrindai/ }).count()).toBe(0);
    expect(await first.getByRole('button', { name: /Operacinės sistemos/ }).count()).toBe(0);
    await expectReadable(first.getByRole('button', { name: /Programavimo pagrindai/ }), 'Programavimo pagrindai');

    // The chosen groups and the view survive a reload (local storage).
    await page.reload();
    await expect.poll(() => page.getByRole('group', { name: 'MIF PS 1 k. 2 gr.', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Savaitė', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Kita savaitė →' }).click();

    // From the next week's Monday to its Tuesday in the day view.
    await page.getByRole('button', { name: 'Diena', exact: true }).click();
    await page.getByRole('link', { name: 'Kita diena →' }).click();
    await expect.poll(() => first.getByRole('button', { name: /Duomenų bazės/ }).count()).toBe(1);

    await first.getByRole('button', { name: /Duomenų bazės/ }).click();
    const form = page.getByRole('dialog');
    await expect.poll(() => form.getByLabel('Pavadinimas').inputValue()).toBe('Duomenų bazės');
    await context.close();
  });

  it("should show a teacher's reservations found by name, in English too", async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.admin);
    await page.goto('/resources/teachers');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ištekliai pagal dėstytojus');
    await expect.poll(() => page.getByText('Pasirinkite vieną ar kelis dėstytojus').isVisible()).toBe(true);

    await page.getByRole('button', { name: /^Dėstytojai/ }).click();
    await page.getByRole('combobox').fill('Kazlausk');
    await page.getByRole('option', { name: /doc\. Tomas Kazlauskas/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Savaitė', exact: true }).click();
    await page.getByRole('link', { name: 'Kita savaitė →' }).click();
    const row = page.getByRole('group', { name: 'doc. Tomas Kazlauskas', exact: true });
    await expect.poll(() => row.getByRole('button', { name: /Programavimo pagrindai/ }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Kalba: LT/ }).click();
    await page.getByRole('menuitemradio', { name: /English/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Resources by teachers');
    await expect
      .poll(() => row.getByRole('button', { name: /Programavimo pagrindai.*Lecture/ }).count())
      .toBeGreaterThan(0);
    await expectReadable(row.getByRole('button', { name: /Programavimo pagrindai/ }), 'Programavimo pagrindai');
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByRole('link', { name: 'Today' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Today' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('link', { name: 'Next day →' }).click();
    // Today, no longer the day shown, is a link back to it.
    await expect.poll(() => page.getByRole('link', { name: 'Today' }).isVisible()).toBe(true);

    await page.setViewportSize(viewports.phone);
    await expect.poll(() => row.isVisible()).toBe(true);

    // Leave the demo administrator in Lithuanian for the other journeys of this run.
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: /^Language: EN/ }).click();
    await page.getByRole('menuitemradio', { name: /Lietuvių/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ištekliai pagal dėstytojus');
    await context.close();
  });
});
