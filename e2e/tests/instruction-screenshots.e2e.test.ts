import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiQuiet, demo, launchBrowser, openPage, signIn } from '../support/browser';
import { xsrf } from '../support/api';

/*
 * The screenshots of the administrator's instructions (`/admin-instructions`, apps/web/public/instructions), taken of
 * the real screens on the demo university: `npm run instructions -w @laikas/e2e` writes them anew after a screen
 * changes. Not part of the test run (a picture of a screen is no assertion; the screens have their own tests), and
 * run alone, on a server that has only the demo's data.
 */

const folder = join(import.meta.dirname, '../../apps/web/public/instructions');
const superAdmin = { uid: 'superadmin', password: demo.admin.password };

/** The page as the instructions show it: the app's width on a laptop, saved as WebP (Chromium encodes it). */
async function save(page: Page, name: string, language: 'lt' | 'en'): Promise<void> {
  await page.locator('main h1').waitFor();
  await apiQuiet(page);
  await page.evaluate(() => document.fonts.ready);
  const png = (await page.screenshot()).toString('base64');
  const webp = await page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    canvas.getContext('2d')?.drawImage(image, 0, 0);
    return canvas.toDataURL('image/webp', 0.8).split(',')[1] ?? '';
  }, png);
  writeFileSync(join(folder, `${name}-${language}.webp`), Buffer.from(webp, 'base64'));
}

async function signedIn(browser: Browser, who: { uid: string; password: string }, language: 'lt' | 'en') {
  const opened = await openPage(browser);
  await opened.page.setViewportSize({ width: 960, height: 680 });
  await signIn(opened.page, who, language);
  return opened;
}

async function idOf(page: Page, path: string, name: string): Promise<number> {
  const body = (await (await page.request.get(path)).json()) as { data: { id: number; name: string }[] };
  const found = body.data.find((row) => row.name === name);
  if (!found) {
    throw new Error(`${name} is not in ${path}`);
  }
  return found.id;
}

describe.runIf(process.env.INSTRUCTIONS === 'write')('the administrator instructions’ screenshots', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(['lt', 'en'] as const)('should show the administration screens in %s', async (language) => {
    const { context, page } = await signedIn(browser, demo.admin, language);
    try {
      const room = await idOf(page, '/api/admin/resources?per_page=100', 'MIF 101 auditorija');

      // A resource in the administration: its settings and items.
      await page.goto(`/admin/resources/${room}`);
      await save(page, 'admin-resource', language);

      // Reservations awaiting approval, with Approve and Reject.
      await page.goto('/admin/reservations?status=pending');
      await save(page, 'admin-reservations', language);

      // A user's page with a temporary password just shown.
      const student = await idOf(page, '/api/admin/users?per_page=100&query=Petrauskait', 'Ieva Petrauskaitė');
      await page.goto(`/admin/users/${student}`);
      const reset = language === 'lt' ? 'Nustatyti naują slaptažodį' : 'Reset password';
      await page.getByRole('button', { name: reset }).click();
      await page.locator('[role=dialog], [role=alertdialog]').getByRole('button', { name: reset }).click();
      await page.getByText(/Perduokite šį laikinąjį slaptažodį|this temporary password/).waitFor();
      await save(page, 'admin-user', language);
    } finally {
      await context.close();
    }
  });

  it.each(['lt', 'en'] as const)('should show the super administrator’s screens in %s', async (language) => {
    const { context, page } = await signedIn(browser, superAdmin, language);
    try {
      await page.goto('/admin/system-settings');
      await save(page, 'admin-system-settings', language);

      const room = await idOf(page, '/api/admin/resources?per_page=100', 'MIF 101 auditorija');
      // The audit log of a room whose capacity changed from 120 to 127 (once: the second language finds it done).
      const resource = (await (await page.request.get(`/api/admin/resources/${room}`)).json()) as {
        data: Record<string, unknown> & { stored_images: { name: string }[] };
      };
      if (resource.data.capacity !== 127) {
        const changed = await page.request.put(`/api/admin/resources/${room}`, {
          headers: { 'x-xsrf-token': await xsrf(page) },
          data: { ...resource.data, images: resource.data.stored_images.map((image) => image.name), capacity: 127 },
        });
        if (!changed.ok()) {
          throw new Error(`the capacity was not changed: ${changed.status()} ${await changed.text()}`);
        }
      }
      await page.goto(`/admin/audit?entity_type=resource&entity_id=${room}`);
      await save(page, 'admin-audit', language);
    } finally {
      await context.close();
    }
  });
});
