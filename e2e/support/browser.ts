import { appendFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { inject } from './server';
import { xsrf } from './api';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.ts';
import { addDays, mondayIn } from './dates';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  // Every context of the browser notes the secrets it handles, however a test makes it.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => {
    const context = await newContext(...options);
    noteSecrets(context);
    return context;
  };
  return browser;
}

const PASSWORD_FIELDS = ['password', 'current_password', 'password_confirmation'];

/*
 * Issue 13: the secrets a browser context sends or is given (passwords it posts, every cookie the server sets: the
 * session token and the XSRF token) are written to the run's secrets file; the run's teardown fails if the server's
 * log holds any of them (globalSetup.ts, leakedSecrets).
 */
function noteSecret(kind: string, value: string) {
  if (value && !value.includes('\n')) {
    appendFileSync(inject('secretsFile'), `${kind}\t${value}\n`);
  }
}

function noteSecrets(context: BrowserContext) {
  context.on('request', (request) => {
    const body = request.method() === 'GET' ? null : request.postData();
    if (!body || !body.includes('password')) {
      return;
    }
    try {
      const json = JSON.parse(body) as Record<string, unknown>;
      for (const field of PASSWORD_FIELDS) {
        if (typeof json[field] === 'string') {
          noteSecret(`a password typed into ${new URL(request.url()).pathname}`, json[field]);
        }
      }
    } catch {
      // not JSON: no password field of ours
    }
  });
  context.on('response', (response) => {
    response
      .headerValue('set-cookie')
      .then((header) => {
        for (const line of header?.split('\n') ?? []) {
          const pair = line.split(';')[0] ?? '';
          const name = pair.slice(0, pair.indexOf('='));
          const value = pair.slice(pair.indexOf('=') + 1);
          noteSecret(`the ${name} cookie`, value);
          noteSecret(`the ${name} cookie`, decodeURIComponent(value));
        }
      })
      .catch(() => {
        // the context closed first
      });
  });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** A fresh browser context (own cookies and storage) pointed at the e2e server. */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: viewports[viewport],
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
  });
  return { context, page: await newAppPage(context) };
}

/**
 * A new page (a tab) of `context` that waits for the app after each load and counts its API calls: every page an e2e
 * test clicks in, so that no click lands on a server-drawn page the app has not yet taken over.
 */
export async function newAppPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  waitForTheAppAfterEachLoad(page);
  countApiCalls(page);
  return page;
}

/** The API calls of each page in flight (the live stream aside), and when the last one ended. */
const apiCalls = new WeakMap<Page, { inFlight: number; lastEnded: number }>();

