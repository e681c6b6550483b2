import ExcelJS from 'exceljs';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Authorizable, reportSheets } from '@laikas/contract';
import { mayOpen, ROUTE_TABLE } from '../../apps/web/src/app/routeTable';
import { demo, launchBrowser, openPage, signIn, useLanguage } from '../support/browser';

/*
 * Issue 28: every value a person reads has a label in their language. Signed in as a student, a teacher, an
 * administrator and a super administrator, in Lithuanian and in English, this opens every screen of the route table
 * the person may open (the audit log and the report exports included) and fails on a raw value in visible text: a
 * snake_case token (`credentials_reset_at`), a lower-case enum value standing alone (`lecture`, `approved`), a
 * translation key (`audit.fields.x`) or a JavaScript leftover (`undefined`, `[object Object]`). E-mail addresses and
 * URLs are left out. One browser; each person signs in once; screens change in the app, without reloading it.
 */

const people = {
  student: demo.student,
  teacher: demo.teacher,
  admin: demo.admin,
  superAdmin: {
    uid: process.env.E2E_SUPER_ADMIN_UID ?? 'superadmin',
    password: process.env.E2E_SUPER_ADMIN_PASSWORD ?? 'laikas2026',
  },
};

/** Values of the contract's enums that must never reach a person as they are stored. */
const RAW_VALUES = new Set([
  ...['lecture', 'event', 'approved', 'pending', 'rejected', 'accepted', 'declined', 'cancelled', 'changed'],
  ...['student', 'teacher', 'admin', 'super_admin', 'detached', 'invitation'],
  ...['daily', 'weekly', 'monthly', 'yearly'],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ...['sent', 'failed', 'create', 'update', 'delete', 'approve', 'reject', 'upcoming'],
  ...['reservation', 'resource', 'user', 'group', 'annex', 'period', 'settings', 'lt', 'en'],
  ...['rooms', 'groups', 'teachers', 'heatmap', 'weeks', 'reservations'],
  ...['true', 'false', 'null', 'undefined', 'nan', 'invalid date', '[object object]'],
]);
const SNAKE_CASE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/;
/** An i18next key shown for want of its text: `audit.fields.x`, `reservation.type.lecture`. */
const KEY = /\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\.[a-zA-Z_]+\b/;
const ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+|\bhttps?:\/\/\S+|\bwww\.\S+/g;
const SEPARATORS = /[\n\t·•→←:()[\]{}|/–—"„“”]+/;

/**
 * Data the demo university's people entered, which may look like a value: their user ids (the administrator's is
 * `admin`). A role shown raw is still caught: the others would read `teacher`, `student`, `super_admin`.
 */
const USER_DATA = new RegExp(
  `\\b(${Object.values(people)
    .map((person) => person.uid)
    .join('|')})\\b`,
  'g',
);

/**
 * What is wrong in a piece of visible text (empty when nothing is). In English a stored value is also a word of the
 * language ("a pending request"): it counts only when it stands alone. In Lithuanian no such word belongs anywhere.
 */
export function rawTokensIn(text: string, language: 'lt' | 'en'): string[] {
  const found: string[] = [];
  const cleaned = text.replace(ADDRESS, ' ').replace(USER_DATA, ' ');
  for (const pattern of [SNAKE_CASE, KEY, /\[object Object\]/, /\bundefined\b/, /\bNaN\b/, /Invalid Date/]) {
    const match = pattern.exec(cleaned);
    if (match) {
      found.push(match[0]);
    }
  }
  for (const segment of cleaned.split(SEPARATORS)) {
    const trimmed = segment.trim().replace(/[.!?]+$/, '');
    if (trimmed === trimmed.toLowerCase() && RAW_VALUES.has(trimmed.toLowerCase())) {
      found.push(trimmed);
    }
  }
  if (language === 'lt') {
    found.push(...(cleaned.match(/[\p{L}_]+/gu) ?? []).filter((word) => RAW_VALUES.has(word) && word.length > 2));
  }
  return found;
}

/** Every visible text node of the page (React writes an interpolated value as its own node), and the raw tokens. */
async function rawTokensOnScreen(page: Page, language: 'lt' | 'en'): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, noscript, [hidden], [aria-hidden="true"]')) {
        continue;
      }
      if (parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) {
        found.push(text);
      }
    }
    // Buttons and fields speak through their labels and values too.
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (element instanceof HTMLElement && element.checkVisibility()) {
        for (const attribute of ['aria-label', 'title', 'placeholder']) {
          const value = element.getAttribute(attribute);
          if (value) {
            found.push(value);
          }
        }
      }
    }
    return [...found, document.body.innerText];
  });
  return [
    ...new Set(
      texts.flatMap((text) => rawTokensIn(text, language).map((token) => `${token}  ⟵  ${text.slice(0, 80)}`)),
    ),
  ];
}

