/// <reference types="@testing-library/jest-dom/vitest" />
import type { Period } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen, stubResizeObserver } from '../../../testScreen';
import PeriodsPage from './PeriodsPage';

const autumn: Period = {
  id: 3,
  name: 'Ruduo 2026',
  starts_on: '2026-09-01',
  ends_on: '2026-10-31',
  teaching_weeks: 6,
  exam_weeks: 2,
  exams_from: '2026-10-12',
  exams_to: '2026-10-25',
  blackouts: [],
  resource_blackouts: 0,
};

/** The periods screen in `language`; the server holds the autumn period above (or `period`). */
async function openPeriods(language: WebLanguage, period: Period = autumn) {
  vi.spyOn(api, 'get').mockImplementation(async (path: string) =>
    path === '/api/admin/periods'
      ? ({ data: [period], meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 } } as never)
      : ({} as never),
  );
  await renderScreen({ path: '/admin/periods', Component: PeriodsPage }, '/admin/periods', language);
  return screen.findByRole('region', { name: period.name });
}

const christmas = {
  id: 8,
  name: 'Kūčios',
  period_id: 3,
  resource_id: null,
  from: '2026-10-05',
  to: '2026-10-06',
  from_time: { hours: 0, minutes: 0 },
  to_time: { hours: 0, minutes: 0 },
  all_day: true,
  starts_at: '2026-10-04T21:00:00.000Z',
  ends_at: '2026-10-06T21:00:00.000Z',
};

/** Two lectures of groups the exam session would take out, as the server previews them. */
const lecturesInSession = {
  total: 2,
  reservations: [26, 27].map((day, index) => ({
    id: 40 + index,
    name: 'Algebra',
    starts_at: `2026-10-${day}T07:00:00.000Z`,
    ends_at: `2026-10-${day}T08:30:00.000Z`,
    resource: 'Room 101',
    status: 'approved',
  })),
};

