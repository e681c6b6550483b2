/// <reference types="@testing-library/jest-dom/vitest" />
import type { ItcImportPreview, ItcImportRun } from '@laikas/contract';
import { Box } from '@laikas/ui';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen, stubResizeObserver } from '../../../testScreen';
import ItcImportPage from './ItcImportPage';

const preview: ItcImportPreview = {
  problem: 'pu-fal07',
  source: 'pu-fal07',
  period: { name: 'Ruduo 2026', exists: false },
  rooms: { new: 12, matched: 3, conflicting: 0 },
  students: { new: 400, matched: 0, conflicting: 0 },
  groups: { new: 30, matched: 1 },
  classes: { total: 80, placed: 78 },
  series: { new: 78, existing: 0 },
  blackouts: { new: 40, existing: 0, leftOut: 0 },
  conflicts: { rooms: [], students: [] },
  warnings: [],
};

const finished: ItcImportRun = {
  id: 41,
  status: 'done',
  progress: {
    rooms: { done: 15, total: 15 },
    classes: { done: 80, total: 80 },
    occurrences: { done: 960, total: 960 },
  },
  summary: {
    problem: 'pu-fal07',
    source: 'pu-fal07',
    period: { id: 9, name: 'Ruduo 2026', created: true },
    rooms: { total: 15, created: 12 },
    classes: { total: 80, placed: 78, withoutRoom: 2 },
    series: { created: 78, existing: 0, leftOut: 0 },
    occurrences: 960,
    blackouts: 4,
    blackoutsExisting: 0,
    blackoutsLeftOut: 0,
    users: 400,
    groups: 30,
    memberships: 1200,
    warnings: ['Class 17 has no room.'],
  },
  error: null,
  created_at: '2026-11-30T08:00:00Z',
  updated_at: '2026-11-30T08:01:00Z',
};

const xml = (name: string) => new File(['<problem/>'], name, { type: 'application/xml' });

/** The import screen in `language`, with both files chosen and a period named. */
async function openImport(language: WebLanguage) {
  vi.spyOn(api, 'get').mockResolvedValue(finished as never);
  await renderScreen({ path: '/admin/imports/itc', Component: ItcImportPage }, '/admin/imports/itc', language);
  // A file field's input is named by its label, and so is its button: the input takes the file.
  const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
  return { field };
}

