import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, signIn } from '../support/browser';

/** Switches the interface language from the header (inside the menu on a phone). */
async function switchLanguage(page: Page, viewport: 'desktop' | 'phone', from: 'lt' | 'en', to: RegExp) {
  if (viewport === 'phone') {
    await page.getByRole('button', { name: from === 'lt' ? 'Atidaryti meniu' : 'Open menu' }).click();
  }
  const scope = viewport === 'phone' ? page.getByTestId('mobile-menu') : page.locator('header');
  await scope.getByRole('button', { name: from === 'lt' ? /^Kalba: LT/ : /^Language: EN/ }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
  if (viewport === 'phone') {
    await page.keyboard.press('Escape');
  }
}

/** Every screen of a signed-in person, opened as they would. */
describe.each([
  { language: 'lt', viewport: 'desktop' as const },
  { language: 'en', viewport: 'phone' as const },
])('given the screens in $language on a $viewport', ({ language, viewport }) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should open the resources, a resource, a reservation and the instructions', async () => {
    const { context, page } = await openPage(browser, viewport);
    // The teacher's reservations list is never empty in the demo data.
    await signIn(page, demo.teacher);
    await page.goto('/');
    const english = language === 'en';
    if (english) {
      await switchLanguage(page, viewport, 'lt', /English/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Hello, /);
    }

    await page.goto('/resources');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(english ? 'Resources' : 'Ištekliai');
    await page
      .getByRole('button', { name: english ? /^Details of MIF aktų salė/ : /^Ištekliaus MIF aktų salė informacija/ })
      .click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain(english ? 'Rules' : 'Taisyklės');
    await page.keyboard.press('Escape');

    await page.goto('/');
    const firstReservation = page.getByRole('main').locator('a[href^="/reservations/"]').first();
    await expect.poll(() => firstReservation.isVisible()).toBe(true);
    await firstReservation.click();
    await page.waitForURL(/\/reservations\/\d+/);
    await expect
      .poll(() =>
        page.getByRole('button', { name: english ? 'Export to calendar' : 'Eksportuoti į kalendorių' }).isVisible(),
      )
      .toBe(true);

    await page.goto('/resources');
    await page.getByRole('link', { name: 'MIF 201 auditorija' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('MIF 201 auditorija');

    await page.goto('/student-instructions');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(english ? 'How to use Laikas' : 'Kaip naudotis Laiku');

    await page.goto('/no-such-page');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(english ? 'Page not found' : 'Puslapis nerastas');

    if (english) {
      // Leave the demo teacher in Lithuanian for the other journeys of this run.
      await page.goto('/');
      await switchLanguage(page, viewport, 'en', /Lietuvių/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Sveiki, /);
    }
    await context.close();
  });
});
