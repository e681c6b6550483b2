import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, testConfig, type TestApp } from './helper.js';
import { leafParts, subjectOf, textOf } from './mime.js';
import { clock, createGroup, createResource, lecture } from './reservation-fixtures.js';
import { startSmtp } from './smtp.js';

/** The message's calendar attachment: its text and its Content-Disposition (which names the file). */
function calendarOf(raw: string): { body: string; disposition: string } | undefined {
  const part = leafParts(raw).find((leaf) => (leaf.headers.get('content-type') ?? '').startsWith('text/calendar'));
  return part && { body: part.body, disposition: part.headers.get('content-disposition') ?? '' };
}

describe.each(DIALECTS)('e-mail of notifications on %s', (dialect) => {
  let test: TestApp;
  let app: FastifyInstance;
  let teacher: Agent;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let refusing = false;
  let room: { resourceId: number; itemIds: number[] };

  beforeEach(async () => {
    refusing = false;
    smtp = await startSmtp({ refuse: () => refusing });
    const base = testConfig();
    test = await buildTestApp(
      dialect,
      { smtp: { ...base.smtp, host: '127.0.0.1', port: smtp.port, mailDir: undefined, appUrl: 'https://laikas.test' } },
      clock,
    );
    app = test.app;
    ({ agent: teacher } = await signIn(app, 'teacher', ['teacher']));
    room = await createResource(app, 'Room 101');
  });
  afterEach(async () => {
    await test.close();
    await smtp.close();
  });

  const itemUrl = () => `/api/items/${room.itemIds[0]}/reservations`;

  it('should e-mail the people told, each in their language, with a plain-text part and an .ics that parses', async () => {
    const { id: responsibleId } = await signIn(app, 'ona', ['teacher']);
    const { id: inviteeId } = await signIn(app, 'petras');
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', responsibleId).execute();
    const created = await teacher.post(
      itemUrl(),
      lecture({ name: 'Algebra', person_responsible: responsibleId, invitations: [inviteeId] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const reservationId = created.json().data[0].id as number;

    expect(await app.outbox.deliverDue()).toBe(2);
    expect(smtp.received.map((message) => message.to[0]).sort()).toEqual(['ona@example.edu', 'petras@example.edu']);
    const byRecipient = new Map(smtp.received.map((message) => [message.to[0], message.raw]));

    const english = byRecipient.get('ona@example.edu')!;
    // The spec's subject, after the name of the university and the system (the system settings' name).
    expect(subjectOf(english)).toBe('[Vilniaus universitetas · Laikas] Person Responsible');
    expect(textOf(english)).toContain('made you the person responsible for “Algebra” Nov 23, 2026, 10:00');
    expect(textOf(english)).toContain(`https://laikas.test/reservations/${reservationId}`);
    const lithuanian = byRecipient.get('petras@example.edu')!;
    expect(subjectOf(lithuanian)).toBe('[Vilniaus universitetas · Laikas] Naujas kvietimas');
    expect(textOf(lithuanian)).toContain('kviečia jus: „Algebra“');

    const attached = calendarOf(english);
    expect(attached).toBeDefined();
    // Named after the reservation, as the web app names its export of the same reservation (was reservation.ics).
    expect(attached!.disposition).toBe('attachment; filename=Algebra.ics');
    const ics = attached!.body;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`reservation-${reservationId}@laikas`);
    expect(event.summary).toBe('Algebra');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-23T09:30:00.000Z');
    // A copy of the event, as the calendar files are (docs/decisions/ics-organizer-and-attendees.md): not an iTIP message, which would want an
    // ORGANIZER, and no people, whose addresses the recipient may not see.
    expect(calendar.getFirstPropertyValue('method')).toBeNull();
    expect(ics).not.toMatch(/^(METHOD|ORGANIZER|ATTENDEE)[:;]/m);
    expect(english).not.toMatch(/method=/i);

    // Sent once: another round sends nothing.
    expect(await app.outbox.deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  // Outlook and Apple Calendar ignore an update whose SEQUENCE is not above the copy they hold: each e-mail about a
  // change carries the reservation's revision, as the calendar feed writes it for the same UID.
  it('should raise the .ics SEQUENCE with every change of the reservation, as the calendar feed does', async () => {
    const { agent: ona, id: responsibleId } = await signIn(app, 'ona', ['teacher']);
    const { agent: manager } = await signIn(app, 'manager', ['admin']);
    const hall = await createResource(app, 'Approval hall', { approved: 0 });
    const hallUrl = `/api/items/${hall.itemIds[0]}/reservations`;
    const created = await teacher.post(hallUrl, lecture({ name: 'Algebra', person_responsible: responsibleId }));
    expect(created.statusCode, created.body).toBe(201);
    const reservationId = created.json().data[0].id as number;
    const sent = async () => {
      smtp.received.length = 0;
      await app.outbox.deliverDue();
      const raw = smtp.received.find((message) => message.to[0] === 'ona@example.edu')?.raw;
      expect(raw).toBeDefined();
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(calendarOf(raw!)!.body)).getFirstSubcomponent('vevent')!,
      );
      return { uid: event.uid, sequence: event.sequence, summary: event.summary };
    };
    const inFeed = async () => {
      const { url } = (await ona.get('/api/user/calendar-feed')).json().data as { url: string };
      const feed = await app.inject({ method: 'GET', url: new URL(url).pathname });
      const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
      const event = events.map((each) => new ICAL.Event(each)).find((each) => each.uid === uid);
      return event?.sequence;
    };
    const uid = `reservation-${reservationId}@laikas`;
    const first = await sent();
    expect(first).toEqual({ uid, sequence: 0, summary: 'Algebra' });

    const renamed = await teacher.put(
      `${hallUrl}/${reservationId}`,
      lecture({ name: 'Algebra II', person_responsible: responsibleId }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const second = await sent();
    expect(second).toMatchObject({ uid, summary: 'Algebra II' });
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect(second.sequence).toBe(await inFeed());

    const approved = await manager.post('/api/admin/reservations/approve', { ids: [reservationId] });
    expect(approved.statusCode, approved.body).toBe(200);
    const third = await sent();
    expect(third.uid).toBe(uid);
    expect(third.sequence).toBeGreaterThan(second.sequence);
    expect(third.sequence).toBe(await inFeed());
  });

  it('should fold the .ics of a long Lithuanian name at 75 octets (RFC 5545 3.1) and keep the name whole', async () => {
    const { id: responsibleId } = await signIn(app, 'ona', ['teacher']);
    const name = 'Šiuolaikinės lietuvių kalbos žodžių darybos ir kirčiavimo ypatumų seminaras (ąčęėįšųūž)';
    const created = await teacher.post(itemUrl(), lecture({ name, person_responsible: responsibleId }));
    expect(created.statusCode, created.body).toBe(201);
    expect(await app.outbox.deliverDue()).toBe(1);
    const ics = calendarOf(smtp.received[0]!.raw)!.body;
    const tooLong = ics.split(/\r?\n/).filter((line) => Buffer.byteLength(line, 'utf8') > 75);
    expect(tooLong).toEqual([]);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).summary).toBe(name);
  });

  // A disabled account cannot sign in to see what the message points to, and its address may no longer be its owner's.
  it('should e-mail nobody whose account is disabled, a group member told of a new lecture', async () => {
    const { id: disabledId } = await signIn(app, 'ona');
    const { id: activeId } = await signIn(app, 'petras');
    const groupId = await createGroup(app, 'PS 1 k. 1 gr.', [disabledId, activeId]);
    await app.db
      .updateTable('users')
      .set({ disabled_at: clock().toISOString() })
      .where('id', '=', disabledId)
      .execute();
    const created = await teacher.post(itemUrl(), lecture({ name: 'Algebra', groups: [groupId] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(await app.outbox.deliverDue()).toBe(1);
    expect(smtp.received.map((message) => message.to[0])).toEqual(['petras@example.edu']);
  });

  it('should write an e-mail in the language its recipient reads when it is sent, not when it was queued', async () => {
    const { id: inviteeId, agent: petras } = await signIn(app, 'petras');
    const sender = await app.db
      .selectFrom('users')
      .select('language')
      .where('uid', '=', 'teacher')
      .executeTakeFirstOrThrow();
    expect(sender.language).toBe('lt');
    const created = await teacher.post(itemUrl(), lecture({ name: 'Algebra', invitations: [inviteeId] }));
    expect(created.statusCode, created.body).toBe(201);
    // Queued while Petras read Lithuanian; he switches to English before the worker's round.
    expect((await petras.post('/api/set-language', { language: 'en' })).statusCode).toBe(200);

    expect(await app.outbox.deliverDue()).toBe(1);
    const [message] = smtp.received;
    expect(subjectOf(message!.raw)).toBe('[Vilniaus universitetas · Laikas] New Invitation');
    expect(textOf(message!.raw)).toContain('invited you to “Algebra”');
    expect(textOf(message!.raw)).not.toMatch(/kviečia|Atidaryti/);
    // The outbox page shows the subject it went out with.
    expect((await app.db.selectFrom('outbox').select('subject').executeTakeFirstOrThrow()).subject).toBe(
      '[Vilniaus universitetas · Laikas] New Invitation',
    );
  });

  // An invitation's e-mail still waiting (the mail server away, its back-off) when the invitee answers on the site: it
  // goes out saying the answer, not asking for one.
  it('should not ask for an answer in an invitation e-mail sent after the invitee answered', async () => {
    const { id: inviteeId, agent: petras } = await signIn(app, 'petras');
    const created = await teacher.post(itemUrl(), lecture({ name: 'Algebra', invitations: [inviteeId] }));
    expect(created.statusCode, created.body).toBe(201);
    const reservationId = created.json().data[0].id as number;
    expect((await petras.post(`/api/user/invitations/${reservationId}/accept`)).statusCode).toBe(200);

    await app.outbox.deliverDue();
    const message = smtp.received.find((received) => received.to[0] === 'petras@example.edu');
    expect(message).toBeDefined();
    expect(textOf(message!.raw)).toContain('kviečia jus: „Algebra“ 2026-11-23 10:00. Kvietimą priėmėte.');
    expect(textOf(message!.raw)).toContain(`Peržiūrėti rezervaciją: https://laikas.test/reservations/${reservationId}`);
    expect(textOf(message!.raw)).not.toContain('Atsakyti į kvietimą');
  });

  it('should still send a message queued before e-mails were written at sending time, as it was written', async () => {
    const { id: userId } = await signIn(app, 'petras');
    await app.db
      .insertInto('outbox')
      .values({
        to_address: 'petras@example.edu',
        user_id: userId,
        subject: 'Naujas kvietimas',
        text_body: 'Mokytojas kviečia jus: „Algebra“\n',
        html_body: null,
        available_at: clock().toISOString(),
        created_at: clock().toISOString(),
      })
      .execute();
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', userId).execute();
    expect(await app.outbox.deliverDue()).toBe(1);
    expect(subjectOf(smtp.received[0]!.raw)).toBe('[Vilniaus universitetas · Laikas] Naujas kvietimas');
    expect(textOf(smtp.received[0]!.raw)).toContain('kviečia jus: „Algebra“');
  });

  // Found in a walk: among the mails of a university's many systems, nothing in a subject said which one sent it.
  describe('the subject', () => {
    async function nameTheUniversity(name: string) {
      // As the system settings keep it; a blank name is what an older row (or a hand-edited one) may hold.
      const current = await app.systemSettingsService.current();
      await app.systemSettings.set('site', { ...current, university_name: name }, clock().toISOString() as never);
    }

    it('should name the university of the system settings and Laikas in every e-mail, in both languages', async () => {
      await nameTheUniversity('Vytauto Didžiojo universitetas');
      const { id: responsibleId } = await signIn(app, 'ona', ['teacher']);
      const { id: inviteeId } = await signIn(app, 'petras');
      await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', responsibleId).execute();
      const created = await teacher.post(
        itemUrl(),
        lecture({ name: 'Algebra', person_responsible: responsibleId, invitations: [inviteeId] }),
      );
      expect(created.statusCode, created.body).toBe(201);
      // A message that is no notification (an account's welcome) is named the same way.
      await app.outbox.queue(app.db, {
        to: 'jonas@example.edu',
        userId: null,
        subject: 'Jūsų Laikas paskyra',
        text: 'Sveiki\n',
      });

      expect(await app.outbox.deliverDue()).toBe(3);
      const subjects = new Map(smtp.received.map((message) => [message.to[0], subjectOf(message.raw)]));
      expect(Object.fromEntries(subjects)).toEqual({
        'ona@example.edu': '[Vytauto Didžiojo universitetas · Laikas] Person Responsible',
        'petras@example.edu': '[Vytauto Didžiojo universitetas · Laikas] Naujas kvietimas',
        'jonas@example.edu': '[Vytauto Didžiojo universitetas · Laikas] Jūsų Laikas paskyra',
      });
      // The outbox page shows each as it went out.
      const sent = await app.db.selectFrom('outbox').select('subject').orderBy('id').execute();
      expect(sent.map((row) => row.subject).sort()).toEqual([...subjects.values()].sort());

      // A super administrator's test e-mail too, sent past the queue.
      await app.outbox.sendNow('test', { to: 'root@example.edu', subject: 'Laikas: test e-mail', text: 'Hello\n' });
      expect(subjectOf(smtp.received.at(-1)!.raw)).toBe(
        '[Vytauto Didžiojo universitetas · Laikas] Laikas: test e-mail',
      );
    });

    it('should keep the subject as it was where no university is named', async () => {
      await nameTheUniversity('  ');
      const { id: inviteeId } = await signIn(app, 'petras');
      expect((await teacher.post(itemUrl(), lecture({ invitations: [inviteeId] }))).statusCode).toBe(201);
      expect(await app.outbox.deliverDue()).toBe(1);
      expect(subjectOf(smtp.received[0]!.raw)).toBe('Naujas kvietimas');
    });
  });

  // Found in a walk: an invitee who declined got the event's .ics with their own answer, as did the organiser told of
  // it: a file that puts into a calendar an event its reader is not going to.
  it('should attach no calendar file to an answer: not to the invitee who declined, not to the organiser', async () => {
    const { id: declinerId, agent: petras } = await signIn(app, 'petras');
    const { id: accepterId, agent: rasa } = await signIn(app, 'rasa');
    const created = await teacher.post(itemUrl(), lecture({ name: 'Algebra', invitations: [declinerId, accepterId] }));
    expect(created.statusCode, created.body).toBe(201);
    const reservationId = created.json().data[0].id as number;
    // Both answer before the invitations leave (the mail server away, a back-off): each e-mail says the answer.
    expect((await petras.post(`/api/user/invitations/${reservationId}/decline`)).statusCode).toBe(200);
    expect((await rasa.post(`/api/user/invitations/${reservationId}/accept`)).statusCode).toBe(200);

    expect(await app.outbox.deliverDue()).toBe(4);
    const mailsTo = (address: string) => smtp.received.filter((message) => message.to[0] === address);
    const [declined] = mailsTo('petras@example.edu');
    expect(textOf(declined!.raw)).toContain('Kvietimą atmetėte.');
    expect(calendarOf(declined!.raw)).toBeUndefined();
    // The one who accepted keeps the event's file.
    const [accepted] = mailsTo('rasa@example.edu');
    expect(textOf(accepted!.raw)).toContain('Kvietimą priėmėte.');
    expect(calendarOf(accepted!.raw)?.body).toContain(`UID:reservation-${reservationId}@laikas`);
    // The organiser hears of both answers; the event they made is not news to their calendar.
    const toOrganiser = mailsTo('teacher@example.edu');
    expect(toOrganiser.map((message) => subjectOf(message.raw)).sort()).toEqual([
      '[Vilniaus universitetas · Laikas] Kvietimas atmestas',
      '[Vilniaus universitetas · Laikas] Kvietimas priimtas',
    ]);
    expect(toOrganiser.map((message) => calendarOf(message.raw))).toEqual([undefined, undefined]);
  });

  describe('of a cancellation', () => {
    /** The event of a message's calendar attachment, as ical.js (an independent parser) reads it. */
    function eventOf(raw: string) {
      const attached = calendarOf(raw);
      expect(attached, 'a calendar attachment').toBeDefined();
      const calendar = new ICAL.Component(ICAL.parse(attached!.body));
      const events = calendar.getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      return {
        calendar,
        disposition: attached!.disposition,
        uid: events[0]!.getFirstPropertyValue('uid'),
        sequence: Number(events[0]!.getFirstPropertyValue('sequence')),
        status: events[0]!.getFirstPropertyValue('status'),
        summary: events[0]!.getFirstPropertyValue('summary'),
        start: (events[0]!.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
        recurrenceId: events[0]!.getFirstPropertyValue('recurrence-id'),
      };
    }

    // Found in a walk: the e-mail of a deleted reservation carried no calendar file, so the event stayed in every
    // calendar that had imported the one e-mailed before.
    it('should attach the event cancelled: its UID, a SEQUENCE above the one sent before, STATUS:CANCELLED', async () => {
      const { id: responsibleId } = await signIn(app, 'ona', ['teacher']);
      const { id: inviteeId, agent: petras } = await signIn(app, 'petras');
      await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', responsibleId).execute();
      const created = await teacher.post(
        itemUrl(),
        lecture({ name: 'Algebra', person_responsible: responsibleId, invitations: [inviteeId] }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const reservationId = created.json().data[0].id as number;
      expect((await petras.post(`/api/user/invitations/${reservationId}/accept`)).statusCode).toBe(200);
      await app.outbox.deliverDue();
      // (The organisers, told that Petras accepted, got no file with that.)
      const before = new Map(
        smtp.received
          .filter((message) => calendarOf(message.raw))
          .map((message) => [message.to[0]!, eventOf(message.raw)]),
      );
      expect([...before.keys()].sort()).toEqual(['ona@example.edu', 'petras@example.edu']);
      smtp.received.length = 0;

      const deleted = await teacher.delete(`${itemUrl()}/${reservationId}`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(await app.outbox.deliverDue()).toBe(2);
      for (const message of smtp.received) {
        const earlier = before.get(message.to[0]!)!;
        const cancelled = eventOf(message.raw);
        expect(cancelled).toMatchObject({
          uid: `reservation-${reservationId}@laikas`,
          status: 'CANCELLED',
          start: '2026-11-23T08:00:00.000Z',
          recurrenceId: null,
          disposition: 'attachment; filename=Algebra.ics',
        });
        expect(cancelled.uid).toBe(earlier.uid);
        expect(cancelled.sequence).toBeGreaterThan(earlier.sequence);
        // A snapshot, as every file of Laikas is (docs/decisions/ics-cancellations.md): no METHOD, no people.
        expect(cancelled.calendar.getFirstPropertyValue('method')).toBeNull();
        expect(message.raw).not.toMatch(/method=/i);
      }
      const english = smtp.received.find((message) => message.to[0] === 'ona@example.edu')!;
      expect(subjectOf(english.raw)).toBe('[Vilniaus universitetas · Laikas] Reservation Cancelled');
      // Where a calendar app shows no status, the name says it.
      expect(eventOf(english.raw).summary).toBe('Cancelled: Algebra');
      const lithuanian = smtp.received.find((message) => message.to[0] === 'petras@example.edu')!;
      expect(eventOf(lithuanian.raw).summary).toBe('Atšaukta: Algebra');
    });

    // The calendar holds the series under its feed's UID (its e-mails attach it so): an occurrence deleted alone is the
    // series again, one revision up, skipping the date (docs/decisions/ics-cancellations.md).
    it('should strike an occurrence deleted alone out of its series: the series, its date skipped, a higher SEQUENCE', async () => {
      const { id: responsibleId } = await signIn(app, 'ona', ['teacher']);
      const weekly = { type: 'weekly', interval: 1, until: '2026-12-07', weekdays: [] };
      const created = await teacher.post(
        itemUrl(),
        lecture({ name: 'Algebra', person_responsible: responsibleId, repeater: weekly }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const second = created.json().data[1] as { id: number; sequence?: number };
      await app.outbox.deliverDue();
      smtp.received.length = 0;

      const deleted = await teacher.delete(`${itemUrl()}/${second.id}?update_selection_repeater=this`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(await app.outbox.deliverDue()).toBe(1);
      const series = eventOf(smtp.received[0]!.raw);
      expect(series.uid).toBe(`series-${created.json().data[0].repeater_id as number}@laikas`);
      expect(series.sequence).toBeGreaterThanOrEqual(1);
      expect(calendarOf(smtp.received[0]!.raw)!.body).toMatch(/^EXDATE;TZID=Europe\/Vilnius:20261130T100000\r?$/m);
      expect(textOf(smtp.received[0]!.raw)).toContain('kiti serijos įvykiai lieka');
    });
  });

  // Found in a review: one notice of a holiday listed every lecture it cancelled, but its calendar file struck only the
  // first and was named after it ("Algebra.ics" holding Fizika too).
  // Stop's list: a moved reservation's e-mail said only where it is now ("now …"): a reader who had it in mind
  // could not tell what moved, nor from when.
  it('should say from when to when a reservation moved, in each reader’s language', async () => {
    const { id: responsibleId } = await signIn(app, 'ona', ['teacher']);
    const { id: inviteeId } = await signIn(app, 'petras');
    await app.db.updateTable('users').set({ language: 'en' }).where('id', '=', responsibleId).execute();
    const body = { name: 'Algebra', person_responsible: responsibleId, invitations: [inviteeId] };
    const created = await teacher.post(itemUrl(), lecture({ ...body, from: '2026-11-24', to: '2026-11-24' }));
    expect(created.statusCode, created.body).toBe(201);
    const reservationId = created.json().data[0].id as number;
    await app.outbox.deliverDue();
    smtp.received.length = 0;

    const moved = await teacher.put(
      `${itemUrl()}/${reservationId}`,
      lecture({
        ...body,
        from: '2026-11-25',
        to: '2026-11-25',
        from_time: { hours: 12, minutes: 0 },
        to_time: { hours: 13, minutes: 30 },
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await app.outbox.deliverDue();
    const byRecipient = new Map(smtp.received.map((message) => [message.to[0], textOf(message.raw)]));
    expect(byRecipient.get('ona@example.edu')).toContain(
      'moved “Algebra” from Tue Nov 24, 2026, 10:00–11:30 to Wed Nov 25, 2026, 12:00–13:30.',
    );
    expect(byRecipient.get('petras@example.edu')).toContain(
      'perkėlė „Algebra“ iš an 2026-11-24 10:00–11:30 į tr 2026-11-25 12:00–13:30.',
    );
  });

  // A lecture of a series is struck in its series (held as `series-{id}`): the series re-sent, that date an EXDATE.
  it('should attach one file for a cause, named after it, striking every lecture listed in its series', async () => {
    const { agent: office } = await signIn(app, 'office', ['admin']);
    const { id: studentId } = await signIn(app, 'jonas');
    const group = await createGroup(app, 'PS 1', [studentId]);
    const period = await office.post('/api/admin/periods', {
      name: 'Ruduo 2026',
      starts_on: '2026-09-01',
      ends_on: '2027-01-31',
    });
    expect(period.statusCode, period.body).toBe(201);
    const ids: number[] = [];
    for (const [name, from] of [
      ['Algebra', '2026-12-21'],
      ['Fizika', '2026-12-22'],
    ] as const) {
      const made = await teacher.post(
        itemUrl(),
        lecture({
          name,
          from,
          to: from,
          groups: [group],
          repeater: { type: 'weekly', interval: 1, until: '2027-01-04', weekdays: [] },
        }),
      );
      expect(made.statusCode, made.body).toBe(201);
      ids.push(made.json().data[0].repeater_id as number);
    }
    await app.outbox.deliverDue();
    smtp.received.length = 0;

    const holiday = await office.post('/api/admin/blackouts', {
      name: 'Christmas break',
      from: '2026-12-21',
      to: '2026-12-22',
      period_id: period.json().data.id,
      affected: 'cancel',
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    await app.outbox.deliverDue();
    const toStudent = smtp.received.filter((message) => message.to[0] === 'jonas@example.edu');
    expect(toStudent).toHaveLength(1);
    const attached = calendarOf(toStudent[0]!.raw)!;
    expect(attached.disposition).toBe('attachment; filename="Christmas break.ics"');
    const events = new ICAL.Component(ICAL.parse(attached.body))
      .getAllSubcomponents('vevent')
      .map((vevent) => [
        vevent.getFirstPropertyValue('uid'),
        vevent.getFirstPropertyValue('status'),
        vevent.getAllProperties('exdate').map((exdate) => String(exdate.getFirstValue()).slice(0, 10)),
      ]);
    expect(events).toEqual([
      [`series-${ids[0]}@laikas`, 'CONFIRMED', ['2026-12-21']],
      [`series-${ids[1]}@laikas`, 'CONFIRMED', ['2026-12-22']],
    ]);
  });

  // An invitation e-mail still waiting (the mail server away) when its reservation is deleted.
  it('should send a waiting invitation of a deleted reservation as cancelled: no answer asked, no event', async () => {
    const { id: inviteeId } = await signIn(app, 'petras');
    const created = await teacher.post(itemUrl(), lecture({ name: 'Algebra', invitations: [inviteeId] }));
    expect(created.statusCode, created.body).toBe(201);
    const reservationId = created.json().data[0].id as number;
    expect((await teacher.delete(`${itemUrl()}/${reservationId}`)).statusCode).toBe(204);

    expect(await app.outbox.deliverDue()).toBe(2);
    const [invitation, cancellation] = smtp.received.map((message) => message.raw);
    expect(subjectOf(invitation!)).toBe('[Vilniaus universitetas · Laikas] Naujas kvietimas');
    expect(textOf(invitation!)).toContain('Rezervacija atšaukta, todėl į kvietimą atsakyti nebereikia.');
    expect(textOf(invitation!)).not.toContain('Atsakyti į kvietimą');
    expect(calendarOf(invitation!)).toBeUndefined();
    expect(subjectOf(cancellation!)).toBe('[Vilniaus universitetas · Laikas] Rezervacija atšaukta');
    expect(calendarOf(cancellation!)?.body).toContain('STATUS:CANCELLED');
  });

  it('should send nothing of a kind the user turned off', async () => {
    const { id: inviteeId } = await signIn(app, 'petras');
    await app.db
      .updateTable('users')
      .set({ email_notifications: JSON.stringify(['person_responsible']) })
      .where('id', '=', inviteeId)
      .execute();
    await teacher.post(itemUrl(), lecture({ invitations: [inviteeId] }));
    expect(await app.outbox.deliverDue()).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it('should retry a refused message later, and send it only once even with two workers', async () => {
    const { id: inviteeId } = await signIn(app, 'petras');
    await teacher.post(itemUrl(), lecture({ invitations: [inviteeId] }));
    refusing = true;
    expect(await app.outbox.deliverDue()).toBe(0);
    const [waiting] = await app.db.selectFrom('outbox').selectAll().execute();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('451') });
    expect(waiting!.available_at > clock().toISOString()).toBe(true);

    // Due again (back-off over): two workers at once, one message.
    refusing = false;
    await app.db.updateTable('outbox').set({ available_at: clock().toISOString() }).execute();
    const sent = await Promise.all([app.outbox.deliverDue(), app.outbox.deliverDue()]);
    expect(sent[0]! + sent[1]!).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect((await app.db.selectFrom('outbox').select('status').executeTakeFirstOrThrow()).status).toBe('sent');
  });
});

describe.each(DIALECTS)('GET /api/admin/outbox and POST /api/admin/outbox/{id}/retry on %s', (dialect) => {
  it('should show super administrators the outbox by status and retry a failed message', async () => {
    const base = testConfig();
    // Nothing listens on port 9: every send fails.
    const test = await buildTestApp(dialect, { smtp: { ...base.smtp, port: 9, mailDir: undefined } }, clock);
    try {
      const { agent: teacher } = await signIn(test.app, 'teacher', ['teacher']);
      const { agent: root } = await signIn(test.app, 'root', ['super_admin']);
      const { id: inviteeId } = await signIn(test.app, 'petras');
      const room = await createResource(test.app, 'Room 101');
      await teacher.post(`/api/items/${room.itemIds[0]}/reservations`, lecture({ invitations: [inviteeId] }));
      await test.app.outbox.deliverDue();
      await test.app.db.updateTable('outbox').set({ status: 'failed', attempts: 5 }).execute();

      expect((await teacher.get('/api/admin/outbox')).statusCode).toBe(403);
      const failed = await root.get('/api/admin/outbox?status=failed');
      expect(failed.statusCode, failed.body).toBe(200);
      expect(failed.json()).toMatchObject({
        data: [{ to_address: 'petras@example.edu', subject: 'Naujas kvietimas', status: 'failed', attempts: 5 }],
        meta: { total: 1, current_page: 1, last_page: 1 },
      });
      expect((await root.get('/api/admin/outbox?status=sent')).json().data).toEqual([]);
      expect((await root.get('/api/admin/outbox?status=lost')).statusCode).toBe(422);

      const id = failed.json().data[0].id as number;
      expect((await root.post(`/api/admin/outbox/${id}/retry`)).statusCode).toBe(204);
      expect((await root.get('/api/admin/outbox?status=pending')).json().data).toMatchObject([{ id, attempts: 0 }]);
      expect((await root.post('/api/admin/outbox/99999/retry')).statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });
});

describe('e-mail without an SMTP server outside production', () => {
  it('should write each message as an .eml file under the mail folder', async () => {
    const mailDir = mkdtempSync(join(tmpdir(), 'laikas-mail-'));
    const base = testConfig();
    const test = await buildTestApp('sqlite', { smtp: { ...base.smtp, mailDir } }, clock);
    try {
      const { agent: teacher } = await signIn(test.app, 'teacher', ['teacher']);
      const { id: inviteeId } = await signIn(test.app, 'petras');
      const room = await createResource(test.app, 'Room 101');
      await teacher.post(`/api/items/${room.itemIds[0]}/reservations`, lecture({ invitations: [inviteeId] }));
      expect(await test.app.outbox.deliverDue()).toBe(1);
      const [row] = await test.app.db.selectFrom('outbox').select('id').execute();
      const raw = readFileSync(join(mailDir, `${row!.id}.eml`), 'utf8');
      expect(subjectOf(raw)).toBe('[Vilniaus universitetas · Laikas] Naujas kvietimas');
      expect(raw).toMatch(/^To: petras@example\.edu$/m);
    } finally {
      await test.close();
    }
  });
});
