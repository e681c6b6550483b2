/// <reference types="@testing-library/jest-dom/vitest" />
import type { ItcImportPreview, ItcImportRun } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  conflicts: { rooms: [], students: [] },
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
    series: { created: 78, existing: 0 },
    occurrences: 960,
    blackouts: 4,
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
  const field = (label: RegExp) => screen.getByLabelText(label);
  return { field };
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
    expect(within(table).getByRole('row', { name: /Patalpos/ })).toHaveTextContent('Patalpos1230');
    expect(screen.getByText('Bus sukurtas laikotarpis „Ruduo 2026“.')).toBeVisible();
    expect(run).toBeEnabled();

    fireEvent.click(run);
    expect(await screen.findByRole('heading', { name: 'Importas baigtas' })).toBeVisible();
    expect(post).toHaveBeenCalledWith('/api/admin/imports/itc', expect.any(FormData));
    expect(sentFields(post, '/api/admin/imports/itc')).toEqual(
      expect.objectContaining({ period: 'Ruduo 2026', groups: '1', problem }),
    );
    expect(screen.getByLabelText('Ką importas sukūrė')).toHaveTextContent('iš viso 80, patalpose 78, be patalpos 2');
    expect(screen.getByText('Class 17 has no room.')).toBeVisible();
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
});
