import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../support/server';
import {
  clickFreeTime,
  demo,
  launchBrowser,
  nextWeekDay,
  openPage,
  selectButton,
  signIn,
  signInThroughTheForm,
} from '../support/browser';

/*
 * Issue 27: a timetable office after a real semester's import — 500 groups, rooms at a glance on a day months ahead,
 * a teacher added by hand.
 */
describe('the timetable office', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    // 500 groups, as an import leaves them (written straight into the server's database: the import is not tested here).
    const database = new Database(inject('databaseFile'), { timeout: 5000 });
    try {
      const now = new Date().toISOString();
      const insert = database.prepare(
        'insert into groups (name, external_id, created_at, updated_at) values (?, null, ?, ?)',
      );
      database.transaction(() => {
        for (let index = 1; index <= 500; index += 1) {
          insert.run(
            `E2E kursas ${String(index).padStart(3, '0')} (${index % 2 === 0 ? 'lyginis' : 'nelyginis'})`,
            now,
            now,
          );
        }
      })();
    } finally {
      database.close();
    }
  });
  afterAll(async () => {
    await browser.close();
  });

  it('should find any of 500 groups by any part of its name when creating a group timetable', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, demo.admin);
      await page.goto('/admin/group-timetables');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await selectButton(page, 'Grupė').click();
      const search = page.getByRole('combobox');
      // The 437th group is far past the first page of 50; typing the middle of its name finds it on the server.
      await search.fill('437 (nely');
      const option = page.getByRole('option', { name: /^E2E kursas 437 \(nelyginis\)/ });
      await option.waitFor();
      await expect.poll(() => page.getByRole('option').count()).toBe(1);
      await option.click();
      await expect.poll(() => selectButton(page, 'Grupė').textContent()).toContain('E2E kursas 437 (nelyginis)');
      await page.getByRole('button', { name: 'Sukurti tvarkaraštį' }).click();
      await page.getByRole('region', { name: 'E2E kursas 437 (nelyginis)' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('should open rooms at a glance on the day in the address, and move to a date chosen in the picker', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, demo.student);
      await page.goto('/resources/glance?date=2027-03-03');
      await expect
        .poll(() => page.getByRole('heading', { level: 2 }).first().textContent())
        .toMatch(/2027\sm\. kovo 3\sd\./);
      await expect.poll(() => page.locator('[data-row-id]').count()).toBeGreaterThan(0);
      const names = await page
        .locator('[data-row-id]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
      expect(names.filter((name) => /projektoriai/.test(name ?? ''))).toEqual([]);
      await page.getByRole('link', { name: 'Kita diena →' }).click();
      await page.waitForURL(/date=2027-03-04/);
    } finally {
      await context.close();
    }
  });

  it('should add a teacher with a temporary password that signs in', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, demo.admin);
      await page.goto('/admin/users');
      await page.getByRole('link', { name: 'Pridėti naudotoją' }).click();
      await page.getByLabel('Vardas', { exact: true }).fill('Rūta Žemaitė');
      await page.getByLabel(/^Naudotojo ID/).fill('ruta.zemaite');
      await page.getByLabel('El. paštas').fill('ruta@example.edu');
      await page.getByRole('button', { name: 'Pridėti naudotoją' }).click();
      const password = await page.getByTestId('temporary-password').textContent();
      expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      const fresh = await openPage(browser);
      try {
        await signInThroughTheForm(fresh.page, { uid: 'ruta.zemaite', password: password! });
        const user = await fresh.page.evaluate(async () => (await (await fetch('/api/user')).json()).data);
        expect(user).toMatchObject({ uid: 'ruta.zemaite', must_change_password: true });
      } finally {
        await fresh.context.close();
      }
    } finally {
      await context.close();
    }
  });

  it('should find any of 500 groups and a room by part of the name in the reservation form', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page, demo.admin);
      await page.goto('/resources');
      await page.getByRole('link', { name: 'FF 102 auditorija' }).click();
      await page.getByRole('link', { name: 'Kita savaitė →' }).click();
      // Next week's Monday (read from the page, it could still be this week's while the next one is asked for).
      const monday = nextWeekDay(0);
      await clickFreeTime(page, monday, 18, 0);
      const form = page.getByRole('dialog');
      await form.getByLabel('Pavadinimas').waitFor();
      // The groups field asks the server: the 437th of 500 groups is found by the middle of its name.
      await selectButton(page, 'Grupės').click();
      await page.getByPlaceholder('Paieška').fill('437 (nely');
      await page.getByRole('option', { name: /^E2E kursas 437 \(nelyginis\)/ }).click();
      await expect.poll(() => page.getByRole('option').count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => form.textContent()).toContain('E2E kursas 437 (nelyginis)');
      // So does the resources field: a second room is found by part of its name, the clicked one stays.
      await selectButton(page, 'Ištekliai').click();
      await page.getByPlaceholder('Paieška').fill('102 aud');
      // Only rooms named so are listed (the list before the search held every room).
      await expect
        .poll(async () => {
          const names = await page.getByRole('option').allTextContents();
          return (
            names.every((name) => name.includes('102 auditorija')) && names.some((name) => name.includes('FF 102'))
          );
        })
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => form.textContent()).toContain('FF 102 auditorija');
      // Saved on the room the form started with (known by id, not from a list of every room), with the group found.
      await form.getByLabel('Pavadinimas').fill('E2E 437 seminaras');
      await selectButton(page, 'Tipas').click();
      await page.getByRole('option', { name: 'Renginys' }).click();
      await form.getByRole('combobox', { name: 'Nuo' }).selectOption('18:00');
      await form.getByRole('combobox', { name: 'Iki' }).selectOption('18:30');
      await form.getByRole('button', { name: 'Išsaugoti' }).click();
      await expect.poll(() => form.isVisible()).toBe(false);
      const roomId = Number(new URL(page.url()).pathname.split('/').at(-1));
      const saved = await page.evaluate(
        async ({ roomId, monday }) => {
          const answer = await fetch(`/api/resources/${roomId}/reservations?from=${monday}&to=${monday}`);
          const rows = (await answer.json()).data as {
            id: number;
            item_id: number;
            name: string;
            groups: { name: string }[];
          }[];
          const row = rows.find((entry) => entry.name === 'E2E 437 seminaras')!;
          const token = decodeURIComponent(
            document.cookie
              .split('; ')
              .find((cookie) => cookie.startsWith('XSRF-TOKEN='))!
              .slice(11),
          );
          const deleted = await fetch(`/api/items/${row.item_id}/reservations/${row.id}`, {
            method: 'DELETE',
            headers: { 'x-xsrf-token': token },
          });
          return { groups: row.groups.map((group) => group.name), deleted: deleted.status };
        },
        { roomId, monday },
      );
      expect(saved).toEqual({ groups: ['E2E kursas 437 (nelyginis)'], deleted: 204 });
    } finally {
      await context.close();
    }
  });

  it('should show every admin section at 1280 and 1366 px in Lithuanian, wrapping rather than cutting', async () => {
    for (const width of [1280, 1366]) {
      const { context, page } = await openPage(browser);
      try {
        await page.setViewportSize({ width, height: 768 });
        await signIn(page, demo.admin);
        await page.goto('/admin');
        const bar = page.getByRole('navigation', { name: 'Administravimo skyriai' });
        const links = bar.getByRole('link');
        await expect.poll(() => links.count()).toBeGreaterThan(10);
        // Nothing hidden sideways, and every section's link lies whole inside the window.
        expect(await bar.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
        for (const box of await links.evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        )) {
          expect(box.left, `${width} px`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${width} px`).toBeLessThanOrEqual(width);
        }
        if (process.env.E2E_SHOTS) {
          await page.screenshot({ path: `${process.env.E2E_SHOTS}/admin-sections-${width}.png` });
        }
      } finally {
        await context.close();
      }
    }
  });
});
