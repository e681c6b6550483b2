import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, signIn } from '../support/browser';

/**
 * A keyboard-only walk of the app (demo data, lt and en) found focus falling to the page's body, a date picker opening
 * on "previous month" inside the reservation form, a select that ignored typing, and Escape throwing a filled-in new
 * reservation away. Walked again here with the keyboard alone, in the built app.
 */

/** Tabs from the page's heading to the week's free-time cursor and presses Enter: the new reservation's form. */
async function newReservationByKeyboard(page: Page) {
  // The week drawn (not busy), its heading focused by the app once there.
  await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
  await page.locator('main h1').focus();
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-free-time') ?? false)) {
      break;
    }
  }
  await expect.poll(() => page.locator('[data-free-time]:focus').count()).toBe(1);
  await page.keyboard.press('Enter');
}

const words = {
  lt: {
    room: 'MIF 102 auditorija',
    name: 'Pavadinimas',
    date: /^Data /,
    picker: 'Data',
    question: 'Atsisakyti naujos rezervacijos?',
    keep: 'Toliau redaguoti',
    discard: 'Atsisakyti',
    teachers: /^Dėstytojai/,
    remove: 'Pašalinti doc. Tomas Kazlauskas',
  },
  en: {
    room: 'MIF 102 auditorija',
    name: 'Name',
    date: /^Date /,
    picker: 'Date',
    question: 'Discard the new reservation?',
    keep: 'Keep editing',
    discard: 'Discard',
    teachers: /^Teachers/,
    remove: 'Remove doc. Tomas Kazlauskas',
  },
} as const;

describe('given a person who uses the keyboard alone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(['lt', 'en'] as const)(
    'should open the date on its day and ask before Escape throws a new reservation away (%s)',
    async (language) => {
      const say = words[language];
      const { context, page } = await openPage(browser);
      await signIn(page, demo.teacher, language);
      await page.goto('/resources');
      await page.getByRole('link', { name: say.room }).click();
      await newReservationByKeyboard(page);
      const form = page.getByRole('dialog');
      const name = form.getByLabel(say.name, { exact: true });
      await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);

      // The date's calendar opens with focus on the chosen day (it was on "previous month").
      const date = form.getByRole('button', { name: say.date });
      const chosen = ((await date.textContent()) ?? '').trim();
      await date.focus();
      await page.keyboard.press('Enter');
      const picker = page.getByRole('dialog', { name: say.picker, exact: true });
      await expect
        .poll(() =>
          picker.evaluate((dialog) => dialog.querySelector(':focus')?.closest('[data-day]')?.getAttribute('data-day')),
        )
        .toBe(chosen);
      await page.keyboard.press('Escape');
      await expect.poll(() => picker.count()).toBe(0);

      // Unchanged, Escape closes the form at once.
      await page.keyboard.press('Escape');
      await expect.poll(() => form.count()).toBe(0);

      // A name typed: Escape asks; keeping goes back to the form with the name, on its field.
      await newReservationByKeyboard(page);
      await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
      await page.keyboard.type('Konsultacija');
      await page.keyboard.press('Escape');
      const question = page.getByRole('dialog', { name: say.question });
      await expect.poll(() => question.isVisible()).toBe(true);
      await question.getByRole('button', { name: say.keep }).press('Enter');
      await expect.poll(() => question.count()).toBe(0);
      await expect.poll(() => name.inputValue()).toBe('Konsultacija');
      await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);

      // Asked again, "discard" closes it; focus goes back to the week's cursor, not to the page's body.
      await page.keyboard.press('Escape');
      await question.getByRole('button', { name: say.discard, exact: true }).press('Enter');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => page.locator('[data-free-time]:focus').count()).toBe(1);
      await context.close();
    },
  );

  it.each(['lt', 'en'] as const)(
    'should search as a teacher is typed and keep focus when the chip is removed (%s)',
    async (language) => {
      const say = words[language];
      const { context, page } = await openPage(browser);
      await signIn(page, demo.admin, language);
      await page.goto('/resources/teachers');
      const select = page.getByRole('button', { name: say.teachers });
      await select.focus();
      // Typing on the select searches at once (it did nothing until Enter opened it).
      await page.keyboard.type('Kazlauskas');
      await expect.poll(() => page.getByRole('combobox').inputValue()).toBe('Kazlauskas');
      // The server's answer to the text, not the default list: one teacher.
      await expect
        .poll(() => page.getByRole('option').allTextContents())
        .toEqual([expect.stringContaining('doc. Tomas Kazlauskas')]);
      // The one option found is highlighted: Enter chooses it.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await expect.poll(() => select.evaluate((button) => button === document.activeElement)).toBe(true);

      // The chip's ×: Enter removes it, focus goes to the select (it fell to the body, where Enter did nothing).
      await page.getByRole('button', { name: say.remove }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('button', { name: say.remove }).count()).toBe(0);
      await expect.poll(() => select.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('combobox').isVisible()).toBe(true);
      await context.close();
    },
  );
});
