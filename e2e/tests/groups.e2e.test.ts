import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  chooseOption,
  clickFreeTime,
  demo,
  launchBrowser,
  openPage,
  pickDate,
  selectButton,
  signIn,
} from '../support/browser';
import { xsrf } from '../support/api';
import { fetchFeed, occurrencesOf } from '../support/calendarFeed';
import { addDays, mondayIn } from '../support/dates';

const words = {
  lt: {
    newGroup: 'Nauja grupė',
    name: 'Pavadinimas',
    save: 'Išsaugoti',
    findUsers: 'Rasti naudotojus, kuriuos pridėti',
    add: /^Pridėti /,
    periodName: 'Laikotarpio pavadinimas',
    periodsLink: 'Laikotarpiai ir šventės',
    administration: 'Administravimas',
    groupsLink: 'Grupės',
    files: 'Failai',
    preview: 'Peržiūrėti',
    importButton: 'Importuoti',
    report: 'Importo ataskaita',
    startsOn: 'Pradžia',
    endsOn: 'Pabaiga',
    holidayName: 'Šventės pavadinimas',
    holidayFrom: 'Šventė nuo',
    newPeriod: 'Naujas laikotarpis',
    addHoliday: 'Pridėti šventę',
    keepCovered: /^Palikti (ją|jas) ir pridėti šventę$/,
    period: 'Laikotarpis',
    group: 'Grupė',
    search: 'Paieška',
    createTimetable: 'Sukurti tvarkaraštį',
    lock: 'Užrakinti',
    approve: 'Patvirtinti',
    approved: /Patvirtintas/,
    home: 'tvarkaraštis',
    findRoom: 'Rasti laisvą auditoriją',
    freeRooms: 'Laisvos auditorijos',
    groups: 'Grupės',
    repeat: 'Kartoti',
    repeats: 'Kartojama',
    saturday: 'Šeštadienis',
    skipConflicts: 'Praleisti užimtas datas',
    skippedOne: 'Bus praleista 1 data:',
    until: 'Kartoti iki',
    select: 'Pasirinkti',
  },
  en: {
    newGroup: 'New group',
    name: 'Name',
    save: 'Save',
    findUsers: 'Find users to add',
    add: /^Add /,
    periodName: 'Period name',
    periodsLink: 'Periods and holidays',
    administration: 'Administration',
    groupsLink: 'Groups',
    files: 'Files',
    preview: 'Preview',
    importButton: 'Import',
    report: 'Import report',
    startsOn: 'Starts on',
    endsOn: 'Ends on',
    holidayName: 'Holiday name',
    holidayFrom: 'Holiday from',
    newPeriod: 'New period',
    addHoliday: 'Add a holiday',
    keepCovered: /^Keep (it|them) and add the holiday$/,
    period: 'Period',
    search: 'Search',
    group: 'Group',
    createTimetable: 'Create the timetable',
    lock: 'Lock',
    approve: 'Approve',
    approved: /Approved/,
    home: 'Timetable of',
    findRoom: 'Find a free room',
    freeRooms: 'Free rooms',
    groups: 'Groups',
    repeat: 'Repeat',
    repeats: 'Repeats',
    saturday: 'Saturday',
    skipConflicts: 'Skip conflicting dates',
    skippedOne: '1 date will be left out:',
    until: 'Repeat until',
    select: 'Select',
  },
} as const;