/* Issue 29: the period's forms are checked by the contract's body schemas before anything is sent. */
describe('given the periods screen', () => {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('should draw the new-period form once the periods have arrived, where it stays (en)', async () => {
    let answer: (page: unknown) => void = () => {};
    vi.spyOn(api, 'get').mockImplementation(async (path: string) =>
      path === '/api/admin/periods' ? new Promise((resolve) => (answer = resolve)) : ({} as never),
    );
    await renderScreen({ path: '/admin/periods', Component: PeriodsPage }, '/admin/periods', 'en');
    const list = await screen.findByRole('list', { name: 'Periods and holidays' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('form', { name: 'New period' })).toBeNull();
    answer({ data: [autumn], meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 } });
    const form = await screen.findByRole('form', { name: 'New period' });
    expect(within(list).getByRole('region', { name: autumn.name })).toBeInTheDocument();
    expect(list.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  // An earlier walk of the admin screens: the periods' load failure said "try again" and offered no way to.
  it.each([
    { language: 'en' as const, failed: 'Could not load this. Try again.', retry: 'Try again' },
    { language: 'lt' as const, failed: 'Nepavyko įkelti. Bandykite dar kartą.', retry: 'Bandyti dar kartą' },
  ])(
    'should ask for the periods again when they could not be loaded ($language)',
    async ({ language, failed, retry }) => {
      const get = vi
        .spyOn(api, 'get')
        .mockRejectedValueOnce(new ApiError(503, 'Service Unavailable'))
        .mockResolvedValue({
          data: [autumn],
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
        } as never);
      await renderScreen({ path: '/admin/periods', Component: PeriodsPage }, '/admin/periods', language);
      expect(await screen.findByRole('alert')).toHaveTextContent(failed);
      fireEvent.click(screen.getByRole('button', { name: retry }));
      expect(await screen.findByRole('region', { name: autumn.name })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(get.mock.calls.filter(([path]) => path === '/api/admin/periods')).toHaveLength(2);
    },
  );

  it('should name what is missing in a new period and send nothing (lt)', async () => {
    await openPeriods('lt');
    const post = vi.spyOn(api, 'post');
    const form = screen.getByRole('form', { name: 'Naujas laikotarpis' });
    fireEvent.change(within(form).getByLabelText('Šventės pavadinimas'), { target: { value: 'Kūčios' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Naujas laikotarpis' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Laikotarpio pavadinimas')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(form).toHaveTextContent('Laukas „Pradžia“ privalomas.');
    expect(post).not.toHaveBeenCalled();
  });

  it('should save the exam session with the period, and clear it (en)', async () => {
    const card = await openPeriods('en');
    const put = vi.spyOn(api, 'put').mockResolvedValue(autumn as never);
    const post = vi.spyOn(api, 'post').mockResolvedValue({ total: 0, reservations: [] } as never);
    const exams = within(card).getByRole('form', { name: `Exam session of ${autumn.name}` });
    expect(within(exams).getByRole('button', { name: /^Exam session from 2026-10-12/ })).toBeInTheDocument();
    fireEvent.click(within(exams).getByRole('button', { name: 'Save the exam session' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/admin/periods/3', {
        name: autumn.name,
        starts_on: '2026-09-01',
        ends_on: '2026-10-31',
        teaching_weeks: 6,
        exam_weeks: 2,
        exams_from: '2026-10-12',
        exams_to: '2026-10-25',
      }),
    );
    // Asked first what it would take out: nothing, so saved at once.
    expect(post).toHaveBeenCalledWith(
      '/api/admin/periods/3/preview',
      expect.objectContaining({ exams_to: '2026-10-25' }),
    );
    fireEvent.click(within(exams).getByRole('button', { name: 'No exam session' }));
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith(
        '/api/admin/periods/3',
        expect.objectContaining({ exams_from: null, exams_to: null }),
      ),
    );
  });

  // A period's dates could only be set when it was made; the server's refusal to shorten it past its holidays has a
  // field to stand under now.
  it("should change the period's dates with its other fields as they are, and show a refusal under the date (en)", async () => {
    const card = await openPeriods('en');
    const refusal = "2 of the period's holidays would fall outside these dates; delete them first";
    const put = vi
      .spyOn(api, 'put')
      .mockRejectedValueOnce(new ApiError(422, refusal, { errors: { ends_on: [refusal] } }))
      .mockResolvedValueOnce(autumn as never);
    const dates = within(card).getByRole('form', { name: `Dates of ${autumn.name}` });
    fireEvent.click(within(dates).getByRole('button', { name: /^Last day 2026-10-31/ }));
    fireEvent.click(await screen.findByRole('button', { name: /October 16(th)?, 2026/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(within(dates).getByRole('button', { name: 'Save the dates' }));
    const endsOn = within(dates).getByRole('button', { name: /^Last day 2026-10-16/ });
    await waitFor(() => expect(endsOn).toHaveAttribute('aria-invalid', 'true'));
    expect(endsOn).toHaveAccessibleDescription(refusal);
    expect(put).toHaveBeenCalledWith('/api/admin/periods/3', {
      name: autumn.name,
      starts_on: '2026-09-01',
      ends_on: '2026-10-16',
      teaching_weeks: 6,
      exam_weeks: 2,
      exams_from: '2026-10-12',
      exams_to: '2026-10-25',
    });
    fireEvent.click(within(dates).getByRole('button', { name: 'Save the dates' }));
    expect(await screen.findByText('Dates saved')).toBeVisible();
  });

  it("should keep a holiday's form with the server's message under its field (en)", async () => {
    const card = await openPeriods('en');
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValue(new ApiError(422, 'Invalid.', { errors: { from: ['The holiday is outside the period.'] } }));
    const holiday = within(card).getByRole('form', { name: `Add a holiday to ${autumn.name}` });
    fireEvent.click(within(holiday).getByRole('button', { name: 'Add a holiday' }));
    await waitFor(() => expect(within(holiday).getByLabelText('Holiday name')).toHaveAttribute('aria-invalid', 'true'));
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(holiday).getByLabelText('Holiday name'), { target: { value: 'Christmas' } });
    fireEvent.click(within(holiday).getByRole('button', { name: /^Holiday from/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Now' }));
    fireEvent.click(within(holiday).getByRole('button', { name: 'Add a holiday' }));
    await waitFor(() => expect(holiday).toHaveTextContent('The holiday is outside the period.'));
    expect(post).toHaveBeenCalledWith('/api/admin/blackouts/preview', {
      name: 'Christmas',
      from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      period_id: 3,
    });
  });

  // A walk at a semester's end: the calendar shaded weekends as teaching and left the period's last days (after its
  // exam session) as if outside it.
  it("should shade the period's teaching weekdays, and its weekends and last days as its days without lectures (en)", async () => {
    const card = await openPeriods('en');
    const calendar = within(card).getByRole('group', { name: `Calendar of ${autumn.name}` });
    const day = (date: string) =>
      within(calendar).getByText(Number(date.slice(8)).toString(), {
        selector: `[aria-label^="${date}"]`,
      });
    expect(day('2026-09-04')).toHaveAccessibleName('2026-09-04: teaching');
    expect(day('2026-09-05')).toHaveAccessibleName('2026-09-05: no lectures');
    expect(day('2026-10-12')).toHaveAccessibleName('2026-10-12: exams');
    expect(day('2026-10-30')).toHaveAccessibleName('2026-10-30: no lectures');
    expect(day('2026-10-31')).toHaveAccessibleName('2026-10-31: no lectures');
    expect(day('2026-10-31')).toHaveAttribute('data-kind', 'free');
    expect(within(calendar).getByRole('list')).toHaveTextContent('teachingno lecturesexamsholiday');
  });

  // A walk at a semester's end: the exam session was saved over lectures repeating for groups and asked nothing;
  // they ran on through it. Now its save says how many it covers and asks, as a holiday's does.
  it('should show the lectures the exam session covers and take them out only when asked (en)', async () => {
    const card = await openPeriods('en');
    const post = vi.spyOn(api, 'post').mockResolvedValue(lecturesInSession as never);
    const put = vi.spyOn(api, 'put').mockResolvedValue(autumn as never);
    const exams = within(card).getByRole('form', { name: `Exam session of ${autumn.name}` });
    // The session extended by five days.
    fireEvent.click(within(exams).getByRole('button', { name: /^Exam session until 2026-10-25/ }));
    fireEvent.click(await screen.findByRole('button', { name: /October 30(th)?, 2026/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(within(exams).getByRole('button', { name: 'Save the exam session' }));
    const asked = await within(card).findByRole('alertdialog', {
      name: 'The exam session covers 2 lectures repeating for groups. What becomes of them?',
    });
    const body = {
      name: autumn.name,
      starts_on: '2026-09-01',
      ends_on: '2026-10-31',
      teaching_weeks: 6,
      exam_weeks: 2,
      exams_from: '2026-10-12',
      exams_to: '2026-10-30',
    };
    expect(post).toHaveBeenCalledWith('/api/admin/periods/3/preview', body);
    expect(put).not.toHaveBeenCalled();
    const listed = within(asked).getByRole('list', { name: 'Lectures in the exam session' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Algebra, Room 101, 2026-10-26 09:00–10:30', 'Algebra, Room 101, 2026-10-27 09:00–10:30']);
    fireEvent.click(within(asked).getByRole('button', { name: 'Back, save nothing' }));
    expect(within(card).queryByRole('alertdialog')).toBeNull();
    expect(put).not.toHaveBeenCalled();
    fireEvent.click(within(exams).getByRole('button', { name: 'Save the exam session' }));
    const again = await within(card).findByRole('alertdialog');
    fireEvent.click(
      within(again).getByRole('button', { name: 'Take all 2 out of the session (their people are told)' }),
    );
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/admin/periods/3', { ...body, affected: 'cancel' }));
    expect(
      await screen.findByText(
        'Exam session saved; its lectures repeating for groups were taken out and their people told',
      ),
    ).toBeVisible();
    expect(within(card).queryByRole('alertdialog')).toBeNull();
  });

  it('should keep the lectures in the exam session when asked to (lt)', async () => {
    const card = await openPeriods('lt');
    vi.spyOn(api, 'post').mockResolvedValue(lecturesInSession as never);
    const put = vi.spyOn(api, 'put').mockResolvedValue(autumn as never);
    const exams = within(card).getByRole('form', { name: `Laikotarpio „${autumn.name}“ egzaminų sesija` });
    fireEvent.click(within(exams).getByRole('button', { name: 'Išsaugoti egzaminų sesiją' }));
    const asked = await within(card).findByRole('alertdialog', {
      name: 'Egzaminų sesija apima 2 grupėms kartojamas paskaitas. Ką su jomis daryti?',
    });
    expect(within(asked).getByRole('list', { name: 'Paskaitos egzaminų sesijos metu' })).toBeInTheDocument();
    fireEvent.click(within(asked).getByRole('button', { name: 'Palikti jas ir išsaugoti sesiją' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/admin/periods/3', expect.objectContaining({ affected: 'keep' })),
    );
    expect(await screen.findByText('Egzaminų sesija išsaugota')).toBeVisible();
  });

  // The same walk: "Pašalinti Kūčios" deleted the holiday at once, unasked, and the reservations it had cancelled
  // stayed cancelled with nobody the wiser.
  it.each([
    {
      language: 'lt' as const,
      button: 'Pašalinti Kūčios',
      title: 'Pašalinti šventę?',
      message:
        'Šventė „Kūčios“ (2026-10-05 – 2026-10-06) bus pašalinta: tomis dienomis vėl bus galima rezervuoti. Jos metu atšauktos rezervacijos liks atšauktos – pašalinus šventę jos nebus atkurtos.',
      confirm: 'Pašalinti',
      cancel: 'Atšaukti',
      removed: 'Šventė pašalinta',
    },
    {
      language: 'en' as const,
      button: 'Remove Kūčios',
      title: 'Remove the holiday?',
      message:
        '“Kūčios” (2026-10-05 – 2026-10-06) will be removed: those days can be reserved again. The reservations it cancelled stay cancelled; removing it does not restore them.',
      confirm: 'Remove',
      cancel: 'Cancel',
      removed: 'Holiday removed',
    },
  ])(
    'should ask before removing a holiday, saying what it cancelled stays cancelled ($language)',
    async ({ language, button, title, message, confirm, cancel, removed }) => {
      const card = await openPeriods(language, { ...autumn, blackouts: [christmas] });
      const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never);
      fireEvent.click(within(card).getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveTextContent(message);
      fireEvent.click(within(dialog).getByRole('button', { name: cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(remove).not.toHaveBeenCalled();
      fireEvent.click(within(card).getByRole('button', { name: button }));
      fireEvent.click(
        within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: confirm }),
      );
      expect(await screen.findByText(removed)).toBeVisible();
      expect(remove).toHaveBeenCalledWith('/api/admin/blackouts/8');
    },
  );

  it('should ask before deleting a period, and say why the server keeps one with timetables (lt)', async () => {
    const card = await openPeriods('lt');
    const remove = vi
      .spyOn(api, 'delete')
      .mockRejectedValueOnce(new ApiError(409, 'Laikotarpis turi 2 grupių tvarkaraščius; pirmiausia ištrinkite juos.'))
      .mockResolvedValueOnce(undefined as never);
    fireEvent.click(within(card).getByRole('button', { name: 'Ištrinti laikotarpį' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ištrinti laikotarpį?' });
    expect(dialog).toHaveTextContent('Bus ištrintas „Ruduo 2026“ ir jo šventės.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ištrinti' }));
    expect(
      await screen.findByText('Laikotarpis turi 2 grupių tvarkaraščius; pirmiausia ištrinkite juos.'),
    ).toBeVisible();
    expect(remove).toHaveBeenCalledWith('/api/admin/periods/3');
    fireEvent.click(within(card).getByRole('button', { name: 'Ištrinti laikotarpį' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ištrinti' }));
    expect(await screen.findByText('Laikotarpis ištrintas')).toBeVisible();
  });
});
