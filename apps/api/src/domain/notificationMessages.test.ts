import { describe, expect, it } from 'vitest';
import { dailyReminderParams, renderNotification, reservationsCount } from './notificationMessages.js';

describe('reservationsCount', () => {
  it.each([
    { count: 1, lt: '1 rezervacija', en: '1 reservation' },
    { count: 2, lt: '2 rezervacijos', en: '2 reservations' },
    { count: 9, lt: '9 rezervacijos', en: '9 reservations' },
    { count: 10, lt: '10 rezervacijų', en: '10 reservations' },
    { count: 11, lt: '11 rezervacijų', en: '11 reservations' },
    { count: 19, lt: '19 rezervacijų', en: '19 reservations' },
    { count: 21, lt: '21 rezervacija', en: '21 reservations' },
    { count: 22, lt: '22 rezervacijos', en: '22 reservations' },
    { count: 111, lt: '111 rezervacijų', en: '111 reservations' },
  ])('should say $count as "$lt" and "$en"', ({ count, lt, en }) => {
    expect(reservationsCount(count, 'lt')).toBe(lt);
    expect(reservationsCount(count, 'en')).toBe(en);
  });
});

describe('renderNotification of the daily reminder', () => {
  it.each([
    {
      today: 1,
      tomorrow: 0,
      en: 'Daily Reminder: 1 upcoming reservation',
      lt: 'Dienos priminimas: 1 artėjanti rezervacija',
    },
    {
      today: 2,
      tomorrow: 3,
      en: 'Daily Reminder: 5 upcoming reservations',
      lt: 'Dienos priminimas: 5 artėjančios rezervacijos',
    },
    {
      today: 10,
      tomorrow: 0,
      en: 'Daily Reminder: 10 upcoming reservations',
      lt: 'Dienos priminimas: 10 artėjančių rezervacijų',
    },
  ])('should title $today today and $tomorrow tomorrow', ({ today, tomorrow, en, lt }) => {
    const render = (language: 'lt' | 'en') =>
      renderNotification('daily_reminder', dailyReminderParams(today, tomorrow), {
        language,
        timeZone: 'Europe/Vilnius',
      });
    expect(render('en')).toMatchObject({
      message: { title: en, summary: `${today} today, ${tomorrow} tomorrow` },
      total_count: today + tomorrow,
      today_count: today,
      tomorrow_count: tomorrow,
    });
    expect(render('lt').message).toEqual({
      title: lt,
      summary: `šiandien ${today}, rytoj ${tomorrow}`,
    });
  });
});

describe('renderNotification of a reservation', () => {
  const params = {
    reservation_id: 7,
    reservation_name: 'Algebra',
    reservation_type: 'lecture' as const,
    reservation_from: '2026-11-23T08:00:00.000Z',
    reservation_to: '2026-11-23T09:30:00.000Z',
    reservation_count: 1,
    actor_name: null,
  };
  const context = { timeZone: 'Europe/Vilnius' };

  it.each([
    {
      kind: 'person_responsible' as const,
      lt: 'Jus paskyrė atsakingu asmeniu: „Algebra“ 2026-11-23 10:00.',
      en: 'You are the person responsible for “Algebra” Nov 23, 2026, 10:00.',
    },
    {
      kind: 'invitation' as const,
      lt: 'Jus kviečia: „Algebra“ 2026-11-23 10:00.',
      en: 'You are invited to “Algebra” Nov 23, 2026, 10:00.',
    },
  ])('should say $kind without the actor and without a gendered participle', ({ kind, lt, en }) => {
    expect(renderNotification(kind, params, { ...context, language: 'lt' }).message).toBe(lt);
    expect(renderNotification(kind, params, { ...context, language: 'en' }).message).toBe(en);
  });

  it('should link a cancellation to the timetable, in the reader language', () => {
    expect(renderNotification('cancelled', params, { ...context, language: 'en' })).toMatchObject({
      subject: 'Reservation Cancelled',
      action_url: '/',
      action_text: 'Open the timetable',
    });
  });

  // An answered invitation still offered "Answer the invitation"; it reads its reader's answer of the moment.
  it.each([
    {
      name: 'not looked up',
      status: undefined,
      en: ['You are invited to “Algebra” Nov 23, 2026, 10:00.', 'Answer the invitation', 'pending'],
      lt: ['Jus kviečia: „Algebra“ 2026-11-23 10:00.', 'Atsakyti į kvietimą'],
    },
    {
      name: 'waiting',
      status: 'pending' as const,
      en: ['You are invited to “Algebra” Nov 23, 2026, 10:00.', 'Answer the invitation', 'pending'],
      lt: ['Jus kviečia: „Algebra“ 2026-11-23 10:00.', 'Atsakyti į kvietimą'],
    },
    {
      name: 'accepted',
      status: 'accepted' as const,
      en: [
        'You are invited to “Algebra” Nov 23, 2026, 10:00. You accepted the invitation.',
        'View reservation',
        'accepted',
      ],
      lt: ['Jus kviečia: „Algebra“ 2026-11-23 10:00. Kvietimą priėmėte.', 'Peržiūrėti rezervaciją'],
    },
    {
      name: 'declined',
      status: 'declined' as const,
      en: [
        'You are invited to “Algebra” Nov 23, 2026, 10:00. You declined the invitation.',
        'View reservation',
        'declined',
      ],
      lt: ['Jus kviečia: „Algebra“ 2026-11-23 10:00. Kvietimą atmetėte.', 'Peržiūrėti rezervaciją'],
    },
  ])('should write an invitation $name with its answer and link, in both languages', ({ status, en, lt }) => {
    const english = renderNotification('invitation', params, { ...context, language: 'en', invitationStatus: status });
    expect([english.message, english.action_text, english.invitation_status]).toEqual(en);
    expect(english.action_url).toBe('/reservations/7');
    const lithuanian = renderNotification('invitation', params, {
      ...context,
      language: 'lt',
      invitationStatus: status,
    });
    expect([lithuanian.message, lithuanian.action_text]).toEqual(lt);
  });

  it.each([
    {
      answer: 'accepted' as const,
      en: ['Invitation Accepted', 'Ona accepted the invitation to “Algebra” Nov 23, 2026, 10:00.'],
      lt: ['Kvietimas priimtas', 'Ona priėmė kvietimą: „Algebra“ 2026-11-23 10:00.'],
    },
    {
      answer: 'declined' as const,
      en: ['Invitation Declined', 'Ona declined the invitation to “Algebra” Nov 23, 2026, 10:00.'],
      lt: ['Kvietimas atmestas', 'Ona atmetė kvietimą: „Algebra“ 2026-11-23 10:00.'],
    },
  ])('should tell the organiser who $answer, linking to the reservation', ({ answer, en, lt }) => {
    const answered = { ...params, actor_name: 'Ona', invitation_answer: answer };
    const english = renderNotification('invitation_answered', answered, { ...context, language: 'en' });
    expect([english.subject, english.message]).toEqual(en);
    expect(english).toMatchObject({
      action_url: '/reservations/7',
      action_text: 'View reservation',
      invitation_status: answer,
    });
    const lithuanian = renderNotification('invitation_answered', answered, { ...context, language: 'lt' });
    expect([lithuanian.subject, lithuanian.message, lithuanian.action_text]).toEqual([...lt, 'Peržiūrėti rezervaciją']);
  });
});

