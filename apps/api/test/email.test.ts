import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AddressInfo } from 'node:net';
import { type FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, buildTestApp, DIALECTS, signIn, testConfig, type TestApp } from './helper.js';
import { leafParts, subjectOf, textOf } from './mime.js';
import { clock, createGroup, createResource, lecture } from './reservation-fixtures.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives; `refuse` makes it answer 451 to every message. */
async function startSmtp(options: { refuse?: () => boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse?.()) {
          const error = new Error('try later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((to) => to.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

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
    expect(subjectOf(english)).toBe('Person Responsible');
    expect(textOf(english)).toContain('made you the person responsible for “Algebra” Nov 23, 2026, 10:00');
    expect(textOf(english)).toContain(`https://laikas.test/reservations/${reservationId}`);
    const lithuanian = byRecipient.get('petras@example.edu')!;
    expect(subjectOf(lithuanian)).toBe('Naujas kvietimas');
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
    expect(subjectOf(message!.raw)).toBe('New Invitation');
    expect(textOf(message!.raw)).toContain('invited you to “Algebra”');
    expect(textOf(message!.raw)).not.toMatch(/kviečia|Atidaryti/);
    // The outbox page shows the subject it went out with.
    expect((await app.db.selectFrom('outbox').select('subject').executeTakeFirstOrThrow()).subject).toBe(
      'New Invitation',
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
    expect(subjectOf(smtp.received[0]!.raw)).toBe('Naujas kvietimas');
    expect(textOf(smtp.received[0]!.raw)).toContain('kviečia jus: „Algebra“');
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
      expect(subjectOf(raw)).toBe('Naujas kvietimas');
      expect(raw).toMatch(/^To: petras@example\.edu$/m);
    } finally {
      await test.close();
    }
  });
});
