import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../support/server';
import { demo, launchBrowser, openPage, signIn, useLanguage } from '../support/browser';

/* Issue 35: a room's calendar feed is public only where an administrator made it so. */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(axePath, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string }[] }> } }
    ).axe;
    return (await axe.run(document)).violations.map((violation) => violation.id);
  });
}

/** A calendar app's request: no cookies. */
const statusOf = async (path: string) => (await fetch(new URL(path, inject('baseUrl')))).status;

describe('given an administrator of the demo university on a room’s page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('should make the room’s calendar public and private again (en)', async () => {
    const { page } = await openPage(browser);
    try {
      await signIn(page, demo.admin, 'en');
      const rooms = ((await (await page.request.get('/api/resources')).json()) as { data: { id: number }[] }).data;
      const id = rooms[rooms.length - 1]!.id;
      const feed = `/api/resources/${id}/calendar.ics`;
      expect(await statusOf(feed)).toBe(404);

      await page.goto(`/admin/resources/${id}`);
      const setting = page.getByLabel("Anybody may subscribe to this room's calendar without signing in");
      await expect.poll(() => setting.isEnabled()).toBe(true);
      expect(await setting.isChecked()).toBe(false);
      await setting.check();
      await page.getByText("The room's calendar is public now.").first().waitFor();
      await expect.poll(() => statusOf(feed)).toBe(200);
      expect(await axeViolations(page)).toEqual([]);

      await expect.poll(() => setting.isEnabled()).toBe(true);
      await setting.uncheck();
      await page.getByText("The room's calendar needs a personal address now.").first().waitFor();
      await expect.poll(() => statusOf(feed)).toBe(404);
      await useLanguage(page, 'lt');
    } finally {
      await page.context().close();
    }
  });
});
