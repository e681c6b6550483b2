import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, dataOf } from '../support/api';
import {
  clickFreeTime,
  demo,
  launchBrowser,
  liveStreamOpened,
  newAppPage,
  nextWeekDay,
  openPage,
  signIn,
} from '../support/browser';
import { addDays, mondayIn, today } from '../support/dates';

/* Issue 31: live timetables. What one person books appears on another's open screen with no reload and no poll. */

/** A room of the demo university no other file books in (the last one of the list), with its first item. */
async function quietRoom(page: Page) {
  const { data } = dataOf(await apiOf(page).GET('/api/resources'));
  const room = data.filter((candidate) => candidate.items.length > 0).at(-1)!;
  return { room, itemId: room.items[0]!.id };
}

async function studentId(page: Page): Promise<number> {
  const { data } = dataOf(await apiOf(page).GET('/api/users', { params: { query: { query: demo.student.uid } } }));
  return data.find((user) => user.uid === demo.student.uid)!.id;
}

/** Books an event on `day` at `hours`:00–`hours`:30 (or to `until`) through the API, as the person of `page`. */
async function book(
  page: Page,
  itemId: number,
  day: string,
  hours: number,
  name: string,
  invite: number[] = [],
  until = { hours, minutes: 30 },
) {
  dataOf(
    await apiOf(page).POST('/api/items/{itemId}/reservations', {
      params: { path: { itemId } },
      body: {
        name,
        type: 'event',
        from: day,
        to: day,
        from_time: { hours, minutes: 0 },
        to_time: until,
        invitations: invite,
      },
    }),
  );
}

