/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../data/client';
import { i18n, loadLanguage, type WebLanguage } from '../../i18n';
import { renderScreen } from '../../testScreen';
import LoginPage from './LoginPage';

const calls = { login: vi.fn() };

const providers = [
  { id: 'vu', name: 'VU', protocol: 'saml' },
  { id: 'ldap-vu', name: 'VU LDAP', protocol: 'ldap' },
];

/** The sign-in page (lt) with the university's providers above the Laikas password form. */
async function openLogin(address = '/login') {
  vi.spyOn(api, 'get').mockResolvedValue({ providers, local_passwords: 'everyone' } as never);
  return renderScreen({ path: '/login', Component: LoginPage }, address, 'lt', { login: calls.login });
}

describe('given the sign-in page with university providers', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    calls.login.mockReset();
  });

  it('should link to the provider with the page to return to, and send a directory sign-in to it', async () => {
    calls.login.mockResolvedValue(undefined);
    const router = await openLogin();
    const link = await screen.findByRole('link', { name: 'Prisijungti per VU' });
    expect(link).toHaveAttribute('href', '/api/auth/sso/vu/start?return_to=%2F');
    fireEvent.click(screen.getByRole('button', { name: 'Prisijungti per VU LDAP' }));
    expect(screen.getByRole('button', { name: 'Prisijungti per VU LDAP' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Jūsų naudotojo ID ir slaptažodis sistemoje VU LDAP')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Naudotojo ID'), { target: { value: ' ona ' } });
    fireEvent.change(screen.getByLabelText('Slaptažodis'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await waitFor(() => expect(calls.login).toHaveBeenCalledWith('ona', 'secret1', '/api/auth/ldap/ldap-vu'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("should show the server's refusal and why a university sign-in came back", async () => {
    calls.login.mockRejectedValue(new ApiError(422, 'Neteisingi prisijungimo duomenys.', {}));
    await openLogin('/login?sso_error=badState');
    expect(await screen.findByRole('alert')).toHaveTextContent('Prisijungimas užtruko');
    fireEvent.change(screen.getByLabelText('Naudotojo ID'), { target: { value: 'ona' } });
    fireEvent.change(screen.getByLabelText('Slaptažodis'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Neteisingi prisijungimo duomenys.'));
  });

  // A 30 Nov CI run at load 10: the list of providers came while the e2e typed the user id, the form was drawn anew and
  // the typing went to an input no longer on the page; a person lost the focus the same way.
  it('should keep the inputs being typed in when the providers come', async () => {
    let answer: (options: unknown) => void = () => undefined;
    vi.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    await renderScreen({ path: '/login', Component: LoginPage }, '/login', 'lt', { login: calls.login });
    const uid = screen.getByLabelText('Naudotojo ID');
    uid.focus();
    fireEvent.change(uid, { target: { value: 'ona' } });
    answer({ providers, local_passwords: 'everyone' });
    expect(await screen.findByRole('link', { name: 'Prisijungti per VU' })).toBeVisible();
    expect(screen.getByLabelText('Naudotojo ID')).toBe(uid);
    expect(uid).toHaveFocus();
    expect(uid).toHaveValue('ona');
  });
});

// A visiting student who reads no Lithuanian met a Lithuanian sign-in page with no way to switch: the language choice
// was only in the signed-in header.
describe('given the sign-in page in Lithuanian', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should offer English before anyone signs in', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ providers: [], local_passwords: 'everyone' } as never);
    const changeLanguage = vi.fn().mockResolvedValue(undefined);
    await renderScreen({ path: '/login', Component: LoginPage }, '/login', 'lt', { changeLanguage });
    const trigger = await screen.findByRole('button', { name: 'Kalba: LT, Lietuvių' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /English/ }));
    await waitFor(() => expect(changeLanguage).toHaveBeenCalledWith('en'));
  });

  // A phone walk: a wrong password said „Neteisingas naudotojo ID arba slaptažodis.“ and, the page switched to English,
  // went on saying it in Lithuanian until the next try.
  it('should say a failed sign-in in the language chosen after it', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ providers: [], local_passwords: 'everyone' } as never);
    const login = vi.fn().mockRejectedValue(new ApiError(401, 'Neteisingas naudotojo ID arba slaptažodis.', {}));
    const changeLanguage = vi.fn((language: WebLanguage) =>
      loadLanguage(language)
        .then(() => i18n.changeLanguage(language))
        .then(() => undefined),
    );
    await renderScreen({ path: '/login', Component: LoginPage }, '/login', 'lt', {
      login,
      changeLanguage,
    });
    fireEvent.change(screen.getByLabelText('Naudotojo ID'), { target: { value: 'ona' } });
    fireEvent.change(screen.getByLabelText('Slaptažodis'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Neteisingas naudotojo ID arba slaptažodis.'),
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Kalba: LT, Lietuvių' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /English/ }));
    // The server's words cannot be had in English without trying again; what they meant can.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not sign in. Please try again.'));
    expect(screen.getByRole('alert')).toHaveAttribute('lang', 'en');
  });

  it('should say why a university sign-in came back in the language chosen after it', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ providers: [], local_passwords: 'everyone' } as never);
    const changeLanguage = vi.fn((language: WebLanguage) =>
      loadLanguage(language)
        .then(() => i18n.changeLanguage(language))
        .then(() => undefined),
    );
    await renderScreen({ path: '/login', Component: LoginPage }, '/login?sso_error=badState', 'lt', { changeLanguage });
    expect(await screen.findByRole('alert')).toHaveTextContent('Prisijungimas užtruko');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Kalba: LT, Lietuvių' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /English/ }));
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent('Prisijungimas užtruko'));
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in took too long or was started in another window.');
  });
});
