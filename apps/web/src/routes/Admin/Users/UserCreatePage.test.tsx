/// <reference types="@testing-library/jest-dom/vitest" />
import { LoadingProvider, ToastProvider } from '@laikas/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../data/client';
import { i18n, loadLanguage } from '../../../i18n';
import UserCreatePage from './UserCreatePage';

vi.mock('../../../data/groups', () => ({ searchGroups: vi.fn(async () => []) }));

/** The form, the server answering the roles a manager may assign (`roles`) and `create` for the new account. */
function show(
  create: () => Promise<unknown> = async () => ({}),
  roles: unknown[] = [{ key: 'teacher', name: 'Dėstytojas', abilities: [] }],
) {
  vi.spyOn(api, 'get').mockResolvedValue(roles as never);
  const post = vi.spyOn(api, 'post').mockImplementation(create as never);
  render(
    // A fresh cache: each test's server answers its own roles.
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <LoadingProvider>
            <MemoryRouter>
              <UserCreatePage />
            </MemoryRouter>
          </LoadingProvider>
        </ToastProvider>
      </I18nextProvider>
    </SWRConfig>,
  );
  return post;
}

const create = () => fireEvent.click(screen.getByRole('button', { name: 'Pridėti naudotoją' }));

/* Issue 29: the form is checked by the contract's createUserBodySchema before it is sent, as the server checks it. */
describe('given the form to add a user', () => {
  beforeAll(async () => {
    await loadLanguage('lt');
    await i18n.changeLanguage('lt');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should name what is missing under its field and send nothing', async () => {
    const post = show();
    create();
    await waitFor(() => expect(screen.getByLabelText('Vardas')).toHaveAccessibleDescription('Įveskite vardą.'));
    expect(screen.getByLabelText('Naudotojo ID')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('should say in Lithuanian what a user name may hold, before sending anything', async () => {
    const post = show();
    fireEvent.change(screen.getByLabelText('Vardas'), { target: { value: 'Rūta Žemaitė' } });
    fireEvent.change(screen.getByLabelText('Naudotojo ID'), { target: { value: 'ruta zemaite' } });
    create();
    await waitFor(() =>
      expect(screen.getByLabelText('Naudotojo ID')).toHaveAccessibleDescription(
        'Naudojamas prisijungti: tik raidės, skaitmenys ir . _ @ -. ' +
          'Naudotojo ID gali sudaryti tik raidės, skaitmenys ir . _ @ -.',
      ),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it("should show the server's 422 message under the field it names", async () => {
    show(async () => {
      throw new ApiError(422, 'Neteisingi duomenys.', { errors: { uid: ['Toks naudotojo ID jau užimtas.'] } });
    });
    fireEvent.change(screen.getByLabelText('Vardas'), { target: { value: 'Rūta Žemaitė' } });
    fireEvent.change(screen.getByLabelText('Naudotojo ID'), { target: { value: 'ruta' } });
    create();
    await waitFor(() =>
      expect(screen.getByLabelText('Naudotojo ID')).toHaveAccessibleDescription(
        'Naudojamas prisijungti: tik raidės, skaitmenys ir . _ @ -. Toks naudotojo ID jau užimtas.',
      ),
    );
  });

  it('should send the body the schema gives and show the temporary password once', async () => {
    const post = show(async () => ({
      user: { id: 9, name: 'Rūta Žemaitė', email: null },
      temporary_password: 'abcd-efgh-jkmn',
    }));
    fireEvent.change(screen.getByLabelText('Vardas'), { target: { value: ' Rūta Žemaitė ' } });
    fireEvent.change(screen.getByLabelText('Naudotojo ID'), { target: { value: 'ruta.zemaite' } });
    create();
    await waitFor(() => expect(screen.getByTestId('temporary-password')).toHaveTextContent('abcd-efgh-jkmn'));
    expect(post).toHaveBeenCalledWith('/api/admin/users', {
      uid: 'ruta.zemaite',
      name: 'Rūta Žemaitė',
      email: null,
      language: 'lt',
      roles: ['teacher'],
      groups: [],
      welcome: 'password',
    });
  });

  // The roles to tick were the server's stored names, "Super administrator … Student", on a Lithuanian screen; the
  // user's own page names them in the interface's language.
  it('should name the built-in roles in Lithuanian', async () => {
    show(undefined, [
      { key: 'admin', name: 'Administrator', abilities: ['administrate'] },
      { key: 'teacher', name: 'Teacher', abilities: [] },
    ]);
    expect(await screen.findByRole('checkbox', { name: 'Dėstytojas' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Administratorius' })).not.toBeChecked();
  });
});
