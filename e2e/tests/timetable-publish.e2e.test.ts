import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, dataOf } from '../support/api';
import { chooseOption, demo, launchBrowser, signedInPage } from '../support/browser';
import { addDays, mondayIn } from '../support/dates';

const words = {
  lt: {
    period: 'Laikotarpis',
    open: 'Pakeitimai ir paskelbimas (paskelbta versija 1)',
    since: 'Pakeitimai nuo versijos 1',
    moved: 'perkelta',
    note: 'Pastaba studentams ir dėstytojams (neprivaloma)',
    publish: 'Paskelbti',
    published: /Paskelbta versija 2; apie pakeitimus pranešta \d+ asmen/,
    versions: 'Paskelbtos versijos',
    told: (name: string) => `Perkelta: „${name}“`,
    noteLine: 'Pastaba: Antradienio paskaita vėliau',
    calendar: (name: string) => `Laikotarpio ${name} kalendorius`,
    teaching: 'paskaitos',
    exams: 'egzaminai',
  },
  en: {
    period: 'Period',
    open: 'Changes and publishing (version 1 published)',
    since: 'Changes since version 1',
    moved: 'moved',
    note: 'Note to students and teachers (optional)',
    publish: 'Publish',
    published: /Version 2 published; \d+ (person|people) told of their changes/,
    versions: 'Published versions',
    told: (name: string) => `Moved: “${name}”`,
    noteLine: 'Note: Antradienio paskaita vėliau',
    calendar: (name: string) => `Calendar of ${name}`,
    teaching: 'teaching',
    exams: 'exams',
  },
} as const;

/*
 * Issue 36: a group timetable is published in versions, and each person is told what changed for them. The office
 * publishes version 1 (through the API), moves one of two lectures, sees that move against version 1 on the
 * timetable's card, publishes version 2 with a note; the student of the group reads the move in their notifications,
 * in their language. Far-off weeks: no other journey books there.
 */
describe.each([
  ['lt', 110],
  ['en', 113],
] as const)('given a published group timetable, in %s', (language, weeksAhead) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should show the office the change, publish it, and tell the student of the group', async () => {
    const say = words[language];
    const monday = mondayIn(weeksAhead);
    const stamp = `${language}-${Date.now()}`;
    const groupName = `E2E published ${stamp}`;
    const periodName = `E2E publish period ${stamp}`;
    const lectureName = `E2E published lecture ${stamp}`;

    const office = await signedInPage(browser, demo.admin, language);
    try {
      const { page } = office;
      const api = apiOf(page);
      const student = dataOf(await api.GET('/api/users', { params: { query: { query: demo.student.uid } } })).data[0]!;
      const group = dataOf(await api.POST('/api/admin/groups', { body: { name: groupName } })).data;
      dataOf(
        await api.POST('/api/admin/groups/{id}/attach-users', {
          params: { path: { id: group.id } },
          body: { users: [student.id] },
        }),
      );
      const period = dataOf(
        await api.POST('/api/admin/periods', {
          body: {
            name: periodName,
            starts_on: monday,
            ends_on: addDays(monday, 13),
            teaching_weeks: 1,
            exam_weeks: 1,
            blackouts: [],
          },
        }),
      ).data;
      const timetable = dataOf(
        await api.POST('/api/admin/group-timetables', { body: { group_id: group.id, period_id: period.id } }),
      ).data;
      const room = dataOf(await api.GET('/api/resources')).data[0]!;
      const itemId = dataOf(await api.GET('/api/resources/{id}/items', { params: { path: { id: room.id } } })).data[0]!
        .id;
      // The slots 10:00–11:30 and 13:40–15:10.
      const body = (date: string, afternoon: boolean) => ({
        name: lectureName,
        from: date,
        to: date,
        from_time: afternoon ? { hours: 13, minutes: 40 } : { hours: 10, minutes: 0 },
        to_time: afternoon ? { hours: 15, minutes: 10 } : { hours: 11, minutes: 30 },
        type: 'lecture' as const,
        groups: [group.id],
      });
      dataOf(
        await api.POST('/api/items/{itemId}/reservations', { params: { path: { itemId } }, body: body(monday, false) }),
      );
      const tuesday = addDays(monday, 1);
      const second = dataOf(
        await api.POST('/api/items/{itemId}/reservations', {
          params: { path: { itemId } },
          body: body(tuesday, false),
        }),
      ).data[0]!;
      dataOf(await api.PUT('/api/admin/group-timetables/{id}/lock', { params: { path: { id: timetable.id } } }));
      dataOf(
        await api.POST('/api/admin/group-timetables/{id}/publish', {
          params: { path: { id: timetable.id } },
          body: { note: null, accept_conflicts: true },
        }),
      );
      // Tuesday's lecture moves to the afternoon.
      dataOf(
        await api.PUT('/api/items/{itemId}/reservations/{id}', {
          params: { path: { itemId, id: second.id } },
          body: body(tuesday, true),
        }),
      );

      await page.goto('/admin/group-timetables');
      await chooseOption(page, say.period, periodName);
      const card = page.getByRole('region', { name: groupName, exact: true });
      // A period's page lists every group's timetable: each one's changes open on request.
      await card.getByText(say.open, { exact: true }).click();
      const changes = card.getByRole('group', { name: new RegExp(`^${say.since}`) });
      await changes.waitFor();
      await changes.getByText(`${lectureName} · ${say.moved}`).waitFor();
      await expect.poll(() => changes.getByRole('row').count()).toBe(2);
      await card.getByLabel(say.note).fill('Antradienio paskaita vėliau');
      await card.getByRole('button', { name: say.publish, exact: true }).click();
      await card.getByRole('status').getByText(say.published).waitFor();
      await card.getByRole('list', { name: say.versions }).getByRole('listitem').nth(1).waitFor();

      // The periods screen draws the period's teaching week and exam week on its small calendar.
      await page.goto('/admin/periods');
      const calendar = page.getByRole('group', { name: say.calendar(periodName) });
      await calendar.getByLabel(`${monday}: ${say.teaching}`, { exact: true }).waitFor();
      await calendar.getByLabel(`${addDays(monday, 8)}: ${say.exams}`, { exact: true }).waitFor();
    } finally {
      await office.context.close();
    }

    const reader = await signedInPage(browser, demo.student, language);
    try {
      const { page } = reader;
      await page.goto('/notifications');
      await page.getByText(say.told(lectureName)).first().waitFor();
      await page.getByText(say.noteLine).first().waitFor();
    } finally {
      await reader.context.close();
    }
  });
});