/**
 * Opens a path inside the running app (no reload), then waits until it has rendered (two frames), its heading shows
 * and the network has been quiet for a moment: the screen's code and data have arrived and nothing new was asked.
 */
async function openInApp(page: Page, path: string, network: Network) {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    path,
  );
  await expect.poll(() => network.quiet(), { message: `${path} keeps asking: ${network.pending()}` }).toBe(true);
  await expect
    .poll(() => page.locator('main h1').first().isVisible(), { message: `${path} has no heading` })
    .toBe(true);
}

interface Network {
  /** No request waits for its answer, and none started or ended in the last 300 ms. */
  quiet(): boolean;
  /** The requests still waiting, for a failure's message. */
  pending(): string;
}

function trackRequests(page: Page): Network {
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    // A stream (server-sent events) stays open for as long as the screen does.
    if (request.resourceType() !== 'eventsource') {
      pending.add(request);
      lastActivity = Date.now();
    }
  });
  const done = (request: Request) => {
    if (pending.delete(request)) {
      lastActivity = Date.now();
    }
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: () => pending.size === 0 && Date.now() - lastActivity >= 300,
    pending: () => [...pending].map((request) => request.url()).join(', '),
  };
}

/** Ids to fill the route table's parameters with, read once as the super administrator. */
interface Ids {
  resourceId: number;
  annexId?: number;
  userId: number;
  groupId?: number;
  reservationId?: number;
  report?: number;
}

function pathWith(path: string, ids: Ids): string | null {
  const values: Record<string, number | undefined> = { id: ids.resourceId, ...ids };
  let missing = false;
  const filled = path.replace(/:(\w+)(\?)?/g, (_match, key: string) => {
    const value = values[key];
    missing ||= value === undefined;
    return String(value);
  });
  return missing ? null : filled;
}

const today = new Date();
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const range = { from: day(-28), to: day(28) };

async function xsrf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
}

