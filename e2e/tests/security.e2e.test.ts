import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../support/server';
import { demo, launchBrowser, openPage, signInThroughTheForm } from '../support/browser';

/** Every Content-Security-Policy violation the page reports, collected from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      console.push(message.text());
    }
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
}

// Issue 13, finding 7: the app runs under its strict Content-Security-Policy, and nobody can frame it.
describe('the app under its security headers', () => {
  let browser: Browser;
  let otherSite: Server;
  let otherOrigin: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Another origin that tries to frame the app (clickjacking).
    otherSite = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(
        `<!doctype html><title>Other site</title><iframe id="laikas" src="${inject('baseUrl')}/login"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    const address = otherSite.address();
    otherOrigin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => otherSite?.close(resolve));
  });

  it('should sign in, show Home and a resource week and open a dialog with no policy violation', async () => {
    const { context, page } = await openPage(browser);
    const violations = await watchViolations(page);
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await signInThroughTheForm(page, demo.student);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Sveiki, /);
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThan(0);
    await page.goto('/resources');
    await page.waitForLoadState('networkidle');
    // A menu (Radix inserts its own styles) and a dialog.
    await page.getByRole('button', { name: /^Kalba: LT/ }).click();
    await expect.poll(() => page.getByRole('menuitemradio', { name: /English/ }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  // Issue 35: the API's reference runs from this server under the same policy, and its "Try it out" calls work with
  // the session, the CSRF header included.
  it('should show the API reference and try calls from it with no policy violation and nothing from elsewhere', async () => {
    const { context, page } = await openPage(browser);
    const violations = await watchViolations(page);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(inject('baseUrl')) && !request.url().startsWith('data:')) {
        elsewhere.push(request.url());
      }
    });
    await page.goto('/login');
    await signInThroughTheForm(page, demo.student);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Sveiki, /);
    await page.goto('/api/docs');
    // The groups start closed (docExpansion: none): open the call's group, then the call.
    const tryCall = async (tag: string, operation: string) => {
      await page.locator(`#operations-tag-${tag}`).click();
      const block = page.locator(`#operations-${tag}-${operation}`);
      await block.locator('.opblock-summary').first().click();
      await block.getByRole('button', { name: 'Try it out' }).click();
      await block.getByRole('button', { name: 'Execute' }).click();
      return block.locator('.live-responses-table tr.response .response-col_status').first();
    };
    // Swagger UI reads the whole document (some 300 KB) before it draws: seconds, and more on a loaded machine.
    await expect.poll(() => page.locator('.opblock-tag').count(), { timeout: 120_000 }).toBeGreaterThan(10);
    // A read only a session may make: the signed-in user. (Every room, ~115 KB, kept a loaded browser highlighting the
    // answer long after its status showed: the next group's heading never held still for a click, 2 Dec.)
    const read = await tryCall('Session', 'getUser');
    await expect.poll(() => read.textContent(), { timeout: 60_000 }).toBe('200');
    // A call that changes something needs the X-XSRF-TOKEN header, which the reference copies from the cookie.
    const change = await tryCall('Notifications', 'patchNotificationsReadAll');
    await expect.poll(() => change.textContent(), { timeout: 60_000 }).toBe('204');
    expect(await violations()).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  }, 240_000);

  it('should refuse to be framed by another site', async () => {
    const { context, page } = await openPage(browser);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options/.test(message.text())) {
        refusals.push(message.text());
      }
    });
    await page.goto(otherOrigin);
    const frame = await (await page.waitForSelector('iframe#laikas')).contentFrame();
    await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(refusals.join('\n')).toMatch(/frame-ancestors 'none'|X-Frame-Options/);
    // And the framed sign-in form never appears.
    const hasForm = await frame!.waitForSelector('input', { timeout: 2000 }).then(
      () => true,
      () => false,
    );
    expect(hasForm).toBe(false);
    await context.close();
  });
});
