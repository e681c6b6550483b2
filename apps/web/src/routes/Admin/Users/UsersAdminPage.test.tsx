/// <reference types="@testing-library/jest-dom/vitest" />
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testScreen';
import { api } from '../../../data/client';
import UsersAdminPage from './UsersAdminPage';

/** The users screen at `address`; the server answers one person for any search. */
async function openUsers(address: string) {
  const get = vi.spyOn(api, 'get').mockResolvedValue({
    data: [{ id: 12, uid: 'ievap', name: 'Ieva Petrauskaitė', email: null, roles: ['student'], disabled: false }],
    meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 },
  } as never);
  const router = await renderScreen({ path: '/admin/users', Component: UsersAdminPage }, address, 'en');
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