async function readIds(page: Page): Promise<Ids> {
  const first = async (url: string) => {
    const answer = await page.request.get(url);
    expect(answer.status(), url).toBe(200);
    return ((await answer.json()) as { data: { id: number }[] }).data[0]?.id;
  };
  const saved = await page.request.post('/api/admin/reports', {
    headers: { 'x-xsrf-token': await xsrf(page) },
    data: { name: 'Žodžių patikra', ...range },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return {
    resourceId: (await first('/api/admin/resources?per_page=25'))!,
    annexId: await first('/api/admin/annexes?per_page=25'),
    userId: (await first('/api/admin/users?per_page=25'))!,
    groupId: await first('/api/admin/groups?per_page=25'),
    reservationId: await first(`/api/admin/reservations?per_page=25&from=${range.from}&to=${range.to}`),
    report: ((await saved.json()) as { data: { id: number } }).data.id,
  };
}

/**
 * Changes the audit log then shows first, each with values that once reached people raw: an account made, its
 * password reset, disabled and enabled again (roles, `credentials_reset_at`, booleans), and a reservation made and
 * turned from a lecture into a remote event (type, status, the remote flag).
 */
async function seedAuditEntries(page: Page, resourceId: number) {
  const headers = { 'x-xsrf-token': await xsrf(page) };
  const post = async (url: string, data?: unknown) => {
    const answer = await page.request.post(url, { headers, data });
    expect(answer.status(), `${url}: ${await answer.text()}`).toBeLessThan(300);
    return (await answer.json()) as { data: unknown };
  };
  const made = (await post('/api/admin/users', {
    uid: `zodziai-${Date.now()}`,
    name: 'Žodžių Tikrintoja',
    roles: ['teacher'],
  })) as { data: { user: { id: number } } };
  const userId = made.data.user.id;
  await post(`/api/admin/users/${userId}/reset-password`);
  await post(`/api/admin/users/${userId}/disable`);
  await post(`/api/admin/users/${userId}/enable`);

  const items = (await (await page.request.get(`/api/resources/${resourceId}/items`)).json()) as {
    data: { id: number }[];
  };
  const tuesday = [14, 15, 16, 17, 18, 19, 20]
    .map(day)
    .find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 2)!;
  const lecture = {
    name: 'Žodžių patikros paskaita',
    from: tuesday,
    to: tuesday,
    // The day's first academic slot, which the demo timetables leave free.
    from_time: { hours: 7, minutes: 0 },
    to_time: { hours: 8, minutes: 0 },
    type: 'lecture',
  };
  const url = `/api/items/${items.data[0]!.id}/reservations`;
  const created = (await post(url, lecture)) as { data: { id: number }[] };
  const changed = await page.request.put(`${url}/${created.data[0]!.id}`, {
    headers,
    data: { ...lecture, type: 'event' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

/** Every cell of the report workbook that is text, with its sheet. */
async function workbookTexts(page: Page, language: 'lt' | 'en'): Promise<string[]> {
  const answer = await page.request.get(`/api/admin/reports/export?from=${range.from}&to=${range.to}&format=xlsx`, {
    headers: { 'accept-language': language },
  });
  expect(answer.status()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  const bytes = await answer.body();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(reportSheets.length);
  const texts: string[] = [];
  for (const sheet of workbook.worksheets) {
    texts.push(sheet.name);
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') {
          texts.push(cell.value);
        }
      });
    });
  }
  return texts;
}

describe('every word in the reader’s language', () => {
  let browser: Browser;
  let ids: Ids;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, people.superAdmin);
      ids = await readIds(page);
      await seedAuditEntries(page, ids.resourceId);
    } finally {
      await context.close();
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([['superAdmin'], ['admin'], ['teacher'], ['student']] as const)(
    'should show %s no raw value on any screen, in Lithuanian and in English',
    async (who) => {
      const { context, page } = await openPage(browser);
      try {
        await signIn(page, people[who]);
        const user = ((await (await page.request.get('/api/user')).json()) as { data: Authorizable }).data;
        const network = trackRequests(page);
        const screens = ROUTE_TABLE.filter((route) => route.access.kind !== 'guest' && mayOpen(user, route.access))
          .map((route) => pathWith(route.path, ids))
          .filter((path): path is string => path !== null)
          .map((path) => (path === '/admin/reports' ? `${path}?from=${range.from}&to=${range.to}` : path));
        expect(screens.length).toBeGreaterThan(who === 'admin' || who === 'superAdmin' ? 20 : 10);

        const problems: string[] = [];
        for (const language of ['lt', 'en'] as const) {
          await useLanguage(page, language);
          for (const path of screens) {
            await openInApp(page, path, network);
            problems.push(
              ...(await rawTokensOnScreen(page, language)).map((problem) => `${language} ${path}: ${problem}`),
            );
          }
          if (mayOpen(user, { kind: 'ability', ability: 'reports.manage' })) {
            for (const text of await workbookTexts(page, language)) {
              problems.push(
                ...rawTokensIn(text, language).map((token) => `${language} report workbook: ${token}  ⟵  ${text}`),
              );
            }
          }
        }
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('should show a guest no raw value on the sign-in screen', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto('/login');
      await expect.poll(() => page.getByRole('button', { name: 'Prisijungti' }).isVisible()).toBe(true);
      expect(await rawTokensOnScreen(page, 'lt')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
