/// <reference types="@testing-library/jest-dom/vitest" />
import type { AdminAnnex, PageMeta } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen } from '../../../testScreen';
import AnnexesAdminPage from './AnnexesAdminPage';

const projector: AdminAnnex = { id: 4, name: 'Projektorius', description: 'Epson, su HDMI laidu' };

/** The annexes at `address`; the server answers `rows` as page `page` of 2 for any query. */
async function openAnnexes(address: string, language: WebLanguage, rows: AdminAnnex[] = [projector]) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (_path, query) => {
    const page = Number((query as { page: number }).page);
    const meta: PageMeta = { current_page: page, last_page: 2, per_page: 25, total: 26 };
    return { data: rows, meta } as never;
  });
  const router = await renderScreen({ path: '/admin/annexes', Component: AnnexesAdminPage }, address, language);
  return { get, router };
}

describe('given the annexes screen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("should list the server's annexes, each linking to its form, and open the page the address names (lt)", async () => {
    const { get } = await openAnnexes('/admin/annexes?page=2&search=proj', 'lt');
    const link = await screen.findByRole('link', { name: 'Projektorius' });
    expect(link).toHaveAttribute('href', '/admin/annexes/4/edit');
    expect(screen.getByText('Epson, su HDMI laidu')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Priedai' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naujas priedas' })).toHaveAttribute('href', '/admin/annexes/create');
    expect(get).toHaveBeenCalledWith('/api/admin/annexes', expect.objectContaining({ page: 2, search: 'proj' }), {
      raw: true,
    });
    expect(screen.getByText('26–26 iš 26')).toBeVisible();
  });

  it('should keep the page it moves to in the address (en)', async () => {
    const { get, router } = await openAnnexes('/admin/annexes', 'en');
    await screen.findByRole('link', { name: 'Projektorius' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(get).toHaveBeenLastCalledWith('/api/admin/annexes', expect.objectContaining({ page: 2 }), { raw: true });
  });

  it('should put a typed search into the address and ask the server for it from the first page (en)', async () => {
    const { get, router } = await openAnnexes('/admin/annexes?page=2', 'en');
    await screen.findByRole('link', { name: 'Projektorius' });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'mikro' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=mikro'));
    expect(get).toHaveBeenLastCalledWith('/api/admin/annexes', expect.objectContaining({ page: 1, search: 'mikro' }), {
      raw: true,
    });
  });

  it('should say that nothing matches when a search finds no annex (en)', async () => {
    await openAnnexes('/admin/annexes?search=zzz', 'en', []);
    expect(await screen.findByText('No annex matches the search.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Projektorius' })).not.toBeInTheDocument();
  });

  // A new university's first visit said only "Nėra duomenų" (no data), not what to do.
  it('should say how to add the first annex when there is none (lt)', async () => {
    await openAnnexes('/admin/annexes', 'lt', []);
    expect(
      await screen.findByText(
        'Priedų dar nėra. Ko galima paprašyti prie rezervacijos, pridėkite mygtuku „Naujas priedas“.',
      ),
    ).toBeVisible();
  });
});
