import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgresServer, postgresUrl, startServer, uniqueName } from '@laikas/api/testing';
import { demo, launchBrowser, nextWeekDay, signIn } from '../support/browser';

/*
 * Issue 31: two API processes on one PostgreSQL database, a browser on each. A booking made through process A reaches
 * the room's week open on process B: the commit travels by NOTIFY to B's LISTEN connection, then to B's stream.
 */

type Server = Awaited<ReturnType<typeof startServer>>;

async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
      const token = cookie ? decodeURIComponent(cookie.slice(11)) : '';
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token, accept: 'application/json' },
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

async function pageOn(browser: Browser, server: Server): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
  });
  return context.newPage();
}

describe('given two API processes on one PostgreSQL database', () => {
  const name = uniqueName('laikas_e2e_live');
  const servers: Server[] = [];
  let browser: Browser;

  beforeAll(async () => {
    await onPostgresServer(`create database ${name}`);
    const env = { WEB_DIST: 'apps/web/dist-e2e', MAX_EVENT_LOOP_DELAY_MS: '0' };
    // One after the other: the first migrates and seeds the demo university, the second finds it there.
    servers.push(await startServer(postgresUrl(name), env));
    servers.push(await startServer(postgresUrl(name), env));
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    for (const server of servers) {
      await server.stop('SIGKILL');
    }
    await onPostgresServer(`drop database if exists ${name} with (force)`);
  });

  it("should show a booking made through the first process on the room's week open on the second", async () => {
    const [first, second] = servers as [Server, Server];
    const teacher = await pageOn(browser, first);
    const student = await pageOn(browser, second);
    await signIn(teacher, demo.teacher);
    await signIn(student, demo.student);
    const { data } = await call<{ data: { id: number; name: string; items: { id: number }[] }[] }>(
      teacher,
      'GET',
      '/api/resources',
    );
    const room = data.filter((candidate) => candidate.items.length > 0).at(-1)!;
    const day = nextWeekDay(4);

    await student.goto(`/resources/${room.id}`);
    await student.getByRole('heading', { level: 1, name: room.name }).waitFor({ timeout: 20_000 });
    await student.getByRole('button', { name: 'Kita savaitė →' }).click({ timeout: 20_000 });
    await student.locator(`[data-date="${day}"]`).first().waitFor({ timeout: 20_000 });

    await call(teacher, 'POST', `/api/items/${room.items[0]!.id}/reservations`, {
      name: 'Per du procesus',
      type: 'event',
      from: day,
      to: day,
      from_time: { hours: 16, minutes: 0 },
      to_time: { hours: 16, minutes: 30 },
    });
    const block = student.locator(`[data-date="${day}"]`).getByRole('button', { name: /Per du procesus/ });
    await expect.poll(() => block.isVisible()).toBe(true);
  }, 120_000);
});
