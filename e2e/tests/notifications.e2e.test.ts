import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../support/server';
import {
  chooseOption,
  clickFreeTime,
  demo,
  launchBrowser,
  liveStreamOpened,
  nextWeekDay,
  openPage,
  signIn,
} from '../support/browser';
import { apiOf, dataOf } from '../support/api';

/** "neperskaitytas" for 1, 21…; "neperskaityti" for 2–9; "neperskaitytų" for 0, 10–20… (Lithuanian plurals). */
function unreadLt(count: number): string {
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {
    one: 'neperskaitytas',
    few: 'neperskaityti',
    many: 'neperskaityto',
  };
  return forms[new Intl.PluralRules('lt').select(count)] ?? 'neperskaitytų';
}

/* Issue 14: a teacher's reservation reaches the people tied to it through the header bell. */

const words = {
  lt: {
    bellUnread: (count: number) => (count === 0 ? 'Pranešimai' : `Pranešimai: ${count} ${unreadLt(count)}`),
    bellAny: /^Pranešimai/,
    invitation: 'Naujas kvietimas',
    title: 'Pranešimai',
    invitations: 'Kvietimai',
    accept: 'Priimti „Seminaras lt“',
    accepted: 'Priimta',
    yoursAccepted: 'Jūsų kvietimas: Priimta',
    responsible: 'Atsakingas asmuo',
    responsibleMessage: 'paskyrė jus atsakingu asmeniu: „Seminaras lt“',
    answered: 'Kvietimas priimtas',
    settings: 'Pranešimai el. paštu',
    reminderKind: 'Dienos priminimas apie šiandienos ir rytojaus rezervacijas',
    save: 'Išsaugoti',
    saved: 'Išsaugota.',
  },
  en: {
    bellUnread: (count: number) => (count === 0 ? 'Notifications' : `Notifications: ${count} unread`),
    bellAny: /^Notifications/,
    invitation: 'New Invitation',
    title: 'Notifications',
    invitations: 'Invitations',
    accept: 'Accept “Seminaras en”',
    accepted: 'Accepted',
    yoursAccepted: 'Your invitation: Accepted',
    responsible: 'Person Responsible',
    responsibleMessage: 'made you the person responsible for “Seminaras en”',
    answered: 'Invitation Accepted',
    settings: 'E-mail notifications',
    reminderKind: "Daily reminder of today's and tomorrow's reservations",
    save: 'Save',
    saved: 'Saved.',
  },
} as const;

/** Decodes quoted-printable text (soft line breaks, =XX bytes) so a message body can be searched as UTF-8. */
function quotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  } catch {
    return raw;
  }
}

/**
 * A message's subject, its encoded words (RFC 2047, which the university's name before it needs) decoded: the
 * subject the spec names after "[University · Laikas] ".
 */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    )
    .replace(/\r?\n[ \t]/g, '');
}

/** Another teacher of the demo university (the demo seed names them d1001, d1002, …). */
const otherTeacher = { uid: 'd1001', password: demo.teacher.password };

async function userName(page: Page, uid: string): Promise<string> {
  const { data } = dataOf(await apiOf(page).GET('/api/users', { params: { query: { query: uid } } }));
  return data.find((user) => user.uid === uid)!.name;
}

async function userId(page: Page, uid: string): Promise<number> {
  const { data } = dataOf(await apiOf(page).GET('/api/users', { params: { query: { query: uid } } }));
  return data.find((user) => user.uid === uid)!.id;
}

