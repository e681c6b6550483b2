import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../support/server';
import { apiOf, dataOf } from '../support/api';
import { axeViolations } from '../support/axe';
import { clickFreeTime, demo, launchBrowser, openPage, signedInPage, signIn } from '../support/browser';
import { addDays, mondayIn } from '../support/dates';

/*
 * Issue 32, WCAG 2.2.1 Timing Adjustable: a session ends after SESSION_LIFETIME_MINUTES (12 h) without use. Two
 * minutes before, the app says so in a dialog and "Stay signed in" extends the session on the server. Twelve hours
 * are not waited for: the session is aged in the server's database, as twelve idle hours leave it, and the page
 * loaded again, so that the app asks the server (GET /api/session) when it ends, as it does before each warning.
 */

const HOUR_MS = 3_600_000;

/** Sets the end of the page's session `secondsLeft` from now in the server's database, as an idle session has it. */
async function ageSession(page: Page, secondsLeft: number): Promise<void> {
  const cookie = (await page.context().cookies()).find((one) => one.name.endsWith('laikas_session'));
  expect(cookie, 'the session cookie').toBeDefined();
  const id = createHash('sha256').update(cookie!.value).digest('hex');
  const now = Date.now();
  const database = new Database(inject('databaseFile'), { timeout: 5000 });
  try {
    // Last use is put ahead of now: a call of the page within the server's minute of grace would otherwise count
    // as use (sessions are touched at most once a minute) and move the end before the app reads it.
    const changed = database
      .prepare('update sessions set expires_at = ?, last_seen_at = ? where id = ?')
      .run(new Date(now + secondsLeft * 1000).toISOString(), new Date(now + 10 * 60_000).toISOString(), id);
    expect(changed.changes).toBe(1);
  } finally {
    database.close();
  }
}

/** The session's end as the server stores it. */
function storedEnd(page: Page): Promise<number> {
  return page
    .context()
    .cookies()
    .then((cookies) => {
      const token = cookies.find((one) => one.name.endsWith('laikas_session'))!.value;
      const database = new Database(inject('databaseFile'), { timeout: 5000, readonly: true });
      try {
        const row = database
          .prepare('select expires_at from sessions where id = ?')
          .get(createHash('sha256').update(token).digest('hex')) as { expires_at: string } | undefined;
        return row ? Date.parse(row.expires_at) : 0;
      } finally {
        database.close();
      }
    });
}

describe('given a session about to end for want of use', { timeout: 300_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    {
      language: 'lt' as const,
      title: 'Jūsų sesija netrukus baigsis',
      says: /sesija baigsis \d\d:\d\d/,
      stay: 'Likti prisijungus',
      extended: /Liksite prisijungę iki \d\d:\d\d/,
    },
    {
      language: 'en' as const,
      title: 'Your session is about to end',
      says: /session ends at \d\d:\d\d/,
      stay: 'Stay signed in',
      extended: /You stay signed in until \d\d:\d\d/,
    },
  ])('should warn before the end and stay signed in from the keyboard ($language)', async (row) => {
    const { context, page } = await signedInPage(browser, demo.student, row.language);
    await page.goto('/resources');
    await page.locator('main h1').waitFor();
    await ageSession(page, 100);
    await page.reload();

    // The warning: a dialog named for what it is about, its message in an alert, focus on "Stay signed in".
    const dialog = page.getByRole('dialog', { name: row.title });
    await dialog.waitFor();
    expect(await dialog.getByRole('alert').textContent()).toMatch(row.says);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(row.stay);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // Said in the toasts' polite region, and true on the server: a full 12 hours from now, not 100 seconds.
    await expect.poll(() => page.getByRole('status').filter({ hasText: row.extended }).count()).toBeGreaterThan(0);
    expect(await storedEnd(page)).toBeGreaterThan(Date.now() + 11 * HOUR_MS);
    const state = dataOf(await apiOf(page).GET('/api/session'));
    expect(state.data.seconds_left).toBeGreaterThan((11 * HOUR_MS) / 1000);
    expect(new URL(page.url()).pathname).toBe('/resources');
    await context.close();
  });

  // Issue 32: the modal host showed one modal at a time, so the warning replaced the teacher's open reservation
  // form and what was typed into it was lost. Now it stacks over the form, and closing it gives focus back there.
  it('should warn over an open reservation form, which keeps what was typed and gets focus back (lt)', async () => {
    const { context, page } = await signedInPage(browser, demo.teacher, 'lt');
    // The page's clock is the test's: the check two minutes before the end is brought forward, not waited for.
    await page.clock.install();
    const { data: rooms } = dataOf(await apiOf(page).GET('/api/resources'));
    const room = rooms.filter((candidate) => candidate.items.length > 0).at(-1)!;
    const monday = mondayIn(2);
    const day = addDays(monday, 5);
    await page.goto(`/resources/${room.id}?week=${monday}`);
    await page.getByRole('heading', { level: 1, name: room.name }).waitFor();
    await clickFreeTime(page, day, 10, 30);
    // The form's dialog, found also while the warning over it hides it from assistive technology.
    const form = page.getByRole('dialog', { includeHidden: true }).filter({ has: page.getByLabel('Pavadinimas') });
    const name = form.getByLabel('Pavadinimas');
    await name.fill('Konsultacija prieš egzaminą');

    await ageSession(page, 100);
    // The app asked when the session ends as it loaded (12 hours on); its next check is due two minutes before.
    await page.clock.fastForward('12:00:00');
    const warning = page.getByRole('dialog', { name: 'Jūsų sesija netrukus baigsis' });
    await warning.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Likti prisijungus');
    // The form is still there below the warning, with what was typed.
    expect(await name.inputValue()).toBe('Konsultacija prieš egzaminą');

    await page.keyboard.press('Enter');
    await warning.waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe('Konsultacija prieš egzaminą');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe('Konsultacija prieš egzaminą');
    // The dialog closes as Enter is pressed; the extension reaches the server after it (a busy CI run read it first).
    await expect.poll(() => storedEnd(page)).toBeGreaterThan(Date.now() + 11 * HOUR_MS);
    await context.close();
  });

  it('should send a person who let the session end to sign in, and back to the page after', async () => {
    const { context, page: signedIn } = await openPage(browser);
    await signIn(signedIn, demo.student);
    await signedIn.goto('/notifications');
    await signedIn.locator('main h1').waitFor();
    await ageSession(signedIn, 3);
    await signedIn.reload();
    await expect.poll(() => new URL(signedIn.url()).pathname, { timeout: 30_000 }).toBe('/login');
    expect(await signedIn.getByRole('dialog').count()).toBe(0);
    await signedIn.getByLabel(/Naudotojo ID|User ID/).fill(demo.student.uid);
    await signedIn.getByLabel(/Slaptažodis|Password/).fill(demo.student.password);
    await signedIn.getByRole('button', { name: /^(Prisijungti|Sign in)$/ }).click();
    await expect.poll(() => new URL(signedIn.url()).pathname).toBe('/notifications');
    await context.close();
  });
});
