/// <reference types="@testing-library/jest-dom/vitest" />
import type { GroupTimetable, TimetableChanges } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen, stubResizeObserver } from '../../../testScreen';
import GroupTimetablesPage from './GroupTimetablesPage';

const period = { id: 3, name: 'Ruduo 2026', starts_on: '2026-09-01', ends_on: '2026-12-31' };
const timetable: GroupTimetable = {
  id: 9,
  status: 'draft',
  group: { id: 4, name: 'PS-1', users_count: 31 },
  period,
  reservations_count: 12,
  published_version: null,
};
const changes: TimetableChanges = {
  base: null,
  changes: [],
  counts: { added: 0, removed: 0, moved: 0, room: 0, teacher: 0 },
  members: 31,
  teachers: [],
};

/** The group timetables screen in `language`; the newest period holds the draft above. */
async function openTimetables(language: WebLanguage, status: GroupTimetable['status'] = 'draft') {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/admin/periods') {
      return { data: [period], meta: { current_page: 1, last_page: 1, per_page: 1, total: 1 } } as never;
    }
    if (url === '/api/admin/group-timetables') {
      return [{ ...timetable, status }] as never;
    }
    return (url.endsWith('/changes') ? changes : []) as never;
  });
  await renderScreen(
    { path: '/admin/group-timetables', Component: GroupTimetablesPage },
    '/admin/group-timetables',
    language,
  );
  return screen.findByRole('region', { name: 'PS-1' });
}

/** Opens the card's changes and publishing, closed until asked for; the changes are asked for only then. */
async function openPublishing(card: HTMLElement, summary: string) {
  expect(api.get).not.toHaveBeenCalledWith('/api/admin/group-timetables/9/changes', expect.anything());
  fireEvent.click(within(card).getByText(summary));
  await waitFor(() => expect(api.get).toHaveBeenCalledWith('/api/admin/group-timetables/9/changes', expect.anything()));
}

describe('given the group timetables screen', () => {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("should show the newest period's draft, to be locked before it is published (lt)", async () => {
    const card = await openTimetables('lt');
    expect(screen.getByRole('button', { name: /^Laikotarpis/ })).toHaveTextContent('Ruduo 2026');
    expect(card).toHaveTextContent('Juodraštis');
    await openPublishing(card, 'Pakeitimai ir paskelbimas (dar nepaskelbtas)');
    expect(card).toHaveTextContent('Kad paskelbtumėte tvarkaraštį, jį užrakinkite.');
    // Never published and empty: there is no last version to have no changes since.
    expect(await within(card).findByText('Tvarkaraštyje dar nėra paskaitų.')).toBeVisible();
    expect(card).not.toHaveTextContent('Nuo paskutinės versijos');
  });

  it('should lock the draft (en)', async () => {
    const card = await openTimetables('en');
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...timetable, status: 'locked' } as never);
    fireEvent.click(within(card).getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/admin/group-timetables/9/lock', {}));
    fireEvent.click(within(card).getByRole('button', { name: 'Conflict report' }));
    const report = await within(card).findByText('No conflicts.');
    // Under its button, not below the changes list (a semester's lectures) when that is open.
    const changes = card.querySelector('details')!;
    expect(report.compareDocumentPosition(changes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['lt', 21, 'R101 telpa 20, o grupėje yra 21 studentas.'],
    ['lt', 24, 'R101 telpa 20, o grupėje yra 24 studentai.'],
    ['lt', 31, 'R101 telpa 20, o grupėje yra 31 studentas.'],
    ['lt', 30, 'R101 telpa 20, o grupėje yra 30 studentų.'],
    ['en', 1, 'R101 seats 20, the group has 1 student.'],
    ['en', 31, 'R101 seats 20, the group has 31 students.'],
  ] as const)(
    'should count the students of a capacity conflict in the plural they need (%s, %d)',
    async (language, members, says) => {
      const reservation = { id: 1, name: 'Algebra', from: '2026-09-07 08:30', to: '2026-09-07 10:00', room: 'R101' };
      const conflicts = [
        { kind: 'capacity', reservation, seats: 20, members },
        { kind: 'room', reservation, other: { ...reservation, id: 2, name: 'Fizika' } },
      ];
      const card = await openTimetables(language);
      vi.mocked(api.get).mockImplementation(
        async (url: string) => (url.endsWith('/conflicts') ? conflicts : []) as never,
      );
      fireEvent.click(
        within(card).getByRole('button', { name: language === 'lt' ? 'Konfliktų ataskaita' : 'Conflict report' }),
      );
      const lines = within(
        await within(card).findByRole('list', { name: language === 'lt' ? 'Konfliktai' : 'Conflicts' }),
      )
        .getAllByRole('listitem')
        .map((line) => line.textContent);
      expect(lines).toEqual([
        `Algebra (2026-09-07 08:30): ${says}`,
        language === 'lt'
          ? 'Algebra (2026-09-07 08:30): R101 tuo pat metu užimta – Fizika.'
          : 'Algebra (2026-09-07 08:30): R101 is also taken by Fizika.',
      ]);
    },
  );

  it('should approve a locked timetable despite its conflicts only after asking (en)', async () => {
    const card = await openTimetables('en', 'locked');
    const put = vi
      .spyOn(api, 'put')
      .mockRejectedValueOnce(new ApiError(422, 'The timetable has conflicts.'))
      .mockResolvedValueOnce({ ...timetable, status: 'approved' } as never);
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conflicts' });
    expect(dialog).toHaveTextContent('Approve it anyway?');
    expect(put).toHaveBeenCalledWith('/api/admin/group-timetables/9/approve', { accept_conflicts: false });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith('/api/admin/group-timetables/9/approve', { accept_conflicts: true }),
    );
    expect(put).toHaveBeenCalledTimes(2);
  });

  it('should publish a locked timetable with its note (en)', async () => {
    const card = await openTimetables('en', 'locked');
    const version = {
      number: 1,
      published_at: '2026-11-30T10:00:00Z',
      published_by: { id: 1, name: 'Admin' },
      note: 'Later',
    };
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ version, notified: 1, timetable: { ...timetable, status: 'locked' } } as never);
    await openPublishing(card, 'Changes and publishing (not published yet)');
    fireEvent.change(within(card).getByLabelText('Note to students and teachers (optional)'), {
      target: { value: ' Later ' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/group-timetables/9/publish', {
        note: 'Later',
        accept_conflicts: false,
      }),
    );
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Version 1 published'));
    expect(within(card).getByLabelText('Note to students and teachers (optional)')).toHaveValue('');
  });
});
