/// <reference types="@testing-library/jest-dom/vitest" />
import type { AdminResourceRow, PageMeta } from '@laikas/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen, screenTestHooks } from '../../../testScreen';
import ResourcesAdminPage from './ResourcesAdminPage';

const hall: AdminResourceRow = {
  id: 7,
  name: 'Aula',
  address: 'Universiteto g. 3',
  capacity: 120,
  tags: ['projector', 'microphone'],
  approval_needed: true,
  items: 2,
};

/** The resource list at `address`; the server answers `rows` as page `page` of 3. */
async function openResources(address: string, language: WebLanguage, rows: AdminResourceRow[] = [hall]) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (_path, query) => {
    const meta: PageMeta = {
      current_page: Number((query as { page: number }).page),
      last_page: 3,
      per_page: 25,
      total: 60,
    };
    return { data: rows, meta } as never;
  });
  const router = await renderScreen({ path: '/admin/resources', Component: ResourcesAdminPage }, address, language);
  return { get, router };
}

describe('given the resource list', () => {
  screenTestHooks();

  it("should show each resource's address, seats, equipment, approval and items (lt)", async () => {
    const { get } = await openResources('/admin/resources', 'lt');
    const link = await screen.findByRole('link', { name: 'Aula' });
    expect(link).toHaveAttribute('href', '/admin/resources/7');
    const row = link.closest('tr')!;
    for (const text of ['Universiteto g. 3', '120', 'projector, microphone', 'Reikia', '2']) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    expect(screen.getByRole('columnheader', { name: 'Talpa (vietų)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naujas išteklius' })).toHaveAttribute('href', '/admin/resources/create');
    expect(get).toHaveBeenCalledWith(
      '/api/admin/resources',
      { page: 1, per_page: 25, sort: 'name', direction: 'asc' },
      { raw: true },
    );
  });

  it('should sort, search and page as the address says, and keep a new sort there (en)', async () => {
    const { get, router } = await openResources(
      '/admin/resources?page=2&search=aul&sort=capacity&direction=desc',
      'en',
    );
    await screen.findByRole('link', { name: 'Aula' });
    expect(get).toHaveBeenCalledWith(
      '/api/admin/resources',
      { page: 2, per_page: 25, search: 'aul', sort: 'capacity', direction: 'desc' },
      { raw: true },
    );
    expect(screen.getByRole('row', { name: /Aula/ })).toHaveTextContent('Needed');
    const sort = screen.getByRole('button', { name: /^Sort by/ });
    expect(sort).toHaveTextContent('Capacity, largest first');
    fireEvent.click(sort);
    fireEvent.click(await screen.findByRole('option', { name: 'Name, A to Z' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=aul'));
    expect(get).toHaveBeenLastCalledWith(
      '/api/admin/resources',
      { page: 1, per_page: 25, search: 'aul', sort: 'name', direction: 'asc' },
      { raw: true },
    );
  });

  it('should say that nothing matches when a search finds no resource (en)', async () => {
    await openResources('/admin/resources?search=zzz', 'en', []);
    expect(await screen.findByText('No resource matches the search.')).toBeVisible();
  });

  // A new university's first visit said only "Nėra duomenų" (no data), not what to do.
  it('should say how to make the first resource when there is none (lt)', async () => {
    await openResources('/admin/resources', 'lt', []);
    expect(
      await screen.findByText(
        'Išteklių dar nėra. Pirmąją auditoriją ar kitą išteklių sukurkite mygtuku „Naujas išteklius“.',
      ),
    ).toBeVisible();
  });
});