function countApiCalls(page: Page): void {
  const calls = { inFlight: 0, lastEnded: Date.now() };
  apiCalls.set(page, calls);
  const isCall = (url: string) => url.includes('/api/') && !url.includes('/api/events');
  page.on('request', (request) => {
    if (isCall(request.url())) {
      calls.inFlight += 1;
    }
  });
  const ended = (request: { url(): string }) => {
    if (isCall(request.url())) {
      calls.inFlight = Math.max(0, calls.inFlight - 1);
      calls.lastEnded = Date.now();
    }
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Waits until the page has had no API call in flight for `quietMs`: a call's loading overlay, which takes the clicks
 * while it shows (spec 4), is then neither up nor about to come up. A click right after a save could otherwise land
 * on the overlay of the list's refetch and do nothing.
 */
export async function apiQuiet(page: Page, quietMs = 600, timeout = 30_000): Promise<void> {
  const calls = apiCalls.get(page);
  if (!calls) {
    return;
  }
  await expect.poll(() => calls.inFlight === 0 && Date.now() - calls.lastEnded >= quietMs, { timeout }).toBe(true);
}

/**
 * A page the server drew (issue 33) is on screen before the app has started on it, and a click that lands before React
 * has taken the page over does nothing. A person waits the moment it takes; a test would click at once: every
 * `page.goto` and `page.reload`, and every `page.waitForURL` (a page reached through redirects: a sign-in at an
 * identity provider), therefore also waits until React has a root on the page (React replays a click made during
 * hydration). A load with `waitUntil: 'commit'` is a test that holds the app's scripts itself, and is left alone.
 */
function waitForTheAppAfterEachLoad(page: Page): void {
  const hasTheApp = () =>
    page.waitForFunction(() => {
      const root = document.getElementById('root');
      return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
  /** What a load answered, once the app is on the page it loaded (not after a load that stops at `commit`). */
  const thenTheApp = async <T>(loaded: Promise<T>, options?: { waitUntil?: string }): Promise<T> => {
    const result = await loaded;
    if (options?.waitUntil !== 'commit') {
      await hasTheApp();
    }
    return result;
  };
  const goto = page.goto.bind(page);
  page.goto = (url, options) => thenTheApp(goto(url, options), options);
  const reload = page.reload.bind(page);
  page.reload = (options) => thenTheApp(reload(options), options);
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = (url, options) => thenTheApp(waitForURL(url, options), options);
}

/** Demo logins seeded by the server (see the README / start output). */
export const demo = {
  student: {
    uid: process.env.E2E_STUDENT_UID ?? 'studentas',
    password: process.env.E2E_STUDENT_PASSWORD ?? 'laikas2026',
  },
  teacher: {
    uid: process.env.E2E_TEACHER_UID ?? 'destytojas',
    password: process.env.E2E_TEACHER_PASSWORD ?? 'laikas2026',
  },
  admin: { uid: process.env.E2E_ADMIN_UID ?? 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'laikas2026' },
};

/** Signs in through the Login form, as a person does: the page is then on Home. */
export async function signInThroughTheForm(page: Page, who: { uid: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/Naudotojo ID|User ID/).fill(who.uid);
  await page.getByLabel(/Slaptažodis|Password/).fill(who.password);
  await page.getByRole('button', { name: /^(Prisijungti|Sign in)$/ }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Signs `page`'s browser context in as `who` with the call the Login form makes (`POST /api/login`), and stores
 * `language` as theirs when given (`POST /api/set-language`), without loading a page: the page's next load is the
 * signed-in app in that language. A journey that is not about signing in starts here: the Login page, Home and a
 * reload fewer than through the form cost a worker ~1.1 s each (4 Dec). The form is signInThroughTheForm's.
 */
export async function signIn(
  page: Page,
  who: { uid: string; password: string },
  language?: 'lt' | 'en',
): Promise<void> {
  noteSecret('a password typed into /api/login', who.password);
  // The XSRF cookie a call must echo, from the call that hands it out (as callStatus asks it).
  await page.request.get('/api/csrf-cookie');
  await postRetryingBusy(page, '/api/login', { uid: who.uid, password: who.password });
  if (language) {
    await postRetryingBusy(page, '/api/set-language', { language });
  }
  for (const cookie of await page.context().cookies()) {
    noteSecret(`the ${cookie.name} cookie`, cookie.value);
    noteSecret(`the ${cookie.name} cookie`, decodeURIComponent(cookie.value));
  }
}

/**
 * POSTs `body` to `path` in `page`'s session, its XSRF token echoed; a 503 (a busy or restarting server) is sent
 * again after its Retry-After, as the app's client would, and any other failure fails the test here.
 */
async function postRetryingBusy(page: Page, path: string, body: object): Promise<void> {
  let status = 0;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await page.request.post(path, {
      headers: { 'x-xsrf-token': await xsrf(page) },
      data: body,
      failOnStatusCode: false,
    });
    status = response.status();
    if (status !== 503) {
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 * Number(response.headers()['retry-after'] ?? 1)));
  }
  if (status < 200 || status >= 300) {
    throw new Error(`POST ${path} answered ${status}`);
  }
}

/**
 * Resolves once `page`'s live event stream (`GET /api/events`) has answered: its EventSource is open, and a change
 * made from then on reaches the page. Asked for before the load that opens it: the app opens the stream as it mounts,
 * after the page is drawn, and a change made in between is not the stream's to bring (a person does not book within
 * the moment a page takes to start; a test does).
 */
export function liveStreamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.ok(), {
    timeout: 30_000,
  });
}

/** Clicks free time on a day column of the week grid at a clock time (hours scale, 07:00–21:00). */
export async function clickFreeTime(page: Page, date: string, hours: number, minutes = 0) {
  const column = page.locator(`[data-date="${date}"]`).first();
  // A week still loading (just paged to) is drawn busy and takes no clicks: wait for its reservations first.
  await column.waitFor();
  await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
  // A week the server drew takes clicks once React has hydrated it (its nodes carry React's props), not before.
  await page.waitForFunction(
    (element) => Object.keys(element!).some((key) => key.startsWith('__reactProps')),
    await column.elementHandle(),
  );
  const fraction = (hours * 60 + minutes - 7 * 60 + 10) / (14 * 60);
  const box = await column.boundingBox();
  if (!box) {
    throw new Error(`No column for ${date}`);
  }
  // A click on the column at that point, as a person makes it: Playwright scrolls the point into view and waits
  // until the column, not something over it (the loading overlay, held at least 400 ms once shown, even after the
  // week is drawn), would receive it. A mouse click at page coordinates was lost under the overlay on a busy machine.
  await column.click({ position: { x: box.width / 2, y: box.height * fraction } });
}

/** A day of the week after the current one (0 = Monday), as YYYY-MM-DD. */
export function nextWeekDay(offset: number): string {
  return addDays(mondayIn(1), offset);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The button of the ui package's Select named `label` (its accessible name is the label, then the chosen value). */
export function selectButton(page: Page, label: string) {
  // The label, then a space and the value (not \b: it knows no Lithuanian letters).
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}(\\s|$)`) });
}

/** Picks `option` in the ui package's Select named `label`: opens its list, clicks the option. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await selectButton(page, label).click();
  // The chosen option's name ends with "(selected)" / "(pasirinkta)" for screen readers.
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(option)}( \\(.+\\))?$`) }).click();
}

