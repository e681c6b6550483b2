import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, signIn, signInThroughTheForm } from '../support/browser';

describe('given a student with the demo data', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should refuse a wrong password with the server message and stay on Login', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByLabel('Naudotojo ID').fill(demo.student.uid);
    await page.getByLabel('Slaptažodis').fill('not-the-password');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBeTruthy();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('should sign in, see Home in Lithuanian, switch to English and sign out', async () => {
    const { context, page } = await openPage(browser);
    await signInThroughTheForm(page, demo.student);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Sveiki, /);
    await expect.poll(() => page.getByRole('heading', { name: 'Artimiausios rezervacijos' }).isVisible()).toBe(true);
    // The seeded student attends lectures of their group, so the list has entries once loaded.
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('footer').textContent()).toContain('Versija 1.0.3');

    await page.getByRole('button', { name: /^Kalba: LT/ }).click();
    await page.getByRole('menuitemradio', { name: /English/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Hello, /);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');

    // The choice is saved on the server: a reload keeps English.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Upcoming reservations' }).isVisible()).toBe(true);

    // And back: the next journeys of this run start in Lithuanian again.
    await page.getByRole('button', { name: /^Language: EN/ }).click();
    await page.getByRole('menuitemradio', { name: /Lietuvių/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Sveiki, /);

    await page.getByRole('button', { name: 'Atsijungti' }).click();
    await page.waitForURL('**/login');
    // The session is gone server-side: the app sends us back to Login.
    await page.goto('/');
    await page.waitForURL('**/login');
    await context.close();
  });

  // A walk: a visiting administrator chose English on the sign-in page, signed in, and Laikas came back in Lithuanian
  // (the account's language). A language chosen on the sign-in page is the person's choice: saved to the account.
  it('should keep the language chosen on the sign-in page once signed in, and save it', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: /^Kalba: LT/ }).click();
    await page.getByRole('menuitemradio', { name: /English/ }).click();
    await page.getByLabel('User ID').fill(demo.student.uid);
    await page.getByLabel('Password').fill(demo.student.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Hello, /);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Upcoming reservations' }).isVisible()).toBe(true);

    // Back to Lithuanian: the next journeys of this run start in it.
    await page.getByRole('button', { name: /^Language: EN/ }).click();
    await page.getByRole('menuitemradio', { name: /Lietuvių/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Sveiki, /);
    await context.close();
  });

  it('should open a deep link where it points when the session is valid but the browser forgot its user', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    // The session cookie stays; the user the app stores is gone when the page loads (site data cleared, a session
    // from another tab): removed before the app's code runs, as the app stores it again once signed in.
    await context.addInitScript(() => localStorage.removeItem('user'));
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) {
        visited.push(new URL(frame.url()).pathname);
      }
    });
    await page.goto('/user/profile?from=link#top');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Mano profilis' }).isVisible()).toBe(true);
    const here = new URL(page.url());
    expect(`${here.pathname}${here.search}${here.hash}`).toBe('/user/profile?from=link#top');
    // Not even for a moment on Login.
    expect(visited).not.toContain('/login');
    await context.close();
  });

  it('should send a student who opens /admin Home with the permission error', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Neturite įgaliojimų');
    await context.close();
  });

  it('should show the layout on a phone with the menu behind a button', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await signIn(page, demo.student);
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Atidaryti meniu' });
    const overlay = page.getByTestId('mobile-menu');
    await expect.poll(() => overlay.isVisible()).toBe(false);
    await menuButton.click();
    await expect.poll(() => overlay.getByRole('navigation').isVisible()).toBe(true);
    // A link closes the menu: the overlay is gone on the next page.
    await overlay.getByText('Pagalba', { exact: true }).click();
    await overlay.getByRole('link', { name: 'Studento instrukcijos' }).click();
    await page.waitForURL('**/student-instructions');
    await expect.poll(() => overlay.isVisible()).toBe(false);
    await context.close();
  });
});
