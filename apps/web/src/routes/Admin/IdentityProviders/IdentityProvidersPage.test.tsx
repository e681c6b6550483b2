/// <reference types="@testing-library/jest-dom/vitest" />
import type { IdentityProvider, IdentityProviderTrial } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubResizeObserver } from '../../../testScreen';
import { api } from '../../../data/client';
import { type WebLanguage } from '../../../i18n';
import IdentityProvidersPage from './IdentityProvidersPage';

const directory = {
  id: 'vu-ldap',
  protocol: 'ldap',
  name: 'VU katalogas',
  enabled: true,
  url: 'ldaps://ldap.example.edu',
  start_tls: false,
  bind_dn: 'cn=laikas',
  bind_password_set: true,
  base_dn: 'ou=people',
  user_filter: '(uid={uid})',
  group_base_dn: '',
  group_filter: '(member={dn})',
  attributes: { uid: 'uid', name: 'displayName', email: 'mail' },
  rules: [],
  link: 'none',
} as unknown as IdentityProvider;
const environment = { ...directory, id: 'env-oidc', protocol: 'oidc', name: 'Aplinkos OIDC' } as IdentityProvider;
const trial: IdentityProviderTrial = {
  provider: 'vu-ldap',
  ok: true,
  subject: 'uid=ona,ou=people',
  profile: { uid: 'ona', name: 'Ona Onaitė', email: 'ona@example.edu' },
  roles: ['teacher'],
  groups: [],
  attributes: { eduPersonAffiliation: ['staff', 'member'] },
} as unknown as IdentityProviderTrial;

/** The screen in `language`, its server listing a directory of the settings and a provider of the environment. */
async function openProviders(language: WebLanguage) {
  vi.spyOn(api, 'get').mockResolvedValue({
    data: [
      { provider: directory, source: 'settings' },
      { provider: environment, source: 'environment' },
    ],
    local_passwords: 'everyone',
  } as never);
  const put = vi.spyOn(api, 'put').mockResolvedValue(undefined as never);
  const post = vi.spyOn(api, 'post').mockResolvedValue(trial as never);
  await renderScreen(
    { path: '/admin/identity-providers', Component: IdentityProvidersPage },
    '/admin/identity-providers',
    language,
  );
  await screen.findByRole('cell', { name: 'VU katalogas' });
  return { put, post };
}

