/// <reference types="@testing-library/jest-dom/vitest" />
import type { AdminReservationRow, AdminUserDetail, PageMeta } from '@laikas/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen, screenTestHooks } from '../../../testScreen';
import UserAdminPage from './UserAdminPage';

const ieva: AdminUserDetail = {
  id: 12,
  uid: 'ievap',
  name: 'Ieva Petrauskaitė',
  email: 'ieva@example.edu',
  language: 'lt',
  roles: [{ key: 'student' }],
  disabled: false,
  abilities: ['reservations.create'],
  groups: [{ id: 3, name: 'PI-21' }],
  disabled_at: null,
  must_change_password: true,
  manageable: true,
  assignable_roles: [
    { key: 'student', name: 'Student', abilities: [] },
    { key: 'teacher', name: 'Teacher', abilities: [] },
  ],
};

const lecture: AdminReservationRow = {
  id: 88,
  name: 'Algoritmai',
  type: 'lecture',
  status: 'approved',
  starts_at: '2026-12-01T08:00:00Z',
  ends_at: '2026-12-01T09:30:00Z',
  resource: { id: 7, name: 'Aula' },
  creator: null,
  person_responsible: null,
  repeater_id: null,
  batch_id: null,
  closure: null,
};

/** Ieva's page in `language` (with `changes` to her), her reservations `reservations`. */
async function openUser(
  language: WebLanguage,
  changes: Partial<AdminUserDetail> = {},
  reservations: AdminReservationRow[] = [lecture],
) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path) => {
    if (path === '/api/admin/users/12') {
      return { ...ieva, ...changes } as never;
    }
    if (path === '/api/admin/users/12/reservations') {
      const meta: PageMeta = { current_page: 1, last_page: 1, per_page: 25, total: reservations.length };
      return { data: reservations, meta } as never;
    }
    return { time_zone: 'Europe/Vilnius' } as never;
  });
  await renderScreen({ path: '/admin/users/:userId', Component: UserAdminPage }, '/admin/users/12', language);
  await screen.findByRole('heading', { name: 'Ieva Petrauskaitė', level: 1 });
  return { get };
}

/** The text of the definition `term` on the page. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe("given a user's page", () => {
  screenTestHooks();

  it('should show who the user is and their reservations, as the server has them (lt)', async () => {
    const { get } = await openUser('lt');
    expect(detail('Naudotojo ID')).toBe('ievap');
    expect(detail('El. paštas')).toBe('ieva@example.edu');
    expect(detail('Būsena')).toBe('Aktyvi; prisijungus reikės pasikeisti slaptažodį');
    expect(detail('Grupės')).toBe('PI-21');
    expect(screen.getByRole('checkbox', { name: 'Studentas' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Dėstytojas' })).not.toBeChecked();
    const reservation = await screen.findByRole('link', { name: 'Algoritmai' });
    expect(reservation).toHaveAttribute('href', '/reservations/88');
    expect(reservation.closest('tr')).toHaveTextContent('Patvirtinta');
    expect(get).toHaveBeenCalledWith(
      '/api/admin/users/12/reservations',
      { page: 1, per_page: 25, search: '', direction: 'desc' },
      { raw: true },
    );
  });

  it('should save the chosen roles and language, and show a 422 under the language (en)', async () => {
    await openUser('en');
    const put = vi.spyOn(api, 'put');
    put.mockRejectedValueOnce(new ApiError(422, 'Invalid.', { errors: { language: ['Pick a language.'] } }));
    put.mockResolvedValueOnce(ieva as never);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Teacher' }));
    const language = screen.getByRole('button', { name: /^Language/ });
    fireEvent.click(language);
    fireEvent.click(await screen.findByRole('option', { name: 'English' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pick a language.')).toBeVisible();
    expect(put).toHaveBeenCalledWith('/api/users/12', { roles: ['student', 'teacher'], language: 'en' });
    expect(language).toHaveAttribute('aria-invalid', 'true');
  });

  it("should keep a role it may not grant and show the server's 422 under the roles (lt)", async () => {
    await openUser('lt', { roles: [{ key: 'student' }, { key: 'super_admin' }] as AdminUserDetail['roles'] });
    const put = vi.spyOn(api, 'put');
    put.mockRejectedValueOnce(
      new ApiError(422, 'Invalid.', { errors: { roles: ['Šio vaidmens suteikti negalite.'] } }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Studentas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Studentas' })).toHaveAccessibleDescription(
        'Šio vaidmens suteikti negalite.',
      ),
    );
    expect(put).toHaveBeenCalledWith('/api/users/12', { roles: ['super_admin'], language: 'lt' });
  });

  it('should reset the password once confirmed and show the temporary one (en)', async () => {
    await openUser('en');
    const post = vi.spyOn(api, 'post').mockResolvedValue({ temporary_password: 'kx7-Lp2q' } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('kx7-Lp2q');
    expect(post).toHaveBeenCalledWith('/api/admin/users/12/reset-password');
  });

  it('should offer no account actions on a user with as many rights, and say they have no reservations (en)', async () => {
    await openUser('en', { manageable: false, must_change_password: false }, []);
    expect(
      screen.getByText(/^You can act as this user, disable the account or reset its password only when/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(detail('Status')).toBe('Active');
    expect(await screen.findByText('This user has no reservations.')).toBeVisible();
  });
});