describe('given a teacher, a student and an administrator of the demo university', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([['lt'] as const, ['en'] as const])(
    'should bring a new invitation to the student in %s through the bell at once, by the live stream',
    async (language) => {
      const w = words[language];
      const teacher = await openPage(browser);
      const student = await openPage(browser);
      try {
        // The student's page runs on a clock the test can stop: installed before the app loads, so the bell's 60 s
        // poll is one of its timers.
        await student.page.clock.install();
        await signIn(student.page, demo.student, language);
        const streaming = liveStreamOpened(student.page);
        await student.page.goto('/');
        await streaming;
        // The demo university already told the student of a few things; the bell shows what is unread.
        const before = dataOf(await apiOf(student.page).GET('/api/notifications/unread-count')).data.count;
        await student.page.getByRole('button', { name: w.bellUnread(before) }).waitFor();
        // From here the student's page keeps still: no poll, no timer of its own fires (issue 31). Only the live
        // stream can bring the invitation; the clock goes on once the bell has shown it. (Paused a few seconds
        // ahead of the page's time: its clock runs on while the test asks, and cannot be moved back.)
        await student.page.clock.pauseAt(await student.page.evaluate(() => Date.now() + 5_000));

        // The other teacher reads in the test's language before anything reaches them.
        const colleague = await openPage(browser);
        await signIn(colleague.page, otherTeacher, language);

        await signIn(teacher.page, demo.teacher);
        const studentId = await userId(teacher.page, demo.student.uid);
        const studentName = await userName(teacher.page, demo.student.uid);
        const colleagueName = await userName(teacher.page, otherTeacher.uid);

        // The teacher makes the event in the form, on a free weekend afternoon of next week: the colleague is the
        // person responsible, the student is invited.
        const day = nextWeekDay(language === 'lt' ? 5 : 6);
        await teacher.page.goto('/resources');
        await teacher.page.getByRole('link', { name: 'CHGF 101 auditorija' }).click();
        await expect
          .poll(() => teacher.page.getByRole('heading', { level: 1 }).textContent())
          .toBe('CHGF 101 auditorija');
        await teacher.page.getByRole('link', { name: 'Kita savaitė →' }).click();
        await clickFreeTime(teacher.page, day, 16, 0);
        const form = teacher.page.getByRole('dialog');
        await expect.poll(() => form.getByLabel('Pavadinimas', { exact: true }).isVisible()).toBe(true);
        await form.getByLabel('Pavadinimas', { exact: true }).fill(`Seminaras ${language}`);
        await form.getByRole('button', { name: /^Tipas/ }).click();
        await teacher.page.getByRole('option', { name: 'Renginys' }).click();
        // An event keeps to 30-minute steps between the academic gaps.
        await form.getByRole('combobox', { name: 'Nuo' }).selectOption('15:30');
        await form.getByRole('combobox', { name: 'Iki' }).selectOption('16:30');
        await form.getByRole('button', { name: /^Atsakingas asmuo/ }).click();
        await teacher.page.getByPlaceholder('Paieška').fill(colleagueName.split(' ').pop()!);
        await teacher.page.getByRole('option', { name: new RegExp(colleagueName) }).click();
        await expect
          .poll(() => form.getByRole('button', { name: new RegExp(`^Atsakingas asmuo.*${colleagueName}`) }).isVisible())
          .toBe(true);
        await form.getByRole('button', { name: /^Pakviesti asmenys/ }).click();
        // The option clicked once the search has answered: an option of the list before it, replaced as the answer
        // came, lost the click under load (CI, 5 Dec: "Pasirinkta: 1" never came).
        const searched = teacher.page.waitForResponse(
          (response) => new URL(response.url()).searchParams.get('query') === studentName.split(' ').pop(),
        );
        await teacher.page.getByPlaceholder('Paieška').fill(studentName.split(' ').pop()!);
        await searched;
        await teacher.page.getByRole('option', { name: new RegExp(studentName) }).click();
        await teacher.page.keyboard.press('Escape');
        await expect
          .poll(() => form.getByRole('button', { name: 'Pakviesti asmenys Pasirinkta: 1' }).isVisible())
          .toBe(true);
        await form.getByRole('button', { name: 'Išsaugoti', exact: true }).click();
        // The write may take a few seconds on a busy machine.
        await expect.poll(() => form.isVisible(), { timeout: 20_000 }).toBe(false);
        const block = teacher.page
          .locator(`[data-date="${day}"]`)
          .getByRole('button', { name: new RegExp(`Seminaras ${language}`) });
        await expect.poll(() => block.isVisible(), { timeout: 20_000 }).toBe(true);
        const created = [{ id: Number((await block.getAttribute('data-key'))!.split('@')[0]) }];

        // No reload, no poll, not a moment passed on the student's page: the stream's event has the bell read the count
        // again. More unread than before (the demo's own jobs may tell the student something else meanwhile, so not
        // an exact count), and exactly one of them this invitation. (CI, 30 Nov: moving the page's clock a minute
        // fired the 30 s time-out of the read the event had started, and the failed read stopped the minute's poll;
        // useUnreadCount now asks again a minute after a failed read, notifications.test.tsx.)
        const bell = student.page.getByRole('button', { name: w.bellAny });
        const unread = async () => Number(/\d+/.exec((await bell.getAttribute('aria-label')) ?? '')?.[0] ?? 0);
        await expect.poll(unread, { timeout: 5_000 }).toBeGreaterThan(before);
        await student.page.clock.resume();
        const shown = await unread();
        await bell.click();
        const item = student.page.getByRole('menuitem', { name: new RegExp(`${w.invitation}.*Seminaras ${language}`) });
        await expect.poll(() => item.count()).toBe(1);
        await item.click();
        await student.page.waitForURL(`**/reservations/${created[0]!.id}`);
        // Read on the way: the count went down by one.
        await expect.poll(unread).toBe(shown - 1);
        // The invitation is answered where the notification led: on the reservation.
        await student.page.getByRole('button', { name: w.accept }).click();
        await student.page.getByText(w.yoursAccepted, { exact: true }).waitFor();

        await student.page.goto('/notifications');
        await student.page.getByRole('heading', { name: w.title, level: 1 }).waitFor();

        // /user/invitations lists it as accepted; the organiser sees the answer on the reservation.
        await student.page.goto('/user/invitations');
        await student.page.getByRole('heading', { name: w.invitations, level: 1 }).waitFor();
        await student.page
          .getByRole('listitem')
          .filter({ hasText: `Seminaras ${language}` })
          .getByText(w.accepted, { exact: true })
          .waitFor();
        const { data: seen } = dataOf(
          await apiOf(teacher.page).GET('/api/reservations/{id}', { params: { path: { id: created[0]!.id } } }),
        );
        expect(seen.invitations).toEqual([expect.objectContaining({ id: studentId, status: 'accepted' })]);

        // The other teacher, made person responsible, has the person-responsible notification in their language …
        try {
          await colleague.page.goto('/notifications');
          await colleague.page
            .getByRole('listitem')
            .filter({ hasText: `Seminaras ${language}` })
            // Case-sensitive: the English message says "the person responsible" too.
            .getByText(new RegExp(w.responsible))
            .waitFor();
        } finally {
          await colleague.context.close();
        }

        // … and its e-mail, once, in their language with the .ics (written as an .eml file: the e2e server has no
        // SMTP server; the outbox runs every 5 s). Being responsible, they are also told the student accepted.
        const mailDir = inject('mailDir');
        const mailTo = (address: string, subject: string) =>
          existsSync(mailDir)
            ? readdirSync(mailDir)
                .map((file) => readFileSync(join(mailDir, file), 'utf8'))
                .filter((raw) => subjectOf(raw).endsWith(`] ${subject}`))
                .map(quotedPrintable)
                .filter((raw) => raw.includes(`To: ${address}`) && raw.includes(`Seminaras ${language}`))
            : [];
        const colleagueAddress = `${otherTeacher.uid}@example.edu`;
        // Until they are there (a minute is a machine that is stuck, not a goal).
        await expect
          .poll(() => mailTo(colleagueAddress, w.answered).length, { timeout: 60_000, interval: 500 })
          .toBe(1);
        const mails = mailTo(colleagueAddress, w.responsible);
        expect(mails).toHaveLength(1);
        expect(mails[0]).toContain(w.responsibleMessage);
        expect(mails[0]).toMatch(/Content-Type: text\/calendar/);
        expect(mails[0]).toContain(`/reservations/${created[0]!.id}`);

        // The student keeps invitations by e-mail but no more reminders.
        await student.page.goto('/user/notifications');
        await student.page.getByRole('heading', { name: w.settings, level: 1 }).waitFor();
        // (The same student runs in both languages: the first run has already turned it off.)
        const reminderBox = student.page.getByRole('checkbox', { name: w.reminderKind });
        await reminderBox.waitFor();
        if (await reminderBox.isChecked()) {
          await reminderBox.click();
        }
        await student.page.getByRole('button', { name: w.save }).click();
        await student.page.getByText(w.saved).waitFor();
        const { data: settings } = dataOf(await apiOf(student.page).GET('/api/user/notification-settings'));
        expect(settings.email).not.toContain('daily_reminder');
        expect(settings.email).toContain('invitation');
      } finally {
        await teacher.context.close();
        await student.context.close();
      }
    },
  );
  it.each([['lt', 9] as const, ['en', 13] as const])(
    "should still bring the invitation in %s by the bell's minute poll while the live stream is down",
    async (language, hours) => {
      const w = words[language];
      const teacher = await openPage(browser);
      const student = await openPage(browser);
      try {
        // The stream cannot be opened (a proxy that refuses it, a server on its way back): the page falls back on the
        // bell's 60 s poll (spec 9), on a clock the test moves.
        await student.page.route('**/api/events*', (route) => route.abort());
        await student.page.clock.install();
        await signIn(student.page, demo.student, language);
        await student.page.goto('/');
        await student.page.evaluate(() => {
          const heard: unknown[] = [];
          (window as unknown as { heard: unknown[] }).heard = heard;
          window.addEventListener('laikas:live-change', (event) => heard.push((event as CustomEvent).detail));
        });
        const before = dataOf(await apiOf(student.page).GET('/api/notifications/unread-count')).data.count;
        await student.page.getByRole('button', { name: w.bellUnread(before) }).waitFor();

        await signIn(teacher.page, demo.teacher);
        const { data: rooms } = dataOf(await apiOf(teacher.page).GET('/api/resources'));
        const itemId = rooms.filter((room) => room.items.length > 0).at(-1)!.items[0]!.id;
        const day = nextWeekDay(6);
        dataOf(
          await apiOf(teacher.page).POST('/api/items/{itemId}/reservations', {
            params: { path: { itemId } },
            body: {
              name: `Apklausa ${language}`,
              type: 'event',
              from: day,
              to: day,
              from_time: { hours, minutes: 0 },
              to_time: { hours, minutes: 30 },
              invitations: [await userId(teacher.page, demo.student.uid)],
            },
          }),
        );

        // A minute goes by on the student's page at a time, with no reload: the poll brings it.
        const bell = student.page.getByRole('button', { name: w.bellAny });
        const unread = async () => Number(/\d+/.exec((await bell.getAttribute('aria-label')) ?? '')?.[0] ?? 0);
        await expect
          .poll(
            async () => {
              await student.page.clock.fastForward(60_000);
              return unread();
            },
            { timeout: 30_000, interval: 2_000 },
          )
          .toBeGreaterThan(before);
        // … by the poll alone: the page heard nothing of the stream.
        expect(await student.page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);
      } finally {
        await teacher.context.close();
        await student.context.close();
      }
    },
  );

  it('should show a super administrator the e-mail outbox with what was sent', async () => {
    const teacher = await openPage(browser);
    const { context, page } = await openPage(browser);
    try {
      await signIn(teacher.page, demo.teacher);
      const adminId = await userId(teacher.page, demo.admin.uid);
      const api = apiOf(teacher.page);
      const { data: resources } = dataOf(await api.GET('/api/resources'));
      const { data: items } = dataOf(
        await api.GET('/api/resources/{id}/items', { params: { path: { id: resources[1]!.id } } }),
      );
      const future = new Date(Date.now() + 16 * 86_400_000).toISOString().slice(0, 10);
      dataOf(
        await api.POST('/api/items/{itemId}/reservations', {
          params: { path: { itemId: items[0]!.id } },
          body: {
            name: 'Outbox check',
            from: future,
            to: future,
            from_time: { hours: 7, minutes: 0 },
            to_time: { hours: 8, minutes: 0 },
            type: 'event',
            person_responsible: adminId,
          },
        }),
      );

      await signIn(page, { uid: 'superadmin', password: demo.admin.password });
      await page.goto('/admin/outbox');
      await page.getByRole('heading', { name: 'Laiškų eilė', level: 1 }).waitFor();
      await chooseOption(page, 'Būsena', 'Išsiųstas');
      const sent = page.getByRole('listitem').filter({ hasText: 'admin@example.edu' }).getByText('Išsiųstas');
      // The worker delivers every 5 s: look again until it has (a minute is a machine that is stuck, not a goal).
      await expect
        .poll(
          async () => {
            if (await sent.first().isVisible()) {
              return true;
            }
            await page.reload();
            await chooseOption(page, 'Būsena', 'Išsiųstas');
            return sent.first().isVisible();
          },
          { timeout: 60_000, interval: 2_500 },
        )
        .toBe(true);
    } finally {
      await context.close();
      await teacher.context.close();
    }
  });
});