describe('given a student and a teacher of the demo university, each in a browser of their own', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("should show the teacher's booking on the student's open week of the same room, without a reload", async () => {
    const student = await openPage(browser);
    const teacher = await openPage(browser);
    try {
      // The room's week polls nothing (and this test never leaves the page or its focus): only the stream can bring it.
      await signIn(student.page, demo.student);
      await signIn(teacher.page, demo.teacher);
      const { room, itemId } = await quietRoom(teacher.page);
      const day = nextWeekDay(6);
      const streaming = liveStreamOpened(student.page);
      await student.page.goto(`/resources/${room.id}`);
      await student.page.getByRole('heading', { level: 1, name: room.name }).waitFor({ timeout: 20_000 });
      await student.page.getByRole('link', { name: 'Kita savaitė →' }).click({ timeout: 20_000 });
      await student.page.locator(`[data-date="${day}"]`).first().waitFor({ timeout: 20_000 });

      await streaming;
      await book(teacher.page, itemId, day, 16, 'Gyvas seminaras');
      const block = student.page.locator(`[data-date="${day}"]`).getByRole('button', { name: /Gyvas seminaras/ });
      // Ringed for a moment as someone else's new block: read as soon as the block is there.
      await expect(await block.getAttribute('data-highlighted', { timeout: 10_000 })).toBe('true');
      await expect.poll(() => block.isVisible()).toBe(true);
      // One polite announcement of the change on the student's screen.
      await expect
        .poll(() => student.page.locator('[data-live-updates]').textContent())
        .toContain('Tvarkaraštis atnaujintas');
    } finally {
      await student.context.close();
      await teacher.context.close();
    }
  });

  it("should ring the teacher's new booking in the student's open rooms at a glance, without a reload", async () => {
    const student = await openPage(browser);
    const teacher = await openPage(browser);
    try {
      await signIn(student.page, demo.student);
      await signIn(teacher.page, demo.teacher);
      const day = nextWeekDay(5);
      const streaming = liveStreamOpened(student.page);
      await student.page.goto('/resources/glance');
      await student.page.getByRole('button', { name: 'Savaitė', exact: true }).click({ timeout: 20_000 });
      await student.page.getByRole('link', { name: 'Kita savaitė →' }).click({ timeout: 20_000 });
      // The last room of the list (rooms at a glance shows rooms only), on a Saturday afternoon.
      const rows = student.page.locator('[data-row-id]');
      await rows.first().waitFor({ timeout: 20_000 });
      const roomId = Number(await rows.last().getAttribute('data-row-id'));
      const { data: room } = dataOf(
        await apiOf(teacher.page).GET('/api/resources/{id}', { params: { path: { id: roomId } } }),
      );
      const row = student.page.locator(`[data-row-id="${roomId}"]`);

      await streaming;
      await book(teacher.page, room.items[0]!.id, day, 14, 'Gyva apžvalga');
      const block = row.getByRole('button', { name: /Gyva apžvalga/ });
      await expect(await block.getAttribute('data-highlighted', { timeout: 10_000 })).toBe('true');
    } finally {
      await student.context.close();
      await teacher.context.close();
    }
  });

  it("should ring the teacher's new booking in the administrator's open lane of that teacher, without a reload", async () => {
    const admin = await openPage(browser);
    const teacher = await openPage(browser);
    try {
      await signIn(admin.page, demo.admin);
      await signIn(teacher.page, demo.teacher);
      const me = dataOf(await apiOf(teacher.page).GET('/api/user'));
      const { itemId } = await quietRoom(teacher.page);
      // Friday afternoon: the other journeys here book this room on the weekend.
      const day = nextWeekDay(4);
      const streaming = liveStreamOpened(admin.page);
      await admin.page.goto('/resources/teachers');
      await admin.page.getByRole('button', { name: /^Dėstytojai/ }).click({ timeout: 20_000 });
      await admin.page.getByRole('combobox').fill(me.data.name.split(' ').at(-1)!);
      await admin.page.getByRole('option', { name: me.data.name }).click();
      await admin.page.keyboard.press('Escape');
      await admin.page.getByRole('button', { name: 'Savaitė', exact: true }).click();
      await admin.page.getByRole('link', { name: 'Kita savaitė →' }).click();
      const lane = admin.page.getByRole('group', { name: me.data.name, exact: true });
      await lane.waitFor({ timeout: 20_000 });
      await streaming;

      // The teacher's own event, with the teacher as the person responsible: a block of the teacher's lane.
      dataOf(
        await apiOf(teacher.page).POST('/api/items/{itemId}/reservations', {
          params: { path: { itemId } },
          body: {
            name: 'Gyva konsultacija',
            type: 'event',
            from: day,
            to: day,
            from_time: { hours: 14, minutes: 0 },
            to_time: { hours: 14, minutes: 30 },
            person_responsible: me.data.id,
          },
        }),
      );
      const block = lane.getByRole('button', { name: /Gyva konsultacija/ });
      await expect(await block.getAttribute('data-highlighted', { timeout: 10_000 })).toBe('true');
    } finally {
      await admin.context.close();
      await teacher.context.close();
    }
  });

  // The Sunday afternoon of the week Home shows: this week's on a weekday, the coming week's from Saturday on (the
  // contract's homeWeekStart), so it is never past; at 13:00, an hour the other journeys leave free that Sunday.
  const weekend = today() >= addDays(mondayIn(0), 5);
  const homeSunday = addDays(mondayIn(weekend ? 1 : 0), 6);

  it("should ring the teacher's new booking in the week of the student's default room on Home, without a reload", async () => {
    const student = await openPage(browser);
    const teacher = await openPage(browser);
    try {
      await signIn(student.page, demo.student);
      await signIn(teacher.page, demo.teacher);
      const { room, itemId } = await quietRoom(teacher.page);
      dataOf(
        await apiOf(student.page).POST('/api/users/default-resource/{resource}', {
          params: { path: { resource: room.id } },
        }),
      );
      const day = homeSunday;
      const streaming = liveStreamOpened(student.page);
      await student.page.goto('/');
      const week = student.page.locator('section[aria-labelledby="default-resource-heading"]');
      await week.locator(`[data-date="${day}"]`).first().waitFor({ timeout: 20_000 });

      await streaming;
      await book(teacher.page, itemId, day, 13, 'Gyvas namų seminaras');
      const block = week.locator(`[data-date="${day}"]`).getByRole('button', { name: /Gyvas namų seminaras/ });
      // Ringed for a moment as someone else's new block: read as soon as the block is there.
      await expect(await block.getAttribute('data-highlighted', { timeout: 10_000 })).toBe('true');
      // The ring is brief: the block stays, unringed.
      await expect.poll(() => block.getAttribute('data-highlighted'), { timeout: 15_000 }).not.toBe('true');
      await expect(await block.isVisible()).toBe(true);
    } finally {
      await apiOf(student.page).DELETE('/api/users/default-resource');
      await student.context.close();
      await teacher.context.close();
    }
  });

  it("should mark the slot of the teacher's open form 'Just taken' when someone else books it, before saving", async () => {
    const teacher = await openPage(browser);
    const admin = await openPage(browser);
    try {
      await signIn(teacher.page, demo.teacher);
      await signIn(admin.page, demo.admin);
      const { room, itemId } = await quietRoom(admin.page);
      const day = nextWeekDay(5);
      const streaming = liveStreamOpened(teacher.page);
      await teacher.page.goto(`/resources/${room.id}`);
      await teacher.page.getByRole('heading', { level: 1, name: room.name }).waitFor({ timeout: 20_000 });
      await teacher.page.getByRole('link', { name: 'Kita savaitė →' }).click({ timeout: 20_000 });
      await teacher.page.locator(`[data-date="${day}"]`).first().waitFor({ timeout: 20_000 });
      // Free time at 10:30 opens a lecture with its slot, 4 (10:00–11:30), chosen.
      await clickFreeTime(teacher.page, day, 10, 30);
      const form = teacher.page.getByRole('dialog').first();
      const slot4 = form.getByRole('button', { name: /^Paskaita 4\b/ });
      await expect.poll(() => slot4.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
      await form.getByLabel('Pavadinimas').fill('Mano paskaita');
      await expect(await slot4.textContent()).not.toContain('Ką tik užimta');

      await streaming;
      await book(admin.page, itemId, day, 10, 'Skubus posėdis', [], { hours: 11, minutes: 30 });
      // Before the teacher saves: the slot says it was just taken, and the form says what took it.
      await expect.poll(() => slot4.textContent(), { timeout: 10_000 }).toContain('Ką tik užimta');
      await expect.poll(() => slot4.isDisabled()).toBe(true);
      await expect
        .poll(() => form.getByRole('list', { name: 'Ką tik užimta – pasirinkite kitą laiką:' }).textContent())
        .toContain(`${day} 10:00–11:30 Skubus posėdis`);
      // What the teacher typed is still there: nothing was reloaded under them.
      await expect(await form.getByLabel('Pavadinimas').inputValue()).toBe('Mano paskaita');
    } finally {
      await teacher.context.close();
      await admin.context.close();
    }
  });

  it("should raise the student's bell when the teacher invites them, without waiting for the minute's poll", async () => {
    const student = await openPage(browser);
    const teacher = await openPage(browser);
    try {
      await student.page.clock.install();
      await signIn(student.page, demo.student);
      await signIn(teacher.page, demo.teacher);
      const streaming = liveStreamOpened(student.page);
      await student.page.goto('/');
      const before = dataOf(await apiOf(student.page).GET('/api/notifications/unread-count')).data.count;
      const bell = (count: number) =>
        student.page.getByRole('button', { name: count === 0 ? /^Pranešimai$/ : new RegExp(`^Pranešimai: ${count} `) });
      await bell(before).waitFor();

      const { itemId } = await quietRoom(teacher.page);
      await streaming;
      await book(teacher.page, itemId, nextWeekDay(6), 17, 'Gyvas kvietimas', [await studentId(teacher.page)]);
      await bell(before + 1).waitFor({ timeout: 10_000 });
    } finally {
      await student.context.close();
      await teacher.context.close();
    }
  });

  it("should take the bell down in the student's other tab when they read their notifications in one", async () => {
    const student = await openPage(browser);
    const teacher = await openPage(browser);
    try {
      await signIn(student.page, demo.student);
      await signIn(teacher.page, demo.teacher);
      const streaming = liveStreamOpened(student.page);
      await student.page.goto('/');
      const { itemId } = await quietRoom(teacher.page);
      await streaming;
      await book(teacher.page, itemId, nextWeekDay(6), 12, 'Perskaitytas kvietimas', [await studentId(teacher.page)]);
      const bell = student.page.getByRole('button', { name: /^Pranešimai: \d+ / });
      await bell.waitFor({ timeout: 20_000 });

      // The same person in a second tab reads everything: the first tab's bell follows, with no reload or poll.
      const otherTab = await newAppPage(student.context);
      await otherTab.goto('/');
      expect((await apiOf(otherTab).PATCH('/api/notifications/read-all')).response.status).toBe(204);
      await student.page.getByRole('button', { name: /^Pranešimai$/ }).waitFor({ timeout: 10_000 });
    } finally {
      await student.context.close();
      await teacher.context.close();
    }
  });
});