describe('given the university sign-in screen of a super administrator', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('should switch off a provider of the settings and leave one of the environment read only (lt)', async () => {
    const { put } = await openProviders('lt');
    expect(screen.getByRole('heading', { level: 1, name: 'Prisijungimas per universitetą' })).toBeVisible();
    const environmentRow = screen.getByRole('cell', { name: 'Aplinkos OIDC' }).closest('tr')!;
    expect(within(environmentRow).getByText('Keičiama aplinkoje')).toBeVisible();
    expect(within(environmentRow).queryByRole('button', { name: /Išjungti/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Išjungti VU katalogas' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/api/admin/identity-providers/vu-ldap',
        expect.objectContaining({ protocol: 'ldap', enabled: false, url: 'ldaps://ldap.example.edu' }),
      ),
    );
    // The stored secret is not sent back: the server keeps it.
    expect(put.mock.calls[0]![1]).not.toHaveProperty('bind_password_set');
  });

  it("should draw an OIDC provider's Try link like a directory's Try button, small and secondary (en)", async () => {
    await openProviders('en');
    const directoryTry = screen.getByRole('button', { name: 'Try a sign-in with VU katalogas' });
    const environmentTry = screen.getByRole('link', { name: 'Try a sign-in with Aplinkos OIDC' });
    expect(environmentTry).toHaveAttribute('href', '/api/admin/identity-providers/env-oidc/try');
    expect(environmentTry.className).not.toBe('');
    expect(environmentTry.className).toBe(directoryTry.className);
  });

  it('should try a directory sign-in and show what it brought back (en)', async () => {
    const { post } = await openProviders('en');
    fireEvent.click(screen.getByRole('button', { name: 'Try a sign-in with VU katalogas' }));
    fireEvent.change(screen.getByLabelText("Test person's user ID"), { target: { value: 'ona' } });
    fireEvent.change(screen.getByLabelText("Test person's password"), { target: { value: 'slaptas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/identity-providers/vu-ldap/try', {
        uid: 'ona',
        password: 'slaptas',
      }),
    );
    const result = await screen.findByRole('region', { name: 'Trial sign-in: VU katalogas' });
    expect(within(result).getByRole('status')).toHaveTextContent('The sign-in works.');
    expect(result).toHaveTextContent('uid=ona,ou=people');
    expect(result).toHaveTextContent('staff, member');
  });

  it('should send a new provider with its rule and its protocol defaults (en)', async () => {
    const { put } = await openProviders('en');
    fireEvent.click(screen.getByRole('button', { name: 'Add an identity provider' }));
    fireEvent.change(screen.getByLabelText(/^Identifier/), { target: { value: 'vu' } });
    fireEvent.change(screen.getByLabelText(/^Name on the login page/), { target: { value: 'VU' } });
    fireEvent.change(screen.getByLabelText(/^Issuer address/), { target: { value: ' https://id.example.edu ' } });
    fireEvent.change(screen.getByLabelText(/^Client ID/), { target: { value: 'laikas' } });
    fireEvent.change(screen.getByLabelText(/^Client secret/), { target: { value: 'slaptas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    fireEvent.change(document.getElementById('idp-rules-0-attribute')!, { target: { value: 'affiliation' } });
    fireEvent.change(document.getElementById('idp-rules-0-value')!, { target: { value: 'staff' } });
    fireEvent.change(document.getElementById('idp-rules-0-role')!, { target: { value: 'teacher' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/admin/identity-providers/vu', {
        protocol: 'oidc',
        name: 'VU',
        enabled: true,
        attributes: { uid: 'preferred_username', name: 'name', email: 'email', language: 'locale' },
        rules: [{ attribute: 'affiliation', value: 'staff', role: 'teacher' }],
        link: 'none',
        issuer: 'https://id.example.edu',
        client_id: 'laikas',
        client_secret: 'slaptas',
        scopes: 'openid profile email',
      }),
    );
    // Saved, the form closes: the secrets typed in it leave the page.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'New identity provider' })).toBeNull());
  });

  // Tester's report (lt, 1280): Enter on "Add" opened the form lower on the page, but focus went to the page's h1.
  it.each([
    { language: 'lt' as const, add: 'Pridėti tapatybės teikėją', title: 'Naujas tapatybės teikėjas' },
    { language: 'en' as const, add: 'Add an identity provider', title: 'New identity provider' },
  ])('should move focus to the new provider form it opens ($language)', async ({ language, add, title }) => {
    await openProviders(language);
    const button = screen.getByRole('button', { name: add });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('heading', { name: title })).toHaveFocus());
  });

  it("should move focus to a provider's form when it is edited (en)", async () => {
    await openProviders('en');
    const edit = screen.getByRole('button', { name: 'Edit VU katalogas' });
    edit.focus();
    fireEvent.click(edit);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /VU katalogas/ })).toHaveFocus());
  });

  it('should refuse a new provider without a client ID before asking the server (en)', async () => {
    const { put } = await openProviders('en');
    fireEvent.click(screen.getByRole('button', { name: 'Add an identity provider' }));
    fireEvent.change(screen.getByLabelText(/^Identifier/), { target: { value: 'vu' } });
    fireEvent.change(screen.getByLabelText(/^Name on the login page/), { target: { value: 'VU' } });
    fireEvent.change(screen.getByLabelText(/^Issuer address/), { target: { value: 'https://id.example.edu' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(screen.getByLabelText(/^Client ID/)).toHaveAccessibleDescription(/Client ID/));
    expect(put).not.toHaveBeenCalled();
  });

  // Tester's report (lt, 1280): saved empty, the issuer said its format was wrong where every other field said it is
  // required.
  it('should say an empty issuer or identifier is required, as every other empty required field (lt)', async () => {
    const { put } = await openProviders('lt');
    fireEvent.click(screen.getByRole('button', { name: 'Pridėti tapatybės teikėją' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Išsaugoti' })[0]!);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Išdavėjo adresas/)).toHaveAccessibleDescription(
        /Laukas „Išdavėjo adresas“ privalomas\./,
      ),
    );
    expect(screen.getByLabelText(/^Išdavėjo adresas/)).not.toHaveAccessibleDescription(/formatas|adresas turi/i);
    expect(screen.getByLabelText(/^Kliento ID/)).toHaveAccessibleDescription(/Laukas „Kliento ID“ privalomas\./);
    // So did the identifier, whose hint says how one is written.
    expect(screen.getByLabelText(/^Identifikatorius/)).toHaveAccessibleDescription(
      /Laukas „Identifikatorius“ privalomas\.$/,
    );
    expect(put).not.toHaveBeenCalled();
  });

  it('should say an empty directory address is required, not that it is written wrongly (en)', async () => {
    stubResizeObserver();
    Element.prototype.scrollIntoView ??= () => {};
    const { put } = await openProviders('en');
    fireEvent.click(screen.getByRole('button', { name: 'Add an identity provider' }));
    fireEvent.click(document.getElementById('idp-protocol')!);
    fireEvent.click(await screen.findByRole('option', { name: 'LDAP' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() =>
      expect(screen.getByLabelText(/^Directory address/)).toHaveAccessibleDescription(
        /The field "Directory address" is required\./,
      ),
    );
    expect(put).not.toHaveBeenCalled();
  });

  it('should fill in the attribute names a directory usually sends once LDAP is chosen (en)', async () => {
    // The protocol's list of choices measures itself.
    stubResizeObserver();
    Element.prototype.scrollIntoView ??= () => {};
    await openProviders('en');
    fireEvent.click(screen.getByRole('button', { name: 'Add an identity provider' }));
    expect(screen.getByLabelText(/^User ID/)).toHaveValue('preferred_username');
    fireEvent.click(document.getElementById('idp-protocol')!);
    fireEvent.click(await screen.findByRole('option', { name: 'LDAP' }));
    await waitFor(() => expect(screen.getByLabelText(/^User ID/)).toHaveValue('uid'));
    expect(screen.getByLabelText(/^Directory address/)).toBeVisible();
    expect(screen.queryByLabelText(/^Client ID/)).toBeNull();
  });

  it('should edit a directory and keep its stored password when the field is left empty (en)', async () => {
    const { put } = await openProviders('en');
    fireEvent.click(screen.getByRole('button', { name: 'Edit VU katalogas' }));
    expect(screen.getByRole('heading', { name: 'Edit VU katalogas' })).toBeVisible();
    expect(screen.getByLabelText(/^Service account password/)).toHaveValue('');
    fireEvent.change(screen.getByLabelText(/^People under/), { target: { value: 'ou=staff' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/api/admin/identity-providers/vu-ldap',
        expect.objectContaining({ protocol: 'ldap', url: 'ldaps://ldap.example.edu', base_dn: 'ou=staff' }),
      ),
    );
    expect((put.mock.calls[0]![1] as Record<string, unknown>).bind_password).toBeUndefined();
  });

  it('should save who may use local passwords from their own group (lt)', async () => {
    const { put } = await openProviders('lt');
    const group = screen.getByRole('group', { name: 'Vietiniai slaptažodžiai' });
    expect(within(group).getByRole('button', { name: /^Laiko slaptažodžiai galioja/ })).toHaveTextContent('Visiems');
    fireEvent.click(within(group).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/admin/local-passwords', { local_passwords: 'everyone' }),
    );
  });
});
