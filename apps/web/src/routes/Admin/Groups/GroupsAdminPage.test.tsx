/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../data/client';
import { renderScreen } from '../../../testScreen';
import GroupsAdminPage from './GroupsAdminPage';

const upload = vi.hoisted(() => ({ postForm: vi.fn() }));
vi.mock('../../../data/upload', () => upload);

const report = (status: 'ready' | 'imported') => ({
  name: 'grupes.csv',
  status,
  rows: 2,
  problems: [],
  groups: { new: 1, existing: 0 },
  users: { new: 2, existing: 0 },
  memberships: { new: 2, existing: 0 },
});

describe('given the groups screen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    upload.postForm.mockReset();
  });

  it('should list the groups with links to them and their member counts (lt)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [{ id: 4, name: 'PS-1', users_count: 31 }],
      meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 },
    } as never);
    await renderScreen({ path: '/admin/groups', Component: GroupsAdminPage }, '/admin/groups', 'lt');
    const link = await screen.findByRole('link', { name: 'PS-1' });
    expect(link).toHaveAttribute('href', '/admin/groups/4/edit');
    expect(screen.getByRole('row', { name: /PS-1/ })).toHaveTextContent('31');
  });

  // A new university's first visit said only "Nėra duomenų" (no data), not what to do.
  it('should say how to make the first groups when there is none, and that a search found none (lt)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 },
    } as never);
    await renderScreen({ path: '/admin/groups', Component: GroupsAdminPage }, '/admin/groups', 'lt');
    expect(
      await screen.findByText(
        'Grupių dar nėra. Sukurkite grupę mygtuku „Nauja grupė“ arba importuokite grupes su nariais iš failų žemiau.',
      ),
    ).toBeVisible();
    cleanup();
    await renderScreen({ path: '/admin/groups', Component: GroupsAdminPage }, '/admin/groups?query=zzz', 'en');
    expect(await screen.findByText('No group matches the search.')).toBeVisible();
  });

  it('should import the files only after their preview (en)', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 },
    } as never);
    upload.postForm.mockImplementation(async (url: string) => ({
      status: 200,
      body: { data: [report(url.includes('preview') ? 'ready' : 'imported')] },
    }));
    await renderScreen({ path: '/admin/groups', Component: GroupsAdminPage }, '/admin/groups', 'en');
    const importPanel = await screen.findByRole('region', { name: 'Import groups from files' });
    const file = new File(['grupė;naudotojo id\n'], 'grupes.csv', { type: 'text/csv' });
    fireEvent.change(within(importPanel).getByLabelText('Files'), { target: { files: [file] } });
    expect(within(importPanel).getByRole('button', { name: 'Import' })).toBeDisabled();
    fireEvent.click(within(importPanel).getByRole('button', { name: 'Preview' }));
    const list = await within(importPanel).findByRole('list', { name: 'Import report' });
    expect(list).toHaveTextContent('grupes.csv: ready to import');
    fireEvent.click(within(importPanel).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(list).toHaveTextContent('grupes.csv: imported'));
    expect(upload.postForm.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/groups/import?preview=1',
      '/api/admin/groups/import',
    ]);
  });
});
