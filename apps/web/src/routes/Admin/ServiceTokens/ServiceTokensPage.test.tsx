/// <reference types="@testing-library/jest-dom/vitest" />
import type { ApiToken, CreatedApiToken } from '@laikas/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen, screenTestHooks } from '../../../testScreen';
import ServiceTokensPage from './ServiceTokensPage';

const signage: ApiToken = {
  id: 3,
  kind: 'service',
  name: 'Ekranai',
  scopes: ['read', 'admin'],
  hint: 'laikas_ab',
  owner: { id: 1, name: 'Ona Onaitė' },
  created_at: '2026-11-01T10:00:00Z',
  last_used_at: null,
  expires_at: null,
};

/** The service tokens in `language`; the server holds `tokens`. */
async function openTokens(language: WebLanguage, tokens: ApiToken[] = [signage]) {
  const get = vi.spyOn(api, 'get').mockResolvedValue(tokens as never);
  await renderScreen(
    { path: '/admin/service-tokens', Component: ServiceTokensPage },
    '/admin/service-tokens',
    language,
  );
  return { get };
}

describe('given the service tokens screen', () => {
  screenTestHooks();

  it('should list every service token with whom it acts as and its scopes in words (lt)', async () => {
    const { get } = await openTokens('lt');
    expect(screen.getByRole('heading', { name: 'Sistemų raktai', level: 1 })).toBeVisible();
    // The card says what it holds; the page's title is not said twice.
    expect(screen.getByRole('heading', { name: 'Raktai kitoms sistemoms', level: 2 })).toBeVisible();
    expect(screen.getAllByRole('heading', { name: 'Sistemų raktai' })).toHaveLength(1);
    const row = (await screen.findByText('Ekranai')).closest('tr')!;
    expect(row).toHaveTextContent('Ona Onaitė');
    expect(row).toHaveTextContent('Skaityti, Administruoti');
    expect(row).toHaveTextContent('Nenaudotas');
    expect(row).toHaveTextContent('Kol bus panaikintas');
    expect(get).toHaveBeenCalledWith('/api/admin/service-tokens');
  });

  it("should show its times on the university's clock, not the browser's (lt)", async () => {
    // A browser in New York, the university in Vilnius: 22:30 UTC is already the next day there.
    const browserZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const used: ApiToken = { ...signage, created_at: '2026-11-01T10:00:00Z', last_used_at: '2026-11-30T22:30:00Z' };
      vi.spyOn(api, 'get').mockImplementation(async (path) =>
        path === '/api/settings' ? ({ time_zone: 'Europe/Vilnius' } as never) : ([used] as never),
      );
      await renderScreen(
        { path: '/admin/service-tokens', Component: ServiceTokensPage },
        '/admin/service-tokens',
        'lt',
      );
      const row = (await screen.findByText('Ekranai')).closest('tr')!;
      await waitFor(() => expect(row).toHaveTextContent('2026-11-01 12:00'));
      expect(row).toHaveTextContent('2026-12-01 00:30');
      expect(row).not.toHaveTextContent('17:30');
    } finally {
      process.env.TZ = browserZone;
    }
  });

  it('should revoke a token once confirmed (en)', async () => {
    await openTokens('en');
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Ekranai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Ekranai”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/admin/service-tokens/3'));
  });

  it('should make a token with the chosen scopes and lifetime, show a 422 under its name, then its secret (en)', async () => {
    await openTokens('en', []);
    expect(await screen.findByText('No tokens yet.')).toBeVisible();
    const created: CreatedApiToken = { token: { ...signage, id: 4, name: 'LMS' }, secret: 'laikas_s3cr3t' };
    const post = vi.spyOn(api, 'post');
    post.mockRejectedValueOnce(new ApiError(422, 'Invalid.', { errors: { name: ['The name is taken.'] } }));
    post.mockResolvedValueOnce(created as never);
    const name = screen.getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'LMS' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Administration/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Valid for/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Until revoked' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/The name is taken\./));
    expect(post).toHaveBeenCalledWith('/api/admin/service-tokens', {
      name: 'LMS',
      scopes: ['read', 'admin'],
      expires_in_days: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const secret = await screen.findByLabelText('The new token “LMS”');
    expect(secret).toHaveValue('laikas_s3cr3t');
    // Shown once, above the list: focus is taken there (and the secret selected), not left on "Create" below.
    await waitFor(() => expect(secret).toHaveFocus());
  });
});
