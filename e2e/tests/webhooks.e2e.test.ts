import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, dataOf } from '../support/api';
import { axeViolations } from '../support/axe';
import { demo, launchBrowser, signedInPage, useLanguage } from '../support/browser';
import { saturdayIn } from '../support/dates';

/* Issue 35: an administrator registers a webhook; the server's jobs deliver a signed event to a real receiver. */

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
    const { page } = await signedInPage(browser, demo.admin, 'en');
    try {
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
      const api = apiOf(page);
      let made: { id: number; itemId: number } | undefined;
      for (const resource of dataOf(await api.GET('/api/resources')).data) {
        const items = dataOf(
          await api.GET('/api/resources/{id}/items', { params: { path: { id: resource.id } } }),
        ).data;
        if (items.length === 0) {
          continue;
        }
        const answer = await api.POST('/api/items/{itemId}/reservations', {
          params: { path: { itemId: items[0]!.id } },
          body: {
            name,
            from: date,
            to: date,
            from_time: { hours: 12, minutes: 0 },
            to_time: { hours: 13, minutes: 30 },
            type: 'lecture',
          },
        });
        if (answer.data) {
          made = { id: answer.data.data[0]!.id, itemId: items[0]!.id };
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
      await api.DELETE('/api/items/{itemId}/reservations/{id}', {
        params: { path: { itemId: made!.itemId, id: made!.id } },
      });
      await page.getByRole('button', { name: `Delete ${receiverUrl}` }).click();
      await page.getByRole('dialog', { name: 'Delete this webhook?' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Webhook deleted.').first().waitFor();
      await useLanguage(page, 'lt');
    } finally {
      await page.context().close();
    }
  });
});
