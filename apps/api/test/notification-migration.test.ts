import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import * as notificationsAsParameters from '../src/db/migrations/2026-11-29T1300_notifications_as_parameters.js';
import { kindOfType, type NotificationParams, renderNotification } from '../src/domain/notificationMessages.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helper.js';

// Issue 28: notifications written as sentences before are kept as parameters, and read in the reader's language.
describe.each(DIALECTS)('the notifications-as-parameters migration on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database.drop();
  });

  const RESERVATION = {
    reservation_count: 1,
    action_url: '/reservations/7',
    reservation_id: 7,
    reservation_name: 'Algebra',
    reservation_type: 'lecture',
    reservation_from: '2026-11-23T08:00:00.000Z',
    reservation_to: '2026-11-23T09:30:00.000Z',
  };
  const OLD_ROWS = [
    {
      type: 'App\\Notifications\\InvitationNotification',
      data: {
        ...RESERVATION,
        message: 'Rūta Jankauskienė kviečia jus: „Algebra“ 2026-11-23 10:00.',
        subject: 'Naujas kvietimas',
        action_text: 'Atsakyti į kvietimą',
      },
    },
    {
      type: 'App\\Notifications\\DetachedNotification',
      data: {
        ...RESERVATION,
        action_url: '/',
        message: 'Atšauktas vienas serijos įvykis: „Algebra“ 2026-11-23 10:00; kiti serijos įvykiai lieka.',
        subject: 'Įvykis atskirtas nuo serijos',
        action_text: 'Atidaryti tvarkaraštį',
      },
    },
    {
      type: 'App\\Notifications\\DailyReservationReminder',
      data: {
        message: { title: 'Dienos priminimas: 2 artėjančios rezervacijos', summary: 'šiandien 0, rytoj 2' },
        subject: 'Dienos priminimas: 2 artėjančios rezervacijos',
        total_count: 2,
        reservation_count: 2,
        today_count: 0,
        tomorrow_count: 2,
        action_url: '/',
        action_text: 'Atidaryti tvarkaraštį',
      },
    },
  ];

  it('should keep the parameters of sentences written before, so that an English reader reads them in English', async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    const now = new Date().toISOString();
    const { id: userId } = await database.db
      .insertInto('users')
      .values({ uid: 'petras', name: 'Petras', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const row of OLD_ROWS) {
      await database.db
        .insertInto('notifications')
        .values({ user_id: userId, type: row.type, data: JSON.stringify(row.data), read_at: null, created_at: now })
        .execute();
    }

    await notificationsAsParameters.up(database.db);

    const rows = await database.db.selectFrom('notifications').select(['type', 'data']).orderBy('id').execute();
    const english = rows.map((row) =>
      renderNotification(kindOfType(row.type), JSON.parse(row.data) as NotificationParams, {
        language: 'en',
        timeZone: 'Europe/Vilnius',
      }),
    );
    expect(english.map((data) => [data.subject, data.message, data.action_text, data.action_url])).toEqual([
      [
        'New Invitation',
        'Rūta Jankauskienė invited you to “Algebra” Nov 23, 2026, 10:00.',
        'Answer the invitation',
        '/reservations/7',
      ],
      [
        'Event Detached',
        '“Algebra” Nov 23, 2026, 10:00 was cancelled on its own: the rest of its series stays.',
        'Open the timetable',
        '/',
      ],
      [
        'Daily Reminder: 2 upcoming reservations',
        { title: 'Daily Reminder: 2 upcoming reservations', summary: '0 today, 2 tomorrow' },
        'Open the timetable',
        '/',
      ],
    ]);
    // Run again (a second process, a re-run): rows already kept as parameters stay as they are.
    const before = rows.map((row) => row.data);
    await notificationsAsParameters.up(database.db);
    const after = await database.db.selectFrom('notifications').select('data').orderBy('id').execute();
    expect(after.map((row) => row.data)).toEqual(before);
  });
});
