import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, signIn, snapshot } from '../support/browser';

const words = {
  lt: {
    administration: 'Administravimas',
    resources: 'Ištekliai',
    create: 'Naujas išteklius',
    name: 'Pavadinimas',
    capacity: 'Talpa (vietų)',
    tags: 'Įranga',
    approval: 'Rezervacijas turi patvirtinti administratorius',
    save: 'Išsaugoti',
    required: 'Užpildykite šį lauką.',
    newItem: 'Naujas vienetas',
    addItem: 'Pridėti vienetą',
    search: /Ieškoti|Paieška/,
    edit: 'Redaguoti',
    maxDuration: 'Ilgiausia rezervacija',
    minDuration: 'Trumpiausia rezervacija',
    maxError: 'Ilgiausia rezervacija negali būti trumpesnė už trumpiausią',
  },
  en: {
    administration: 'Administration',
    resources: 'Resources',
    create: 'New resource',
    name: 'Name',
    capacity: 'Capacity (seats)',
    tags: 'Equipment',
    approval: "Reservations need an administrator's approval",
    save: 'Save',
    required: 'Fill this in.',
    newItem: 'New item',
    addItem: 'Add the item',
    search: /Search/,
    edit: 'Edit',
    maxDuration: 'Longest reservation',
    minDuration: 'Shortest reservation',
    maxError: 'The longest reservation may not be shorter than the shortest',
  },
} as const;

async function useLanguage(page: Page, language: 'lt' | 'en') {
  await page.evaluate(async (lang) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))!.slice(11));
    await fetch('/api/set-language', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
      body: JSON.stringify({ language: lang }),
    });
  }, language);
  await page.reload();
}

describe('given an administrator of the demo university', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(['lt', 'en'] as const)(
    'should set up a room from the administration in %s: settings, approval, capacity, tags, an item',
    async (language) => {
      const w = words[language];
      const { context, page } = await openPage(browser);
      try {
        await signIn(page, demo.admin);
        await useLanguage(page, language);
        await page.getByText(w.administration, { exact: true }).first().click();
        await page.getByRole('link', { name: w.resources, exact: true }).first().click();
        await page.waitForURL('**/admin/resources');
        await page.getByRole('link', { name: w.create }).click();

        // Nothing typed: the form says what to fill in, under the field, and sends nothing.
        await page.getByRole('button', { name: w.save }).click();
        await expect.poll(() => page.getByText(w.required).count()).toBeGreaterThan(0);

        const name = `E2E ${language} room ${Date.now()}`;
        await page.getByLabel(w.name, { exact: true }).fill(name);
        await page.getByLabel(w.capacity).fill('48');
        await page.getByLabel(w.tags).fill('projector, computers');
        await page.getByLabel(w.minDuration).fill('120');
        await page.getByLabel(w.maxDuration).fill('60');
        await page.getByLabel(w.approval).check();
        await page.getByRole('button', { name: w.save }).click();
        // The server's 422 is shown under the field; nothing is saved.
        await expect.poll(() => page.getByText(w.maxError).count()).toBe(1);
        await page.getByLabel(w.minDuration).fill('30');
        await page.getByRole('button', { name: w.save }).click();
        await page.waitForURL(/\/admin\/resources\/\d+$/);
        await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(1);

        await page.getByRole('textbox', { name: w.newItem }).fill(`${name}, left half`);
        await page.getByRole('button', { name: w.addItem }).click();
        await expect.poll(() => page.locator(`input[value="${name}, left half"]`).count()).toBe(1);
        await snapshot(page, `admin-resource-show-${language}`);

        // The list finds it by a part of its name, on the server.
        await page.getByRole('link', { name: w.resources, exact: true }).first().click();
        await page.getByRole('searchbox').fill(name.slice(4));
        await expect.poll(() => page.getByRole('link', { name }).count()).toBe(1);
        await snapshot(page, `admin-resources-${language}`);
      } finally {
        await context.close();
      }
    },
  );

  it('should fit the admin screens on a 390 px phone', async () => {
    const { context, page } = await openPage(browser, 'phone');
    try {
      await signIn(page, demo.admin);
      for (const path of ['/admin', '/admin/resources', '/admin/resources/create']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await snapshot(page, 'admin-resource-form-phone');
    } finally {
      await context.close();
    }
  });

  it('should send a student who opens /admin home with the permission error', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, demo.student);
      await page.goto('/admin/resources');
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.getByText('Neturite įgaliojimų').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