/** The import screen in English, previewed, then imported: the run answers `run`. */
async function importInEnglish(run: ItcImportRun) {
  vi.spyOn(api, 'get').mockResolvedValue(run as never);
  await renderScreen({ path: '/admin/imports/itc', Component: ItcImportPage }, '/admin/imports/itc', 'en');
  vi.spyOn(api, 'post').mockImplementation(
    async (path) => (path === '/api/admin/imports/itc/preview' ? preview : { ...run, status: 'running' }) as never,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
  await screen.findByRole('table', { name: 'Preview of source pu-fal07' });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
}

/** The fields of the multipart body `post` sent last to `path`. */
function sentFields(post: { mock: { calls: unknown[][] } }, path: string) {
  const call = post.mock.calls.filter(([sent]) => sent === path).at(-1)!;
  return Object.fromEntries((call[1] as FormData).entries());
}

describe('given the ITC import screen', () => {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('should preview the files and fields it is given, and import only after the preview (lt)', async () => {
    const { field } = await openImport('lt');
    const post = vi
      .spyOn(api, 'post')
      .mockImplementation(
        async (path) =>
          (path === '/api/admin/imports/itc/preview' ? preview : { ...finished, status: 'running' }) as never,
      );
    const problem = xml('problem.xml');
    fireEvent.change(field(/^Uždavinio failas/), { target: { files: [problem] } });
    fireEvent.change(field(/^Sprendinio failas/), { target: { files: [xml('solution.xml')] } });
    fireEvent.change(field(/^Laikotarpio pavadinimas/), { target: { value: 'Ruduo 2026' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Kiekvieno užsiėmimo studentus/ }));
    const run = screen.getByRole('button', { name: 'Importuoti' });
    expect(run).toBeDisabled();
    expect(screen.getByText(/^Pirmiausia peržiūrėkite importą/)).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Peržiūrėti' }));
    const table = await screen.findByRole('table', { name: 'Šaltinio pu-fal07 peržiūra' });
    expect(sentFields(post, '/api/admin/imports/itc/preview')).toEqual({
      period: 'Ruduo 2026',
      start: '',
      groups: '1',
      source: '',
      match: '0',
      problem,
      solution: expect.any(File),
    });
    expect(within(table).getByRole('row', { name: /Auditorijos/ })).toHaveTextContent('Auditorijos1230');
    expect(screen.getByText('Bus sukurtas laikotarpis „Ruduo 2026“.')).toBeVisible();
    expect(screen.getByLabelText('Ką gautų laikotarpis')).toHaveTextContent(
      'Savaitinės serijosbus pridėta 78, jau yra šiame laikotarpyje 0' +
        'Auditorijų nedarbo laikasbus pridėta 40, jau yra šiame laikotarpyje 0, nebus pridėta 0',
    );
    expect(screen.queryByRole('status', { name: /^Įspėjimai/ })).not.toBeInTheDocument();
    expect(run).toBeEnabled();

    fireEvent.click(run);
    expect(await screen.findByRole('heading', { name: 'Importas baigtas' })).toBeVisible();
    expect(post).toHaveBeenCalledWith('/api/admin/imports/itc', expect.any(FormData));
    expect(sentFields(post, '/api/admin/imports/itc')).toEqual(
      expect.objectContaining({ period: 'Ruduo 2026', groups: '1', problem }),
    );
    expect(screen.getByLabelText('Ką importas sukūrė')).toHaveTextContent(
      'iš viso 80, auditorijose 78, be auditorijos 2',
    );
    expect(screen.getByText('Class 17 has no room.')).toBeVisible();
  });

  // A walk: the file fields showed the browser's own "Choose File" (English) on a Lithuanian screen.
  it.each([
    {
      language: 'lt' as const,
      file: 'Uždavinio failas (XML)',
      choose: 'Pasirinkti failą',
      none: 'Failas nepasirinktas',
    },
    { language: 'en' as const, file: 'Problem file (XML)', choose: 'Choose a file', none: 'No file chosen' },
  ])('should pick a file with its own button in the screen’s language ($language)', async (row) => {
    const { field } = await openImport(row.language);
    const button = screen.getByRole('button', { name: `${row.file} ${row.choose}` });
    expect(button).toHaveAccessibleDescription(row.none);
    const input = field(new RegExp(`^${row.file.replace(/[()]/g, '\\$&')}`));
    const picked = vi.spyOn(input, 'click').mockImplementation(() => {});
    fireEvent.click(button);
    expect(picked).toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [xml('pu-fal07.xml')] } });
    expect(button).toHaveAccessibleDescription('pu-fal07.xml');
  });

  it("should show the server's 422 under its field and keep the import waiting (en)", async () => {
    const { field } = await openImport('en');
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(422, 'Invalid.', {
        errors: { period: ['A period needs a name.'], start: ['The start must be a Monday.'] },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(field(/^Period name/)).toHaveAccessibleDescription('A period needs a name.'));
    // The start date's picker is described by its hint and by its error, both read to a screen reader.
    const start = screen.getByRole('button', { name: /^Monday of week 1/ });
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(
      "The semester's first week starts on this Monday. The start must be a Monday.",
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('should refuse to import while names conflict, and forget a preview once a field changes (en)', async () => {
    const { field } = await openImport('en');
    const conflicting = {
      ...preview,
      rooms: { ...preview.rooms, conflicting: 1 },
      conflicts: { rooms: ['R5'], students: [] },
    };
    vi.spyOn(api, 'post')
      .mockResolvedValueOnce(conflicting as never)
      .mockResolvedValueOnce(preview as never);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('list', { name: 'In conflict' })).toHaveTextContent('R5');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    fireEvent.click(screen.getByRole('checkbox', { name: /^Use rooms and users already in Laikas/ }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
    expect(field(/^Period name/)).toHaveValue('');
  });

  // Tester's report (390 px): Import disabled itself under the focus, which fell to the page, and 291 warnings made the
  // page ~14,100 px tall below the summary.
  it('should move the focus to the run once the import starts, and fold its warnings after the first five (en)', async () => {
    const warnings = Array.from(
      { length: 12 },
      (_, index) => `Class ${index + 1}: 40 students in room 9 with 30 seats`,
    );
    await importInEnglish({ ...finished, summary: { ...finished.summary!, warnings } });
    const heading = await screen.findByRole('heading', { name: 'Import finished' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Warnings: 12' })).toBeVisible();
    expect(screen.getByText('Class 5: 40 students in room 9 with 30 seats')).toBeVisible();
    expect(screen.getByText('Class 6: 40 students in room 9 with 30 seats')).not.toBeVisible();
    const more = screen.getByText('More warnings: 7');
    expect(more.tagName).toBe('SUMMARY');
    fireEvent.click(more);
    await waitFor(() => expect(screen.getByText('Class 12: 40 students in room 9 with 30 seats')).toBeVisible());
  });

  // Tester's report: "Rooms: 76 of 76" and "Classes: 856 of 856" beside "93 in the problem, 93 created" and "Weekly
  // series 860 created": the progress counts the rooms the classes are in and the classes placed in rooms; the
  // summary every room of the file and the series the classes became (one per evenly stepped run of weeks).
  it('should say what each of its counts counts (en)', async () => {
    await importInEnglish({
      ...finished,
      progress: { ...finished.progress, rooms: { done: 13, total: 13 } },
      summary: { ...finished.summary!, series: { created: 80, existing: 0, leftOut: 0 } },
    });
    const progress = await screen.findByRole('list', { name: 'Import progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rooms with classes: 13 of 13', 'Classes placed in rooms: 80 of 80', 'Occurrences: 960 of 960']);
    const summary = screen.getByLabelText('What the import created');
    expect(summary).toHaveTextContent('Rooms15 in the file, 12 created, 13 with classes');
    expect(summary).toHaveTextContent(
      'Weekly series80 created, 0 already in this period, 0 left out (one or more for each class placed in a room)',
    );
  });

  // A university operator's walk: the same files imported again into the period (with another start) or into one
  // overlapping another could not be told apart from a first import before or after it.
  it('should preview what the period holds already, and sum up what was found there and left out (en)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      ...finished,
      summary: {
        ...finished.summary!,
        period: { ...finished.summary!.period, created: false },
        series: { created: 1, existing: 76, leftOut: 3 },
        blackouts: 1,
        blackoutsExisting: 36,
        blackoutsLeftOut: 3,
      },
    } as never);
    await renderScreen({ path: '/admin/imports/itc', Component: ItcImportPage }, '/admin/imports/itc', 'en');
    vi.spyOn(api, 'post').mockImplementation(
      async (path) =>
        (path === '/api/admin/imports/itc/preview'
          ? {
              ...preview,
              period: { ...preview.period, exists: true },
              series: { new: 4, existing: 76 },
              blackouts: { new: 4, existing: 36, leftOut: 0 },
            }
          : { ...finished, status: 'running' }) as never,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const counts = await screen.findByLabelText('What the period would get');
    expect(counts).toHaveTextContent(
      'Weekly series4 to add, 76 already in this periodRoom blackouts4 to add, 36 already in this period, 0 left out',
    );
    expect(
      screen.getByText(
        'The import leaves out a series or a blackout that meets what its room already holds, with a warning.',
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const summary = await screen.findByLabelText('What the import created');
    expect(summary).toHaveTextContent('Weekly series1 created, 76 already in this period, 3 left out');
    expect(summary).toHaveTextContent(
      'Room blackouts1 added, 36 already in this period, 3 left out (the warnings say why)',
    );
  });

  // An operator's walk: the same files imported into the period with another Monday of week 1 found everything
  // already there and said nothing of the dates; blackouts left out listed every date of a semester. The preview
  // warns of both before anything is written (the server words them in the reader's language).
  it.each([
    {
      language: 'en' as const,
      button: 'Preview',
      heading: 'Warnings: 2',
      inPeriod: 'What the period would get',
      counts: 'Room blackouts0 to add, 4 already in this period, 14 left out',
      warnings: [
        'Period "Ruduo 2026" already holds these files imported with week 1 from 2026-08-31: 78 weekly series and 4 room blackouts there stay on those dates. This import counts week 1 from 2026-09-07: it moves none of them, and anything it adds goes on its own dates, beside them. To keep the semester in one place, import it with week 1 from 2026-08-31.',
        'Room 202, unavailable Fridays 12:00–14:00: 14 dates from 2026-09-04 to 2026-12-11 not added; the room is booked then ("C17")',
      ],
    },
    {
      language: 'lt' as const,
      button: 'Peržiūrėti',
      heading: 'Įspėjimai: 2',
      inPeriod: 'Ką gautų laikotarpis',
      counts: 'Auditorijų nedarbo laikasbus pridėta 0, jau yra šiame laikotarpyje 4, nebus pridėta 14',
      warnings: [
        'Laikotarpyje „Ruduo 2026“ jau yra šie failai, importuoti nurodžius pirmosios savaitės pirmadienį 2026-08-31: 78 savaitinės serijos ir 4 nedarbo laikai lieka tomis datomis. Šiame importe pirmosios savaitės pirmadienis yra 2026-09-07: jis jų neperkelia, o tai, ką prideda, įrašo savo datomis šalia jų. Kad semestras liktų vienoje vietoje, importuokite nurodę pirmosios savaitės pirmadienį 2026-08-31.',
        'Auditorija 202: nedarbo laikas penktadieniais 12:00–14:00 nepridėtas – 14 datų nuo 2026-09-04 iki 2026-12-11, nes tuo metu auditorija rezervuota („C17“)',
      ],
    },
  ])(
    'should show in the preview what the import would warn of and leave out ($language)',
    async ({ language, button, heading, inPeriod, counts, warnings }) => {
      await openImport(language);
      vi.spyOn(api, 'post').mockResolvedValue({
        ...preview,
        period: { ...preview.period, exists: true },
        series: { new: 0, existing: 78 },
        blackouts: { new: 0, existing: 4, leftOut: 14 },
        warnings,
      } as never);
      fireEvent.click(screen.getByRole('button', { name: button }));
      const warned = await screen.findByRole('status', { name: heading });
      expect(
        within(warned)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(warnings);
      expect(document.getElementById('itc-preview-title')!.parentElement).toContainElement(warned);
      expect(screen.getByLabelText(inPeriod)).toHaveTextContent(counts);
    },
  );

  // Tester's report (lt and en, 390 px): the two file pickers stayed side by side and cut the chosen names.
  it.each(['lt', 'en'] as const)(
    'should put the file pickers one under the other on a phone, side by side from a tablet (%s)',
    async (language) => {
      await openImport(language);
      const [problem, solution] = [...document.querySelectorAll('input[type="file"]')];
      // The nearest element holding both pickers lays them out.
      let shared: Element | null = problem!.parentElement;
      while (shared && !shared.contains(solution!)) {
        shared = shared.parentElement;
      }
      const { container } = render(<Box display="grid" gridTemplateColumns={{ mobile: 'one', tablet: 'two' }} />);
      const columns = [...(container.firstElementChild as HTMLElement).classList];
      expect(shared).not.toBeNull();
      expect([...shared!.classList]).toEqual(expect.arrayContaining(columns));
    },
  );
});