// Issue 36: a published timetable tells its reader what changed for them.
describe('renderNotification of a published timetable', () => {
  const context = (language: 'lt' | 'en') => ({ language, timeZone: 'Europe/Vilnius' });
  const about = { timetable_id: 1, group: 'PS 1', period: 'Ruduo', version: 2, note: null };
  const lecture = { name: 'Algebra', from: '2027-02-01T08:00:00.000Z', to: '2027-02-01T09:30:00.000Z', room: '101' };

  it.each([
    {
      name: 'the first version, with a note',
      notice: { ...about, version: 1, note: 'Welcome', first: true, lecture_count: 12, changes: [], change_count: 0 },
      en: ['The timetable of PS 1 for Ruduo is published (version 1): 12 lectures.', 'Note: Welcome'],
      lt: ['Paskelbtas grupės PS 1 tvarkaraštis (Ruduo, versija 1): 12 paskaitų.', 'Pastaba: Welcome'],
    },
    {
      name: 'a lecture moved and another given a new teacher',
      notice: {
        ...about,
        first: false,
        lecture_count: 0,
        changes: [
          { kind: 'moved' as const, ...lecture, teacher: 'Ona', old_from: '2027-01-31T08:00:00.000Z' },
          { kind: 'teacher' as const, ...lecture, teacher: null, old_teacher: 'Ona' },
        ],
        change_count: 2,
      },
      en: [
        'The timetable of PS 1 for Ruduo changed (version 2): 2 changes for you.',
        'Moved: “Algebra” Jan 31, 2027, 10:00 → Feb 1, 2027, 10:00',
        'Teacher changed: “Algebra” Feb 1, 2027, 10:00: Ona → nobody',
      ],
      lt: [
        'Grupės PS 1 tvarkaraštis (Ruduo) pakeistas (versija 2): jums 2 pakeitimai.',
        'Perkelta: „Algebra“ 2027-01-31 10:00 → 2027-02-01 10:00',
        'Kitas dėstytojas: „Algebra“ 2027-02-01 10:00: Ona → nenurodytas',
      ],
    },
    {
      name: 'more changes than it lists',
      notice: {
        ...about,
        first: false,
        lecture_count: 0,
        changes: [{ kind: 'added' as const, ...lecture, teacher: null }],
        change_count: 13,
      },
      en: [
        'The timetable of PS 1 for Ruduo changed (version 2): 13 changes for you.',
        'Added: “Algebra” Feb 1, 2027, 10:00, 101',
        'and 12 more changes',
      ],
      lt: [
        'Grupės PS 1 tvarkaraštis (Ruduo) pakeistas (versija 2): jums 13 pakeitimų.',
        'Pridėta: „Algebra“ 2027-02-01 10:00, 101',
        'ir dar 12 pakeitimų',
      ],
    },
  ])('should write $name one line each, in both languages', ({ notice, en, lt }) => {
    expect(renderNotification('timetable_published', { timetable: notice }, context('en')).message).toBe(en.join('\n'));
    expect(renderNotification('timetable_published', { timetable: notice }, context('lt')).message).toBe(lt.join('\n'));
  });

  it('should link to the timetable and name its subject by whether it is the first version', () => {
    const first = { ...about, first: true, lecture_count: 1, changes: [], change_count: 0 };
    expect(renderNotification('timetable_published', { timetable: first }, context('en'))).toMatchObject({
      subject: 'Timetable Published',
      action_url: '/',
      action_text: 'Open the timetable',
    });
    const changed = { ...first, first: false, change_count: 1 };
    expect(renderNotification('timetable_published', { timetable: changed }, context('lt')).subject).toBe(
      'Tvarkaraštis pakeistas',
    );
  });
});