/*
 * The notifications list said "Unread:" in words before each unread title. It is a dot now, with the word kept for
 * screen readers only, at a phone's width as at a desktop's.
 */
describe('given a student with an unread notification on /notifications', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const unreadWord = { lt: 'Neperskaitytas', en: 'Unread' } as const;
  const unreadBell = {
    lt: /^Pranešimai: \d+\+? neperskaityt(as|i|o|ų)$/,
    en: /^Notifications: \d+\+? unread$/,
  } as const;

  it.each([
    ['lt', 'phone'],
    ['en', 'phone'],
    ['lt', 'desktop'],
    ['en', 'desktop'],
  ] as const)(
    'should mark it unread with a dot and a label only screen readers read, in %s on a %s',
    async (language, viewport) => {
      const message = `Žymos patikra ${language} ${viewport}`;
      const database = new Database(inject('databaseFile'), { timeout: 5000 });
      try {
        const student = database.prepare('select id from users where uid = ?').get(demo.student.uid) as { id: number };
        database
          .prepare('insert into notifications (user_id, type, data, read_at, created_at) values (?, ?, ?, null, ?)')
          .run(
            student.id,
            'App\\Notifications\\InvitationNotification',
            // Stored as its kind and parameters (issue 28): the page writes the invitation's sentence around the name.
            JSON.stringify({ reservation_name: message, actor_name: 'Ona Onaitė', reservation_count: 1 }),
            new Date().toISOString(),
          );
      } finally {
        database.close();
      }
      const { context, page } = await openPage(browser, viewport);
      try {
        await signIn(page, demo.student, language);
        await page.goto('/notifications');
        const item = page.getByRole('listitem').filter({ hasText: message });
        await item.waitFor();
        // The header's bell says it too, in the bar at every width: on a phone not behind the menu button.
        await expect
          .poll(() => page.getByRole('banner').getByRole('button', { name: unreadBell[language] }).isVisible())
          .toBe(true);
        // Screen readers still hear the state before the title …
        expect(await item.textContent()).toMatch(new RegExp(`^${unreadWord[language]}: `));
        // … which on screen is a dot: the word takes no room and the title starts after the dot.
        const label = item.getByText(unreadWord[language], { exact: false });
        const box = (await label.boundingBox())!;
        expect(box.width * box.height).toBeLessThanOrEqual(1);
        await expect.poll(() => item.locator('[data-unread-marker]').isVisible()).toBe(true);

        // Read, it has neither.
        await item.getByRole('button', { name: language === 'lt' ? 'Pažymėti kaip perskaitytą' : 'Mark read' }).click();
        await expect.poll(() => item.locator('[data-unread-marker]').count()).toBe(0);
        expect(await item.textContent()).not.toContain(unreadWord[language]);
      } finally {
        await context.close();
        // The student's list is shared by every e2e file: leave it as it was.
        const cleanup = new Database(inject('databaseFile'), { timeout: 5000 });
        try {
          cleanup.prepare("delete from notifications where data like '%' || ? || '%'").run(message);
        } finally {
          cleanup.close();
        }
      }
    },
  );
});

