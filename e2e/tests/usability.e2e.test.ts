import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations as sharedAxeViolations } from '../support/axe';
import {
  chooseOption,
  clickFreeTime,
  demo,
  launchBrowser,
  nextWeekDay,
  openPage,
  signIn,
  signInThroughTheForm,
  useLanguage,
} from '../support/browser';

/** axe's violations on the page as it stands, with the experimental label-content-name-mismatch rule on. */
const axeViolations = (page: Page, include?: string) =>
  sharedAxeViolations(page, { include, rules: { 'label-content-name-mismatch': { enabled: true } } });

type Rect = { x: number; y: number; width: number; height: number };
const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('given the everyday screens of the demo university', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Issue 12, item 6: a pending booking said only "Reservation saved", in a toast over the new block.
  it.each([
    {
      language: 'lt',
      room: 'CHGF 203 laboratorija',
      next: 'Kita savaitė →',
      title: 'Pavadinimas',
      save: 'Išsaugoti',
      says: /laukia ištekliaus valdytojo patvirtinimo/,
    },
    {
      language: 'en',
      room: 'FLF 203 laboratorija',
      next: 'Next week →',
      title: 'Name',
      save: 'Save',
      says: /awaits approval/,
    },
  ])('should say a booking awaits approval and keep the toast off its block ($language)', async (row) => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student, row.language as 'lt' | 'en');
    await page.goto('/resources');
    await page.getByRole('link', { name: row.room }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(row.room);
    await page.getByRole('link', { name: row.next }).click();
    const saturday = nextWeekDay(5);
    await clickFreeTime(page, saturday, 18, 0);
    const form = page.getByRole('dialog');
    await expect.poll(() => form.getByLabel(row.title, { exact: true }).isVisible()).toBe(true);
    await form.getByLabel(row.title, { exact: true }).fill(`Laboratorijos darbas ${row.language}`);
    await form.getByRole('button', { name: row.save, exact: true }).click();
    await expect.poll(() => form.isVisible()).toBe(false);

    const toast = page.getByRole('status').filter({ hasText: row.says });
    await expect.poll(() => toast.count()).toBe(1);
    const block = page
      .locator(`[data-date="${saturday}"]`)
      .getByRole('button', { name: new RegExp(`Laboratorijos darbas ${row.language}`) });
    await expect.poll(() => block.isVisible()).toBe(true);
    // Bring the new block to the bottom corner, where toasts used to sit: the toast gives way.
    const box = (await block.boundingBox())!;
    const height = page.viewportSize()!.height;
    await page.evaluate((by) => window.scrollBy(0, by), box.y + box.height - (height - 30));
    await expect.poll(async () => intersects((await toast.boundingBox())!, (await block.boundingBox())!)).toBe(false);
    expect((await block.boundingBox())!.y + (await block.boundingBox())!.height).toBeGreaterThan(height - 120);

    // Leave the demo student in Lithuanian for the other journeys of this run.
    if (row.language === 'en') {
      await page.getByRole('button', { name: /^Language: EN/ }).click();
      await page.getByRole('menuitemradio', { name: /Lietuvių/ }).click();
    }
    await context.close();
  });

  // Issue 12, item 15: after an in-app navigation focus stayed on <body> and nothing announced the new page.
  it.each([
    {
      language: 'lt',
      menu: 'Tvarkaraščiai',
      link: 'Ištekliai',
      heading: 'Ištekliai',
      help: 'Pagalba',
      second: 'Studento instrukcijos',
      instructions: 'Kaip naudotis Laiku',
    },
    {
      language: 'en',
      menu: 'Timetables',
      link: 'Resources',
      heading: 'Resources',
      help: 'Help',
      second: 'Student instructions',
      instructions: 'How to use Laikas',
    },
  ])("should move focus to the new page's heading and announce its title ($language)", async (row) => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student, row.language as 'lt' | 'en');
    await page.goto('/');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return { tag: element?.tagName, text: element?.textContent?.trim() };
      });
    // The route announcer, not the live updates' (issue 31), which is a polite status region too.
    const announcer = page.locator('[role="status"][aria-live="polite"][aria-atomic="true"]:not([data-live-updates])');

    // By keyboard: the menu group, its link, Enter.
    await page.getByText(row.menu, { exact: true }).click();
    await page.getByRole('link', { name: row.link, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/resources');
    await expect.poll(focused).toEqual({ tag: 'H1', text: row.heading });
    await expect.poll(() => page.title()).toBe(`${row.heading} – Laikas`);
    await expect.poll(() => announcer.textContent()).toBe(row.heading);
    // Tab goes on from the top of the new page, not from wherever the old page left off.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    await page.getByText(row.help, { exact: true }).click();
    await page.getByRole('link', { name: row.second, exact: true }).click();
    await page.waitForURL('**/student-instructions');
    const heading = row.instructions;
    await expect.poll(focused).toEqual({ tag: 'H1', text: heading });
    await expect.poll(() => page.title()).toBe(`${heading} – Laikas`);
    await expect.poll(() => announcer.textContent()).toBe(heading);

    if (row.language === 'en') {
      await page.getByRole('button', { name: /^Language: EN/ }).click();
      await page.getByRole('menuitemradio', { name: /Lietuvių/ }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('lt');
    }
    await context.close();
  });

  // Issue 12, item 14: signing in from a deep link dropped its query (the week).
  it('should bring a person who signs in from a deep link to the very week it names', async () => {
    const { context, page } = await openPage(browser);
    const week = nextWeekDay(7);
    await page.goto(`/resources/3?week=${week}`);
    await page.waitForURL('**/login');
    await page.getByLabel('Naudotojo ID').fill(demo.student.uid);
    await page.getByLabel('Slaptažodis').fill(demo.student.password);
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await page.waitForURL((url) => url.pathname === '/resources/3');
    expect(new URL(page.url()).search).toBe(`?week=${week}`);
    await expect.poll(() => page.locator(`[data-date="${week}"]`).count()).toBeGreaterThan(0);
    await context.close();
  });

  // Issue 12, item 12: "Neturite įgaliojimų" came back after a reload.
  it('should show the permission error once, not again after a reload', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Neturite įgaliojimų' }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Sveiki, /);
    await expect.poll(() => page.getByRole('heading', { name: 'Artimiausios rezervacijos' }).isVisible()).toBe(true);
    expect(await page.getByText('Neturite įgaliojimų').count()).toBe(0);
    await context.close();
  });

  // Issue 12, item 22: every full page load logged react-router's "No `HydrateFallback` element provided".
  it('should load pages without warnings in the console', async () => {
    const { context, page } = await openPage(browser);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') {
        messages.push(message.text());
      }
    });
    await page.goto('/login');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await signInThroughTheForm(page, demo.student);
    for (const path of ['/resources', '/student-instructions', '/']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    }
    expect(messages.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    await context.close();
  });

  /** What the loading overlay says, in each language. */
  const LOADING_WORDS = [
    { language: 'lt', says: 'Įkeliama…' },
    { language: 'en', says: 'Loading…' },
  ] as const;

  // Issue 12, item 23: spec 4's loading overlay never appeared; screens showed only a "Kraunama…" text.
  it.each(LOADING_WORDS)(
    'should cover a screen whose data is slow with the loading overlay ($language)',
    async ({ language, says }) => {
      const { context, page } = await openPage(browser);
      await signIn(page, demo.student, language);
      // The list's call is held until the test has seen the overlay over it, however long that takes on this machine.
      let answer: () => void = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      try {
        await page.route('**/api/resources/list', async (route) => {
          await held;
          await route.continue();
        });
        // A page load of its own: the home page may already hold the list (the app reuses it), and a screen whose
        // data is already there has nothing to wait for. The overlay looked at is the one over the slow call, once the
        // app's frame is there: while the app boots (its code, the user) the boot's overlay may come and go first.
        const asked = page.waitForRequest('**/api/resources/list');
        await page.goto('/resources');
        await asked;
        await page.getByRole('main').waitFor();
        const overlay = page.getByTestId('loading-overlay');
        await expect.poll(() => overlay.isVisible(), { timeout: 5000 }).toBe(true);
        expect(await overlay.getByRole('status').textContent()).toBe(says);
        answer();
        await expect.poll(() => overlay.count(), { timeout: 5000 }).toBe(0);
        await expect.poll(() => page.getByRole('link', { name: 'FF 102 auditorija' }).isVisible()).toBe(true);
        await page.unroute('**/api/resources/list');
      } finally {
        answer();
        if (language === 'en') {
          // The demo student's language is stored on the server: put it back even when the test failed, so that the
          // files after this one see the student in Lithuanian.
          await page.evaluate(async () => {
            const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
            await fetch('/api/set-language', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
              body: JSON.stringify({ language: 'lt' }),
            });
          });
        }
        await context.close();
      }
    },
  );

  // The boot's overlay and the calls' overlay were two: a slow boot then a slow first call showed the overlay, lifted
  // it as the app's frame mounted, and showed it again after the delay.
  it.each(LOADING_WORDS)(
    'should keep one loading overlay from a slow boot through a slow first call ($language)',
    async ({ language, says }) => {
      const { context, page } = await openPage(browser);
      await signIn(page, demo.student, language);
      let releaseScripts: () => void = () => {};
      const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
      let releaseCall: () => void = () => {};
      const callHeld = new Promise<void>((resolve) => (releaseCall = resolve));
      try {
        // Every script but the entry is held until the boot's overlay is on screen, then the page's first call is
        // held until the app's frame is there: the test opens each gate, so the order holds on a fast or a busy machine.
        const html = await (await page.request.get('/resources')).text();
        const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)![1]!;
        // The entry is a small module that imports the app (boot, with the bundler's runtime and Vite's preload
        // helper that both share, issue 33): those run; the screens' code is held.
        const booting = (path: string) =>
          path === entry || /\/assets\/(boot|rolldown-runtime|preload-helper)-[^/]+\.js$/.test(path);
        await page.route(/\/assets\/.*\.js$/, async (route) => {
          if (!booting(new URL(route.request().url()).pathname)) {
            await scriptsHeld;
          }
          await route.continue();
        });
        await page.route('**/api/resources/list', async (route) => {
          await callHeld;
          await route.continue();
        });
        // Each time the overlay comes or goes, with its words; changes within one rendering count as none.
        await page.addInitScript(() => {
          const log: string[] = [];
          (window as unknown as { overlayLog: string[] }).overlayLog = log;
          let shown: Element | null = null;
          new MutationObserver(() => {
            const overlay = document.querySelector('[data-testid="loading-overlay"]');
            if ((overlay === null) !== (shown === null)) {
              log.push(overlay ? `shown: ${overlay.textContent}` : 'hidden');
            }
            shown = overlay;
          }).observe(document, { childList: true, subtree: true });
        });
        const overlayLog = () => page.evaluate(() => (window as unknown as { overlayLog?: string[] }).overlayLog ?? []);
        const asked = page.waitForRequest('**/api/resources/list');
        await page.goto('/resources', { waitUntil: 'commit' });
        await expect.poll(overlayLog, { timeout: 15_000 }).toEqual([`shown: ${says}`]);
        releaseScripts();
        await asked;
        await page.getByRole('main').waitFor();
        releaseCall();
        await expect
          .poll(() => page.getByRole('link', { name: 'FF 102 auditorija' }).isVisible(), { timeout: 15_000 })
          .toBe(true);
        await expect.poll(() => page.getByTestId('loading-overlay').count(), { timeout: 5000 }).toBe(0);
        expect(await page.evaluate(() => (window as unknown as { overlayLog: string[] }).overlayLog)).toEqual([
          `shown: ${says}`,
          'hidden',
        ]);
      } finally {
        releaseScripts();
        releaseCall();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        if (language === 'en') {
          // Stored on the server: the files after this one see the student in Lithuanian.
          await useLanguage(page, 'lt');
        }
        await context.close();
      }
    },
  );

  // Spec 4: the overlay blocks the page while calls are pending; a call that hangs must not block it for good.
  it('should lift the loading overlay from a call that hangs after 10 s, leaving the page usable', async () => {
    const { context, page } = await openPage(browser);
    // The page runs on a clock the test moves on (it keeps going as a real one does between moves), so the 10 s
    // are not waited for.
    await page.clock.install();
    await signIn(page, demo.student);
    try {
      // The list of resources never answers.
      await page.route('**/api/resources/list', () => undefined);
      // Timed from the hanging call once the app's frame is there, not from the overlay the app's boot may show and
      // lift before it.
      const asked = page.waitForRequest('**/api/resources/list');
      await page.goto('/resources');
      await asked;
      await page.getByRole('main').waitFor();
      const overlay = page.getByTestId('loading-overlay');
      await expect.poll(() => overlay.isVisible(), { timeout: 5000 }).toBe(true);
      // Held about 10 s from the call (OVERLAY_HOLD_MS), not for as long as the call lasts: still there 7 s after it
      // showed (as much as 3 s of real time may have gone by since the call on a busy machine), gone 4 s later.
      await page.clock.fastForward(7_000);
      expect(await overlay.isVisible()).toBe(true);
      await page.clock.fastForward(4_000);
      await expect.poll(() => overlay.count(), { timeout: 5000 }).toBe(0);
      // The page is usable again: the menu leads elsewhere.
      await page.getByText('Pagalba', { exact: true }).click();
      await page.getByRole('link', { name: 'Studento instrukcijos' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Kaip naudotis Laiku');
    } finally {
      await page.unroute('**/api/resources/list');
      await context.close();
    }
  });

  // Issue 12, item 18: a reservation the week opens read-only was "not found" on its own page.
  it('should open on its own page a reservation the week shows to someone not involved', async () => {
    const student = await openPage(browser);
    await signIn(student.page, demo.student);
    await student.page.goto('/resources');
    await student.page.getByRole('link', { name: 'MIF 203 laboratorija' }).click();
    await expect.poll(() => student.page.getByRole('heading', { level: 1 }).textContent()).toBe('MIF 203 laboratorija');
    await student.page.getByRole('link', { name: 'Kita savaitė →' }).click();
    const saturday = nextWeekDay(5);
    await clickFreeTime(student.page, saturday, 16, 0);
    const form = student.page.getByRole('dialog');
    await expect.poll(() => form.getByLabel('Pavadinimas', { exact: true }).isVisible()).toBe(true);
    await form.getByLabel('Pavadinimas', { exact: true }).fill('Studentų būrelio bandymai');
    // The student invites the administrator; the teacher who opens it later is not involved.
    await form.getByRole('button', { name: /^Pakviesti asmenys/ }).click();
    await student.page.getByRole('combobox').fill('Jankausk');
    await student.page.getByRole('option', { name: /Rūta Jankauskienė/ }).click();
    await student.page.keyboard.press('Escape');
    await expect
      .poll(() => form.getByRole('button', { name: 'Pakviesti asmenys Pasirinkta: 1' }).isVisible())
      .toBe(true);
    await form.getByRole('button', { name: 'Išsaugoti', exact: true }).click();
    await expect.poll(() => form.isVisible()).toBe(false);
    await student.context.close();

    const { context, page } = await openPage(browser);
    await signIn(page, demo.teacher);
    await page.goto('/resources');
    await page.getByRole('link', { name: 'MIF 203 laboratorija' }).click();
    await page.getByRole('link', { name: 'Kita savaitė →' }).click();
    const block = page.locator(`[data-date="${saturday}"]`).getByRole('button', { name: /Studentų būrelio bandymai/ });
    await expect.poll(() => block.isVisible()).toBe(true);
    const id = (await block.getAttribute('data-key'))!.split('@')[0];
    // The week opens it read-only ...
    await block.click();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Studentų būrelio bandymai' }).isVisible())
      .toBe(true);
    // Who is invited is for those involved, but not "nobody": how many are invited shows in both places.
    const hidden = 'Vardus mato tik su rezervacija susiję žmonės.';
    await expect.poll(() => page.getByRole('dialog').getByText(`Pakviestas 1 asmuo. ${hidden}`).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    // ... and so does its own page.
    await page.goto(`/reservations/${id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Studentų būrelio bandymai');
    expect(await page.getByText('Tokios rezervacijos nėra').count()).toBe(0);
    await expect.poll(() => page.getByText(`1 asmuo. ${hidden}`).isVisible()).toBe(true);
    expect(await page.getByText('Rūta Jankauskienė').count()).toBe(0);
    await context.close();
  });

  // Issue 12, item 20: on /resources the "Set as my default" buttons' names did not contain their visible text, and
  // the resource details' scrolling body could not be reached by keyboard.
  it.each([
    { language: 'lt', details: 'Informacija', room: 'FF 102 auditorija' },
    { language: 'en', details: 'Details', room: 'FF 102 auditorija' },
  ] as const)(
    "should pass axe on the resources page and in a resource's details ($language)",
    async ({ language, details, room }) => {
      const { context, page } = await openPage(browser);
      await signIn(page, demo.student, language);
      await page.goto('/resources');
      await expect.poll(() => page.getByRole('link', { name: room }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: new RegExp(`${details}.*${room}|${room}.*${details}`, 'i') }).click();
      const dialog = page.getByRole('dialog', { name: room });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await page.keyboard.press('Escape');

      if (language === 'en') {
        await page.getByRole('button', { name: /^Language: EN/ }).click();
        await page.getByRole('menuitemradio', { name: /Lietuvių/ }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('lt');
      }
      await context.close();
    },
  );

  // Issue 12, item 21: the default resource could not be cleared.
  it('should set a default resource and clear it again', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.teacher);
    await page.goto('/resources');
    await page.getByRole('button', { name: 'Nustatyti numatytuoju: FLF 102 auditorija' }).click();
    const clear = page.getByRole('button', { name: 'Nebenaudoti numatytuoju: FLF 102 auditorija' });
    await expect.poll(() => clear.isVisible()).toBe(true);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: /FLF 102 auditorija/ }).isVisible()).toBe(true);

    await page.goto('/resources');
    await clear.click();
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'FLF 102 auditorija nebėra jūsų numatytasis išteklius' }).count(),
      )
      .toBe(1);
    await expect
      .poll(() => page.getByRole('button', { name: 'Nustatyti numatytuoju: FLF 102 auditorija' }).isVisible())
      .toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Nustatyti numatytuoju: FLF 102 auditorija' }).isVisible())
      .toBe(true);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: /Sveiki/ }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: /FLF 102 auditorija/ }).count()).toBe(0);
    await context.close();
  });

  // Issue 12, item 16: the teacher search on "Resources by teachers" listed students.
  it('should offer only teachers in the teacher search', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.admin);
    await page.goto('/resources/teachers');
    await page.getByRole('button', { name: /^Dėstytojai/ }).click();
    // "Kazlausk" names a teacher (doc. Tomas Kazlauskas) and students (Ignas Kazlauskas, Goda Kazlauskaitė).
    await page.getByRole('combobox').fill('Kazlausk');
    await expect.poll(() => page.getByRole('option', { name: /doc\. Tomas Kazlauskas/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('option', { name: /prof\. Aistė Kazlauskaitė/ }).count()).toBe(1);
    expect(await page.getByRole('option', { name: /Ignas Kazlauskas/ }).count()).toBe(0);
    expect(await page.getByRole('option', { name: /Goda Kazlauskaitė/ }).count()).toBe(0);
    await context.close();
  });

  // Issue 12, item 17: Change password showed one error at a time.
  it('should show a wrong current password and a mismatched confirmation together', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    await page.goto('/user/change-password');
    await page.getByLabel('Dabartinis slaptažodis').fill('ne-tas-slaptazodis1');
    await page.getByLabel('Naujas slaptažodis').fill('naujas12345');
    await page.getByLabel('Pakartokite naują slaptažodį').fill('naujas54321');
    await page.getByRole('button', { name: 'Keisti slaptažodį' }).click();
    await expect.poll(() => page.getByText('Dabartinis slaptažodis neteisingas.').isVisible()).toBe(true);
    expect(await page.getByText('Slaptažodžio patvirtinimas nesutampa.').isVisible()).toBe(true);
    await context.close();
  });

  // Issue 12, item 19: wording. An empty export said "Nėra įvykių eksportuoti"; the sign-in lockout said "po 898 sekundžių".
  it('should say there is nothing to export in plain Lithuanian', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.student);
    await page.goto('/resources/1?week=2030-01-07');
    await expect.poll(() => page.locator('[data-date="2030-01-07"]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Eksportuoti savaitę (.ics)' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Nėra ką eksportuoti' }).count()).toBe(1);
    await context.close();
  });

  it.each([
    { language: 'lt', retryAfter: 898, says: 'Per daug bandymų. Bandykite dar kartą po 15 min.' },
    { language: 'lt', retryAfter: 4, says: 'Per daug bandymų. Bandykite dar kartą po 4 s.' },
    { language: 'en', retryAfter: 898, says: 'Too many attempts. Please try again in 15 min.' },
  ])('should tell a locked-out person the wait in minutes or seconds ($language, $retryAfter s)', async (row) => {
    const { context, page } = await openPage(browser);
    // The server's answer to too many attempts (its mechanism is the security area's); the words are the screen's.
    await page.route('**/api/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': String(row.retryAfter) },
        body: JSON.stringify({ message: `Too many attempts. Please try again in ${row.retryAfter} seconds.` }),
      }),
    );
    await page.addInitScript((language) => localStorage.setItem('language', language), row.language);
    await page.goto('/login');
    await page.getByLabel(/Naudotojo ID|User ID/).fill(demo.student.uid);
    await page.getByLabel(/Slaptažodis|Password/).fill('bet-koks-1');
    await page.getByRole('button', { name: /Prisijungti|Sign in/ }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(row.says);
    await context.close();
  });

  // Issue 12, item 10: Lithuanian dates on the remote reservations page read "Lapkričio 30 D., Pirmadienis".
  it('should write the days of remote reservations as Lithuanian writes dates', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, demo.teacher);
    const tuesday = nextWeekDay(1);
    const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
    const resources = (await (await page.request.get('/api/resources')).json()).data as { id: number; name: string }[];
    const room = resources.find((resource) => resource.name === 'FLF 101 auditorija')!;
    const created = await page.request.post(`/api/resources/${room.id}/reservations`, {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      data: {
        name: 'Nuotolinė konsultacija',
        type: 'event',
        from: tuesday,
        to: tuesday,
        from_time: { hours: 19, minutes: 0 },
        to_time: { hours: 20, minutes: 0 },
        is_remote: 1,
        remote_address: 'https://meet.example/paskaita',
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/remote-reservations');
    await chooseOption(page, 'Išteklius', 'FLF 101 auditorija');
    await page.getByRole('link', { name: 'Kita savaitė →' }).click();
    const heading = page.getByRole('heading', { level: 3 }).first();
    await expect.poll(() => heading.isVisible()).toBe(true);
    // As the screen draws it (innerText follows CSS text-transform).
    expect(await heading.innerText()).toMatch(/^[a-ząčęėįšųūž]+ \d{1,2}\sd\., [a-ząčęėįšųūž]+$/);
    await context.close();
  });
});
