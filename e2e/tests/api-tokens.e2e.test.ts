import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../support/server';
import { axeViolations } from '../support/axe';
import { chooseOption, demo, launchBrowser, signedInPage, useLanguage } from '../support/browser';

/* Issue 35: a person makes an API token on their profile and another program uses it with fetch, no cookie. */

const words = {
  lt: {
    title: 'API raktai',
    name: 'Pavadinimas',
    write: 'Keisti — kurti, keisti ir atšaukti',
    expiry: 'Galiojimo laikas',
    days: '30 dienų',
    create: 'Sukurti raktą',
    secret: (name: string) => `Naujas raktas „${name}“`,
    revoke: (name: string) => `Panaikinti ${name}`,
    revokeTitle: (name: string) => `Panaikinti „${name}“?`,
    revokeButton: 'Panaikinti',
    revoked: (name: string) => `Raktas „${name}“ panaikintas.`,
    service: 'Sistemų raktai',
    serviceCard: 'Raktai kitoms sistemoms',
    admin: 'Administruoti — naudotis jį sukūrusio asmens administravimo teisėmis',
  },
  en: {
    title: 'API tokens',
    name: 'Name',
    write: 'Write — make, change and cancel',
    expiry: 'Valid for',
    days: '30 days',
    create: 'Create token',
    secret: (name: string) => `The new token “${name}”`,
    revoke: (name: string) => `Revoke ${name}`,
    revokeTitle: (name: string) => `Revoke “${name}”?`,
    revokeButton: 'Revoke',
    revoked: (name: string) => `Token “${name}” revoked.`,
    service: 'Service tokens',
    serviceCard: 'Tokens for other systems',
    admin: 'Administration — use the administration rights of the person who made it',
  },
} as const;

/** A call as another program makes it: Node's fetch, the token only (no cookie, no CSRF header). */
function withToken(secret: string, path: string, init: { method?: string; body?: unknown } = {}) {
  return fetch(new URL(path, inject('baseUrl')), {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${secret}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function createOn(page: Page, w: (typeof words)['lt' | 'en'], section: string, name: string, extra: string[]) {
  const card = page.getByRole('region', { name: section });
  await card.getByLabel(w.name, { exact: true }).fill(name);
  for (const scope of extra) {
    await card.getByLabel(scope).check();
  }
  await chooseOption(page, w.expiry, w.days);
  await card.getByRole('button', { name: w.create, exact: true }).click();
  const box = card.getByLabel(w.secret(name));
  await expect.poll(() => box.inputValue()).toMatch(/^laikas_[\w-]{43}$/);
  return box.inputValue();
}

describe('given a student of the demo university on their profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['lt', 'en'] as const)(
    'should make a token that another program uses with fetch, and refuse it once revoked, in %s',
    async (language) => {
      const w = words[language];
      const name = `E2E sync ${language} ${Date.now()}`;
      const { page } = await signedInPage(browser, demo.student, language);
      try {
        await page.goto('/user/profile');
        await page.getByRole('heading', { name: w.title, exact: true }).waitFor();
        const secret = await createOn(page, w, w.title, name, [w.write]);

        const me = await withToken(secret, '/api/user');
        expect(me.status).toBe(200);
        const user = ((await me.json()) as { data: { id: number; uid: string } }).data;
        expect(user.uid).toBe(demo.student.uid);
        // A change with the token needs no CSRF token; the student's own reminder hour is theirs to set.
        const changed = await withToken(secret, `/api/users/${user.id}/update-reminders`, {
          method: 'POST',
          body: { daily_reminder: false, reminder_hour: 7 },
        });
        expect(changed.status).toBe(200);
        expect(await axeViolations(page)).toEqual([]);

        // Listed with its last use; revoked after a confirmation, and refused at once.
        const row = page.getByRole('row', { name: new RegExp(name) });
        await row.getByRole('button', { name: w.revoke(name) }).click();
        const dialog = page.getByRole('dialog', { name: w.revokeTitle(name) });
        await dialog.getByRole('button', { name: w.revokeButton, exact: true }).click();
        await page.getByText(w.revoked(name)).first().waitFor();
        await expect.poll(() => row.count()).toBe(0);
        expect((await withToken(secret, '/api/user')).status).toBe(401);
      } finally {
        await page.context().close();
      }
    },
  );
});

describe('given an administrator of the demo university', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should make a service token with the admin scope that reads the administration, in en', async () => {
    const w = words.en;
    const name = `Estates ${Date.now()}`;
    const { page } = await signedInPage(browser, demo.admin, 'en');
    try {
      await page.goto('/admin/service-tokens');
      await page.getByRole('heading', { name: w.service, level: 1 }).waitFor();
      const secret = await createOn(page, w, w.serviceCard, name, [w.admin]);
      expect((await withToken(secret, '/api/admin/annexes')).status).toBe(200);
      // Read only: a change is refused, whatever the owner may do.
      expect((await withToken(secret, '/api/admin/annexes', { method: 'POST', body: { name: 'x' } })).status).toBe(403);
      expect(await axeViolations(page)).toEqual([]);
      await useLanguage(page, 'lt');
    } finally {
      await page.context().close();
    }
  });
});
