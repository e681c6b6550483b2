import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, signIn } from '../support/browser';
import { addDays, mondayIn } from '../support/dates';

const LT_MONTHS = [
  'sausio',
  'vasario',
  'kovo',
  'balandžio',
  'gegužės',
  'birželio',
  'liepos',
  'rugpjūčio',
  'rugsėjo',
  'spalio',
  'lapkričio',
  'gruodžio',
];

/** Picks a date in the form's date picker (Lithuanian labels). */
async function pickDate(page: Page, trigger: Locator, date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  await trigger.click();
  const picker = page.getByRole('dialog').last();
  await picker.getByRole('combobox', { name: 'Pasirinkite metus' }).selectOption(String(year), { force: true });
  await picker.getByRole('combobox', { name: 'Pasirinkite mėnesį' }).selectOption(String(month - 1), { force: true });
  await picker.getByRole('button', { name: new RegExp(`^${year} m\\. ${LT_MONTHS[month - 1]} ${day} d\\.`) }).click();
  await picker.getByRole('button', { name: 'Pasirinkti' }).click();
}

/** Opens the week of `monday` of a resource in academic-slot scale. */
async function openWeek(page: Page, resourceId: string, monday: string) {
  await page.goto(`/resources/${resourceId}?week=${monday}`);
  // The scale is a link that keeps the choice in the address (`?scale=slots`).
  await page.getByRole('link', { name: 'Akademiniai laikai' }).click();
  await page.waitForURL(/scale=slots/);
}

/** Clicks an academic slot (`08:20–09:50`) of a day: level with the slot's label on the time axis. */
async function clickSlot(page: Page, date: string, slot: string) {
  const column = page.locator(`[data-date="${date}"]`).first();
  const label = page.getByText(slot, { exact: true }).first();
  await label.scrollIntoViewIfNeeded();
  const box = await column.boundingBox();
  const labelBox = await label.boundingBox();
  if (!box || !labelBox) {
    throw new Error('grid not found');
  }
  // Clicked where the column receives it, not under the loading overlay (see clickFreeTime).
  await column.click({ position: { x: box.width / 2, y: labelBox.y - box.y + labelBox.height / 2 } });
}

describe('given a teacher', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should create a weekly lecture for a semester, edit this and upcoming, then delete all', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.teacher);
    await page.goto('/resources');
    await page.getByRole('link', { name: 'FLF 102 auditorija' }).click();
    await page.waitForURL(/\/resources\/\d+/);
    const resourceId = new URL(page.url()).pathname.split('/').pop()!;
    const monday = mondayIn(2);
    const wednesday = addDays(monday, 2);
    await openWeek(page, resourceId, monday);
    await clickSlot(page, wednesday, '08:20–09:50');

    const form = page.getByRole('dialog').first();
    await expect.poll(() => form.getByLabel('Pavadinimas').isVisible()).toBe(true);
    await form.getByLabel('Pavadinimas').fill('Lietuvių kalbos istorija');
    await form.getByRole('button', { name: /^Grupės/ }).click();
    // Not the first group: its group timetable is approved in the demo data, and only administrators change an
    // approved timetable (issue 16).
    await page.getByRole('option').nth(1).click();
    await page.keyboard.press('Escape');
    await form.getByRole('checkbox', { name: 'Kartoti' }).check();
    await form.getByRole('combobox', { name: 'Kartojama' }).selectOption('weekly');
    await form.getByRole('checkbox', { name: 'Trečiadienis' }).check();
    await pickDate(page, form.getByRole('button', { name: /^Kartoti iki/ }), addDays(wednesday, 7 * 15));
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const lectureIn = (week: number) =>
      page
        .locator(`[data-date="${addDays(wednesday, week * 7)}"]`)
        .getByRole('button', { name: /Lietuvių kalbos istorija/ });
    await expect.poll(() => lectureIn(0).count()).toBe(1);
    await openWeek(page, resourceId, addDays(monday, 14 * 7));
    await expect.poll(() => lectureIn(14).count()).toBe(1);

    // Rename from the fifth week on: the series splits there.
    await openWeek(page, resourceId, addDays(monday, 4 * 7));
    await lectureIn(4).click();
    await expect.poll(() => form.getByLabel('Pavadinimas').isVisible()).toBe(true);
    await form.getByLabel('Pavadinimas').fill('Lietuvių kalbos istorija (II dalis)');
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await page.getByRole('button', { name: 'Šią ir būsimas' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => lectureIn(4).textContent()).toContain('(II dalis)');
    await openWeek(page, resourceId, addDays(monday, 3 * 7));
    await expect.poll(() => lectureIn(3).textContent()).not.toContain('(II dalis)');
    await openWeek(page, resourceId, addDays(monday, 10 * 7));
    await expect.poll(() => lectureIn(10).textContent()).toContain('(II dalis)');

    // Delete every occurrence of the (second) series.
    await lectureIn(10).click();
    await form.getByRole('button', { name: 'Ištrinti' }).click();
    await page.getByRole('button', { name: 'Visas' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => lectureIn(10).count()).toBe(0);
    await openWeek(page, resourceId, addDays(monday, 4 * 7));
    await expect.poll(() => lectureIn(4).count()).toBe(0);
    await context.close();
  });
});