/**
 * Picks `date` (YYYY-MM-DD) in ui's DatePicker whose trigger, within `scope`, is named by `label` (then its value):
 * opens it, moves month by month (back or on) until the day shows, clicks it and Select.
 */
export async function pickDate(page: Page, label: string, date: string, scope: Page | Locator = page): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}(\\s|$)`) }).click();
  const dialog = page.getByRole('dialog');
  // The month grid loads after the page's first render: wait for it before asking whether the day is shown.
  await dialog.getByRole('grid').first().waitFor();
  const day = dialog.locator(`[data-day="${date}"] button`);
  // The grid opens on the chosen date's month (or today's): step back or on, whichever way the date lies.
  for (let step = 0; step < 24 && !(await day.isVisible()); step += 1) {
    const shown = (await dialog.locator('[data-day] button').first().locator('..').getAttribute('data-day')) ?? date;
    const way = date < shown ? /Pereiti į ankstesnį mėnesį|Previous Month/i : /Pereiti į kitą mėnesį|Next Month/i;
    await dialog.getByRole('button', { name: way }).click();
  }
  await day.click();
  const select = dialog.getByRole('button', { name: /^(Pasirinkti|Select)$/ });
  if (await select.isVisible()) {
    await select.click();
  }
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Switches the signed-in person's language (`POST /api/set-language`, with the XSRF token) and reloads the page; a
 * page that has loaded nothing yet (signed in by `signIn`) loads the app in that language when it first does.
 */
export async function useLanguage(page: Page, language: 'lt' | 'en'): Promise<void> {
  await postRetryingBusy(page, '/api/set-language', { language });
  if (page.url() === 'about:blank') {
    return;
  }
  // As the app's own switch does, the choice is also stored in this browser (spec 4); and the reloaded app has
  // stored the user in it: a later page whose user the server could not inline (a 503 under load) starts in it.
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.reload();
  await page.waitForFunction(
    (chosen) =>
      document.documentElement.lang === chosen &&
      (JSON.parse(localStorage.getItem('user') ?? 'null') as { language?: string } | null)?.language === chosen,
    language,
  );
}

/** A new page signed in as `who`, in `language` when given (the app stores it for them; demoUsers.ts resets it). */
export async function signedInPage(
  browser: Browser,
  who: { uid: string; password: string },
  language?: 'lt' | 'en',
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser);
  try {
    await signIn(opened.page, who, language);
    return opened;
  } catch (error) {
    await opened.context.close();
    throw error;
  }
}
