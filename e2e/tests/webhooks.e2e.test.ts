import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, signIn, useLanguage } from '../support/browser';

/* Issue 35: an administrator registers a webhook; the server's jobs deliver a signed event to a real receiver. */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(readFileSync(axePath, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(document)).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
    );
  });
}

async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
      const token = cookie ? decodeURIComponent(cookie.slice(11)) : '';
      const response = await fetch(url, {
        method,
        headers: { 'x-xsrf-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) {
        throw new Error(`${method} ${url}: ${response.status} ${text}`);
      }
      return (text ? JSON.parse(text) : null) as T;
    },
    { method, url, body },
  );
}

/** The Saturday `weeks` weeks after this week's, `YYYY-MM-DD` (the demo fills weekdays). */
function saturdayIn(weeks: number): string {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday + (5 + 7 * weeks) * 86_400_000).toISOString().slice(0, 10);
}

describe('given an administrator of the demo university', () => {
  let browser: Browser;
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  let receiverUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;
  });
  afterAll(async () => {
    await browser?.close();
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('should register a webhook, receive a signed event for a new reservation, and see it delivered in the log (en)', async () => {
    const { page } = await openPage(browser);
    try {
      await signIn(page, demo.admin);
      await useLanguage(page, 'en');
      await page.goto('/admin/webhooks');
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await page.getByLabel('Address (URL)').fill(receiverUrl);
      await page.getByRole('button', { name: 'Add webhook', exact: true }).click();
      const secretBox = page.getByLabel(`Signing secret of ${receiverUrl}`);
      await expect.poll(() => secretBox.inputValue()).toMatch(/^whsec_/);
      const secret = await secretBox.inputValue();

      // A change the endpoint asked for: a reservation made, on a Saturday some weeks ahead.
      const name = `Webhook check ${Date.now()}`;
      const date = saturdayIn(11);
      const { data: resources } = await call<{ data: { id: number }[] }>(page, 'GET', '/api/resources');
      let made: { id: number; itemId: number } | undefined;
      for (const resource of resources) {
        const { data: items } = await call<{ data: { id: number }[] }>(
          page,
          'GET',
          `/api/resources/${resource.id}/items`,
        );
        if (items.length === 0) {
          continue;
        }
        const answer = await call<{ data: { id: number }[] }>(page, 'POST', `/api/items/${items[0]!.id}/reservations`, {
          name,
          from: date,
          to: date,
          from_time: { hours: 12, minutes: 0 },
          to_time: { hours: 13, minutes: 30 },
          type: 'lecture',
        }).catch(() => undefined);
        if (answer) {
          made = { id: answer.data[0]!.id, itemId: items[0]!.id };
          break;
        }
      }
      expect(made).toBeDefined();

      // The server's jobs deliver it within a few rounds: signed, with the room in `data`.
      await expect
        .poll(() => received.find((delivery) => delivery.body.includes(name)), { timeout: 30_000 })
        .toBeDefined();
      const delivery = received.find((candidate) => candidate.body.includes(name))!;
      const timestamp = String(delivery.headers['laikas-webhook-timestamp']);
      const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
      expect(delivery.headers['laikas-webhook-signature']).toBe(expected);
      const event = JSON.parse(delivery.body) as { id: string; type: string; data: { id: number; name: string } };
      expect(event).toMatchObject({ type: 'reservation.created', data: { id: made!.id, name } });
      expect(delivery.headers['laikas-webhook-id']).toBe(event.id);

      // The delivery log shows it delivered with the receiver's answer.
      await page.getByRole('button', { name: `Deliveries to ${receiverUrl}` }).click();
      const log = page.getByRole('region', { name: `Deliveries to ${receiverUrl}` });
      await expect.poll(() => log.getByRole('row', { name: /Reservation made.*Delivered/ }).count()).toBeGreaterThan(0);
      await expect.poll(() => log.getByRole('row', { name: /204/ }).count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);

      // Clean up for the other journeys: the reservation and the webhook go.
      await call(page, 'DELETE', `/api/items/${made!.itemId}/reservations/${made!.id}`);
      await page.getByRole('button', { name: `Delete ${receiverUrl}` }).click();
      await page.getByRole('dialog', { name: 'Delete this webhook?' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Webhook deleted.').first().waitFor();
      await useLanguage(page, 'lt');
    } finally {
      await page.context().close();
    }
  });
});
