/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testScreen';
import { api } from '../../../data/client';
import { type WebLanguage } from '../../../i18n';
import SavedReportsPage from './SavedReportsPage';

const saved = (id: number, name: string, from: string, to: string) => ({
  id,
  name,
  user_id: 1,
  filters: { from, to },
  created_at: '2026-11-01T10:00:00Z',
});

/** `/admin/reports/user-reports` in `language`; the server holds `reports`. */
async function openSaved(language: WebLanguage, reports: ReturnType<typeof saved>[]) {
  vi.spyOn(api, 'get').mockImplementation(async () => reports as never);
  const remove = vi.spyOn(api, 'delete').mockImplementation(async () => undefined as never);
  await renderScreen(
    { path: '/admin/reports/user-reports', Component: SavedReportsPage },
    '/admin/reports/user-reports',
    language,
  );
  return { remove };
}

describe('given the reports an administrator saved', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should list each with its range and a link to it, and delete one after asking (en)', async () => {
    const { remove } = await openSaved('en', [
      saved(5, 'March', '2027-03-01', '2027-03-31'),
      saved(6, 'Autumn', '2026-09-01', '2026-12-31'),
    ]);
    const table = await screen.findByRole('table', { name: 'My reports' });
    expect(within(table).getByRole('link', { name: 'March' })).toHaveAttribute('href', '/admin/reports/5');
    expect(within(table).getByRole('cell', { name: '2026-09-01 – 2026-12-31' })).toBeVisible();

    fireEvent.click(within(table).getByRole('button', { name: 'Delete March' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the report “March”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    // The list's refresh goes through SWR's global mutate, which a test's own cache (renderScreen) does not hear.
    expect(await screen.findByText('Report deleted')).toBeVisible();
    expect(remove).toHaveBeenCalledWith('/api/admin/reports/5');
  });

  it('should say when nothing is saved yet (lt)', async () => {
    await openSaved('lt', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mano ataskaitos' })).toBeVisible();
    expect(await screen.findByText('Dar neišsaugojote nė vienos ataskaitos.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