/*
 * The invitee's own answer on the reservation page (InvitationAnswer): not answered yet, declining (the pressed
 * button busy, the other waiting), declined, and an answer the server refuses (the invitation withdrawn meanwhile):
 * the error said in the reader's language and the reservation shown as it now is. On the demo student's seeded
 * invitation, put back as it was after each run.
 */
describe("given the demo student's invitation to the students' conference, on its reservation page", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const conference = 'Studentų mokslinė konferencija';
  const answerWords = {
    lt: {
      pending: 'Jūsų kvietimas: Dar neatsakyta',
      declined: 'Jūsų kvietimas: Atmesta',
      accept: `Priimti „${conference}“`,
      decline: `Atmesti „${conference}“`,
      withdrawn: 'Kvietimas nerastas.',
    },
    en: {
      pending: 'Your invitation: Not answered yet',
      declined: 'Your invitation: Declined',
      accept: `Accept “${conference}”`,
      decline: `Decline “${conference}”`,
      withdrawn: 'The invitation was not found.',
    },
  } as const;

  it.each(['lt', 'en'] as const)(
    'should answer it, say while it is sent, and say why it failed in %s',
    async (language) => {
      const w = answerWords[language];
      const database = new Database(inject('databaseFile'), { timeout: 5000 });
      const student = database.prepare('select id from users where uid = ?').get(demo.student.uid) as { id: number };
      const reservation = database.prepare('select id from reservations where name = ?').get(conference) as {
        id: number;
      };
      const invitation = database
        .prepare('select * from reservation_invitations where reservation_id = ? and user_id = ?')
        .get(reservation.id, student.id) as { id: number; reservation_id: number; user_id: number; created_at: string };
      const putBack = () => {
        database.prepare('delete from reservation_invitations where id = ?').run(invitation.id);
        database
          .prepare(
            "insert into reservation_invitations (id, reservation_id, user_id, status, created_at) values (?, ?, ?, 'pending', ?)",
          )
          .run(invitation.id, invitation.reservation_id, invitation.user_id, invitation.created_at);
      };
      putBack();
      const { context, page } = await openPage(browser);
      try {
        await signIn(page, demo.student, language);
        await page.goto(`/reservations/${reservation.id}`);
        await page.getByText(w.pending, { exact: true }).waitFor();
        const accept = page.getByRole('button', { name: w.accept });
        const decline = page.getByRole('button', { name: w.decline });

        // Declining, held on its way: the pressed button is busy, the other waits.
        let release!: () => void;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route('**/api/user/invitations/*/decline', async (route) => {
          await held;
          await route.continue();
        });
        await decline.click();
        await expect.poll(() => decline.getAttribute('aria-busy')).toBe('true');
        expect(await accept.isDisabled()).toBe(true);
        release();
        await page.getByText(w.declined, { exact: true }).waitFor();
        await expect.poll(() => decline.count()).toBe(0);
        expect(await accept.isEnabled()).toBe(true);

        // Withdrawn meanwhile: accepting fails with the server's reason in the reader's language.
        database.prepare('delete from reservation_invitations where id = ?').run(invitation.id);
        await accept.click();
        await page.getByRole('alert').filter({ hasText: w.withdrawn }).waitFor();
        // … and the page shows the reservation as it now is: no invitation left to answer.
        await expect.poll(() => page.getByText(w.declined, { exact: true }).count()).toBe(0);
        expect(await accept.count()).toBe(0);
      } finally {
        await context.close();
        putBack();
        database.close();
      }
    },
  );
});
