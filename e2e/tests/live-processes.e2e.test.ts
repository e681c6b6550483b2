import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgresServer, postgresUrl, startServer, uniqueName } from '@laikas/api/testing';
import { apiOf, dataOf } from '../support/api';
import { demo, launchBrowser, liveStreamOpened, newAppPage, nextWeekDay, signIn } from '../support/browser';

/*
 * Issue 31: two API processes on one PostgreSQL database, a browser on each. A booking made through process A reaches
 * the room's week open on process B: the commit travels by NOTIFY to B's LISTEN connection, then to B's stream.
 */

type Server = Awaited<ReturnType<typeof startServer>>;

async function pageOn(browser: Browser, server: Server): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
  });
  return newAppPage(context);
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
    const api = apiOf(teacher, first.url);
    const { data } = dataOf(await api.GET('/api/resources'));
    const room = data.filter((candidate) => candidate.items.length > 0).at(-1)!;
    const day = nextWeekDay(4);

    const streaming = liveStreamOpened(student);
    await student.goto(`/resources/${room.id}`);
    await student.getByRole('heading', { level: 1, name: room.name }).waitFor({ timeout: 20_000 });
    await student.getByRole('link', { name: 'Kita savaitė →' }).click({ timeout: 20_000 });
    await student.locator(`[data-date="${day}"]`).first().waitFor({ timeout: 20_000 });
    await streaming;

    dataOf(
      await api.POST('/api/items/{itemId}/reservations', {
        params: { path: { itemId: room.items[0]!.id } },
        body: {
          name: 'Per du procesus',
          type: 'event',
          from: day,
          to: day,
          from_time: { hours: 16, minutes: 0 },
          to_time: { hours: 16, minutes: 30 },
        },
      }),
    );
    const block = student.locator(`[data-date="${day}"]`).getByRole('button', { name: /Per du procesus/ });
    await expect.poll(() => block.isVisible()).toBe(true);
  });
});
