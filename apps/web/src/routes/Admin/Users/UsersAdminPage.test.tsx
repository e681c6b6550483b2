/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadingProvider, ToastProvider } from '@laikas/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../data/client';
import { i18n, loadLanguage } from '../../../i18n';
import UsersAdminPage from './UsersAdminPage';

/** The users screen at `address`; the server answers one person for any search. */
async function openUsers(address: string) {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
  const get = vi.spyOn(api, 'get').mockResolvedValue({
    data: [{ id: 12, uid: 'ievap', name: 'Ieva Petrauskaitė', email: null, roles: ['student'], disabled: false }],
    meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 },
  } as never);
  const router = createMemoryRouter([{ path: '/admin/users', Component: UsersAdminPage }], {
    initialEntries: [address],
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nextProvider i18n={i18n}>
        <LoadingProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </LoadingProvider>
      </I18nextProvider>
    </SWRConfig>,
  );
  await screen.findByRole('link', { name: 'Ieva Petrauskaitė' });
  const searches = () =>
    get.mock.calls.filter(([path]) => path === '/api/admin/users').map(([, query]) => query?.query ?? '');
  return { router, searches, field: screen.getByRole('searchbox') };
}

/** Longer than the search's 250 ms pause. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('given the users screen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should put a typed search into the address once typing pauses', async () => {
    const { router, searches, field } = await openUsers('/admin/users');
    fireEvent.change(field, { target: { value: 'Ieva' } });
    await waitFor(() => expect(searches().at(-1)).toBe('Ieva'));
    expect(router.state.location.search).toBe('?query=Ieva');
  });

  it('should follow the address when it moves by itself (the menu, Back) instead of writing the search back', async () => {
    const { router, searches, field } = await openUsers('/admin/users?query=Ieva');
    expect(field).toHaveValue('Ieva');
    await act(() => router.navigate('/admin/users'));
    await settle();
    expect(router.state.location.search).toBe('');
    expect(field).toHaveValue('');
    expect(searches().at(-1)).toBe('');
  });
});
