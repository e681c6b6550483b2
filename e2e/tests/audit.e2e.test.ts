import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { launchBrowser, signedInPage, useLanguage } from '../support/browser';

const superAdmin = {
  uid: process.env.E2E_SUPER_ADMIN_UID ?? 'superadmin',
  password: process.env.E2E_SUPER_ADMIN_PASSWORD ?? 'laikas2026',
};

const words = {
  lt: {
    capacity: 'Talpa (vietų)',
    save: 'Išsaugoti',
    history: 'Istorija',
    title: 'Pakeitimų žurnalas',
    changed: 'Pakeista · Išteklius',
    field: 'Vietų skaičius',
    by: 'pakeitė Mindaugas Vasiliauskas',
  },
  en: {
    capacity: 'Capacity (seats)',
    save: 'Save',
    history: 'History',
    title: 'Audit log',
    changed: 'Changed · Resource',
    field: 'Capacity',
    by: 'by Mindaugas Vasiliauskas',
  },
} as const;

describe('given a super administrator of the demo university', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(['lt', 'en'] as const)(
    'should edit a room in %s, open the room’s history and see the change with its old and new value',
    async (language) => {
      const w = words[language];
      const { context, page } = await signedInPage(browser, superAdmin, language);
      try {
        const answer = await page.request.get('/api/admin/resources?per_page=25');
        const room = ((await answer.json()) as { data: { id: number; name: string; capacity: number | null }[] })
          .data[0]!;
        const before = room.capacity ?? 0;
        const after = before + (language === 'lt' ? 7 : 11);

        await page.goto(`/admin/resources/${room.id}/edit`);
        await page.getByLabel(w.capacity).fill(String(after));
        await page.getByRole('button', { name: w.save }).click();
        await page.waitForURL(new RegExp(`/admin/resources/${room.id}$`));

        // The room's page links to its own history: the log filtered to this room.
        await page.getByRole('link', { name: w.history, exact: true }).click();
        await page.waitForURL(/\/admin\/audit\?/);
        expect(new URL(page.url()).searchParams.get('entity_type')).toBe('resource');
        expect(new URL(page.url()).searchParams.get('entity_id')).toBe(String(room.id));
        await expect.poll(() => page.getByRole('heading', { name: w.title }).count()).toBe(1);

        const newest = page.getByRole('listitem').filter({ hasText: w.changed }).first();
        await expect.poll(() => newest.getByRole('heading').textContent()).toContain(room.name);
        await expect.poll(() => newest.textContent()).toContain(w.by);
        const row = newest.getByRole('row', { name: new RegExp(w.field) });
        await expect.poll(() => row.locator('ins').textContent()).toBe(String(after));
        await expect.poll(() => row.locator('del').textContent()).toBe(String(before));
        expect(await axeViolations(page)).toEqual([]);

        // On a phone the same entry reads as cards: nothing scrolls sideways.
        await page.setViewportSize({ width: 390, height: 844 });
        await expect.poll(() => row.locator('ins').isVisible()).toBe(true);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(1);

        // Leave the demo super administrator in Lithuanian for the other journeys of this run.
        await useLanguage(page, 'lt');
      } finally {
        await context.close();
      }
    },
  );
});