/** `YYYY-MM-DD` of a local date `days` after `date`. */
describe('given an administrator and a student of the demo university', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // The e2e server is shared by every journey: the institution-wide holiday this one makes (the Saturday in two weeks)
  // would refuse other journeys' bookings and imports that day, so it goes again, whether the journey passed or not.
  afterEach(async () => {
    const admin = await openPage(browser);
    try {
      await signIn(admin.page, demo.admin);
      const answer = await admin.page.request.get('/api/admin/periods?per_page=100');
      const periods = ((await answer.json()) as { data: { blackouts: { id: number; name: string }[] }[] }).data;
      const holidays = periods
        .flatMap((period) => period.blackouts)
        .filter((blackout) => /^E2E (lt|en) holiday$/.test(blackout.name));
      const statuses: number[] = [];
      for (const holiday of holidays) {
        const deleted = await admin.page.request.delete(`/api/admin/blackouts/${holiday.id}`, {
          headers: { 'x-xsrf-token': await xsrf(admin.page) },
        });
        statuses.push(deleted.status());
      }
      expect(statuses.filter((status) => status !== 204)).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });

  it.each(['lt', 'en'] as const)(
    'should make a group timetable around a holiday, approve it, and show it on the student home page in %s',
    async (language) => {
      const w = words[language];
      const monday = mondayIn(0);
      const saturday = addDays(monday, 5);
      // Not next week's Saturday: from Saturday on Home shows the coming week, whose lecture must be there.
      const holiday = addDays(monday, 19);
      const groupName = `E2E ${language} group`;
      const periodName = `E2E ${language} semester`;

      const admin = await openPage(browser);
      try {
        const page = admin.page;
        await signIn(page, demo.admin, language);
        await page.goto('/');

        // A period with a holiday.
        // Through the menu, as a person goes (a deep link typed right after signing in may land before the session).
        await page.getByText(w.administration, { exact: true }).first().click();
        await page.getByRole('link', { name: w.periodsLink }).first().click();
        await page.waitForURL('**/admin/periods');
        // The new period's form lies under the list of periods: once the list is drawn it no longer moves, as a
        // person sees it settle. (Opened earlier, a date picker went down with its field when the list arrived, out
        // of the window of a page it holds still: a busy run, 2 Dec.)
        await page.getByRole('list', { name: w.periodsLink }).getByRole('listitem').first().waitFor();
        await page.getByLabel(w.periodName).fill(periodName);
        await pickDate(page, w.startsOn, addDays(monday, 0));
        await pickDate(page, w.endsOn, addDays(monday, 55));
        await page.getByRole('button', { name: w.newPeriod }).click();
        await page.getByRole('heading', { name: periodName }).waitFor();
        // The holiday goes on the period's card, which asks what becomes of any booking it covers (issue 27): the
        // demo university's and other journeys' bookings stay.
        const periodCard = page.getByRole('region', { name: periodName });
        await periodCard.getByLabel(w.holidayName).fill(`E2E ${language} holiday`);
        await pickDate(page, w.holidayFrom, holiday, periodCard);
        await periodCard.getByRole('button', { name: w.addHoliday }).click();
        const added = page.getByText(`E2E ${language} holiday: ${holiday}`);
        const keep = page.getByRole('alertdialog').getByRole('button', { name: w.keepCovered });
        await expect.poll(async () => (await added.isVisible()) || (await keep.isVisible())).toBe(true);
        if (await keep.isVisible()) {
          await keep.click();
        }
        await added.waitFor();

        // Groups from two files: a CSV puts the demo student into the group, an XLSX adds another group.
        await page.getByRole('link', { name: w.groupsLink, exact: true }).first().click();
        await page.waitForURL('**/admin/groups');
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('Grupės');
        sheet.addRow(['Group', 'UID', 'Name', 'E-mail']);
        sheet.addRow([`${groupName} B`, `e2e${language}1`, 'Rasa Rasaitė', `e2e${language}1@example.edu`]);
        sheet.addRow([`${groupName} B`, `e2e${language}2`, 'Tomas Tomaitis', '']);
        await page.getByLabel(w.files, { exact: true }).setInputFiles([
          {
            name: 'grupes.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from(`grupė;naudotojo id;vardas;el. paštas\n${groupName};${demo.student.uid};Studentas;\n`),
          },
          {
            name: 'grupes.xlsx',
            mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            buffer: Buffer.from(await book.xlsx.writeBuffer()),
          },
        ]);
        await page.getByRole('button', { name: w.preview }).click();
        const report = page.getByRole('list', { name: w.report });
        await report.locator('li[data-status="ready"]').nth(1).waitFor();
        await page.getByRole('button', { name: w.importButton, exact: true }).click();
        await report.locator('li[data-status="imported"]').nth(1).waitFor();
        await page.getByRole('searchbox').first().fill(groupName);
        await page.getByRole('link', { name: groupName, exact: true }).click();
        await page.waitForURL('**/admin/groups/*/edit');
        await page.getByText(`(${demo.student.uid})`).first().waitFor();

        // Its timetable in the period.
        await page.goto('/admin/group-timetables');
        await chooseOption(page, w.period, periodName);
        // The group picker searches the server: typing finds the group among hundreds (issue 27).
        await selectButton(page, w.group).click();
        await page.getByPlaceholder(w.search).fill(groupName);
        await page.getByRole('option', { name: groupName, exact: true }).click();
        await page.getByRole('button', { name: w.createTimetable }).click();
        const card = page.getByRole('region', { name: groupName });
        await card.waitFor();

        // A weekly lecture for the group that skips the holiday, made through the reservation form: a click on
        // Saturday noon in a room's week, "Find a free room" for that time, then a weekly repeat over the holiday
        // with "skip conflicting dates", whose preview lists the holiday before saving.
        const firstRoomId = await page.evaluate(
          async () => ((await (await fetch('/api/resources')).json()).data as { id: number }[])[0]!.id,
        );
        await page.goto(`/resources/${firstRoomId}?week=${addDays(monday, 0)}`);
        await clickFreeTime(page, saturday, 12, 0);
        const form = page.getByRole('dialog');
        await expect.poll(() => form.getByLabel(w.name, { exact: true }).isVisible()).toBe(true);
        await form.getByLabel(w.name, { exact: true }).fill('E2E weekly lecture');
        await form.getByRole('button', { name: w.findRoom }).click();
        await form.getByRole('list', { name: w.freeRooms }).getByRole('button').first().click();
        await form.getByRole('button', { name: new RegExp(`^${w.groups}`) }).click();
        await page.getByPlaceholder(w.search).fill(groupName);
        await page.getByRole('option', { name: groupName, exact: true }).click();
        await page.keyboard.press('Escape');
        await form.getByRole('checkbox', { name: w.repeat, exact: true }).check();
        await form.getByRole('combobox', { name: w.repeats }).selectOption('weekly');
        await form.getByRole('checkbox', { name: w.saturday }).check();
        // Until the fourth Saturday: the first, the second, the holiday (the third) and the fourth.
        await form.getByRole('button', { name: new RegExp(`^${w.until}`) }).click();
        const picker = page.getByRole('dialog').last();
        const until = addDays(monday, 26);
        await picker.locator('select.rdp-years_dropdown').selectOption(until.slice(0, 4), { force: true });
        await picker
          .locator('select.rdp-months_dropdown')
          .selectOption(String(Number(until.slice(5, 7)) - 1), { force: true });
        await picker.locator(`[data-day="${until}"] button`).click();
        await picker.getByRole('button', { name: w.select, exact: true }).click();
        await form.getByRole('checkbox', { name: w.skipConflicts }).check();
        const skipped = form.getByRole('list', { name: w.skippedOne });
        await skipped.getByText(holiday).waitFor();
        await form.getByRole('button', { name: w.save }).click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        // A fresh load, then the period: the screen opens on the newest period, which another file's may be.
        await page.goto('/admin/group-timetables');
        await chooseOption(page, w.period, periodName);
        await card.getByRole('button', { name: w.lock }).click();
        await card.getByRole('button', { name: w.approve }).click();
        const confirmButton = page.getByTestId('confirm-dialog').getByRole('button', { name: w.approve });
        if (await confirmButton.isVisible().catch(() => false)) {
          await confirmButton.click();
        }
        await card.getByText(w.approved).waitFor();
      } finally {
        await admin.context.close();
      }

      const student = await openPage(browser);
      try {
        const page = student.page;
        await signIn(page, demo.student, language);
        await page.goto('/');
        const week = page.getByRole('region', { name: new RegExp(`${groupName}`) });
        await week.waitFor();
        await week.getByText('E2E weekly lecture').first().waitFor();

        // And in their calendar feed (issue 14), fetched as a calendar app does: every Saturday but the holiday.
        const { url } = await page.evaluate(async () => {
          const response = await fetch('/api/user/calendar-feed', { headers: { accept: 'application/json' } });
          return ((await response.json()) as { data: { url: string } }).data;
        });
        const feed = await fetchFeed(url);
        expect(feed.status).toBe(200);
        const lectures = occurrencesOf(await feed.text()).filter((event) => event.name === 'E2E weekly lecture');
        expect(lectures.map((lecture) => lecture.date)).toEqual(
          expect.arrayContaining([saturday, addDays(monday, 12), addDays(monday, 26)]),
        );
        expect(lectures.map((lecture) => lecture.date)).not.toContain(holiday);
        expect(lectures.every((lecture) => lecture.time === '12:00')).toBe(true);
      } finally {
        await student.context.close();
      }
    },
  );
});
