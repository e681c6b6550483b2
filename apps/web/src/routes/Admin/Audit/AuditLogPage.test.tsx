/// <reference types="@testing-library/jest-dom/vitest" />
import type { AuditEntry, PageMeta } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen } from '../../../testScreen';
import AuditLogPage from './AuditLogPage';

const hallChanged: AuditEntry = {
  id: 501,
  at: '2026-11-30T08:15:00Z',
  action: 'update',
  entity_type: 'resource',
  entity_id: '3',
  label: 'Aula',
  actor: { id: 12, name: 'Ieva Petrauskaitė' },
  impersonator: null,
  request_id: 'req-77',
  token: null,
  changes: { capacity: { before: 100, after: 120 }, allow_anybody: { before: 0, after: 1 } },
  names: {},
};

/** The audit log at `address`; the server answers `entries` on page 1 of 2, and names person 12. */
async function openAudit(address: string, language: WebLanguage, entries: AuditEntry[] = [hallChanged]) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path) => {
    if (path === '/api/admin/audit') {
      const meta: PageMeta = { current_page: 1, last_page: 2, per_page: 25, total: 26 };
      return { data: entries, meta } as never;
    }
    if (path === '/api/users') {
      return [{ id: 12, uid: 'ievap', name: 'Ieva Petrauskaitė' }] as never;
    }
    return { time_zone: 'Europe/Vilnius' } as never;
  });
  const router = await renderScreen({ path: '/admin/audit', Component: AuditLogPage }, address, language);
  const audits = () => get.mock.calls.filter(([path]) => path === '/api/admin/audit').map(([, query]) => query);
  return { router, audits };
}

describe('given the audit log', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should show each change with its thing, who made it and every field before and after (lt)', async () => {
    await openAudit('/admin/audit', 'lt');
    const entry = (await screen.findByRole('link', { name: 'Aula' })).closest('li')!;
    expect(within(entry).getByRole('link', { name: 'Aula' })).toHaveAttribute('href', '/admin/resources/3');
    expect(within(entry).getByRole('heading')).toHaveTextContent('Pakeista · Išteklius Aula');
    expect(entry).toHaveTextContent('pakeitė Ieva Petrauskaitė');
    const capacity = within(entry).getByRole('row', { name: /Vietų skaičius/ });
    expect(capacity).toHaveTextContent('100');
    expect(capacity).toHaveTextContent('120');
    expect(within(entry).getByRole('row', { name: /Rezervuoti gali bet kas/ })).toHaveTextContent(
      'Rezervuoti gali bet kasBuvo:neTapo:taip',
    );
    expect(entry).toHaveTextContent('Įrašas 501 · užklausa req-77');
  });

  it('should name a token’s and a webhook’s fields and values in the words of their own screens (lt)', async () => {
    const tokenMade: AuditEntry = {
      ...hallChanged,
      id: 502,
      action: 'create',
      entity_type: 'api_token',
      entity_id: '4',
      label: 'Estates',
      changes: {
        kind: { before: null, after: 'service' },
        scopes: { before: null, after: ['read', 'admin'] },
        user_id: { before: null, after: 12 },
      },
      names: { user_id: { '12': 'Ieva Petrauskaitė' } },
    };
    const hookMoved: AuditEntry = {
      ...hallChanged,
      id: 503,
      entity_type: 'webhook',
      entity_id: '2',
      label: 'https://sis.example.edu/hooks',
      changes: {
        url: { before: 'https://old.example.edu/hooks', after: 'https://sis.example.edu/hooks' },
        events: { before: ['reservation.created'], after: ['user.changed'] },
      },
    };
    await openAudit('/admin/audit', 'lt', [tokenMade, hookMoved]);
    const token = (await screen.findByRole('heading', { name: 'Sukurta · API raktas Estates' })).closest('li')!;
    expect(within(token).getByRole('row', { name: /Rūšis/ })).toHaveTextContent('Sistemos raktas');
    expect(within(token).getByRole('row', { name: /Teisės/ })).toHaveTextContent('Skaityti, Administruoti');
    expect(within(token).getByRole('row', { name: /Veikia kaip/ })).toHaveTextContent('Ieva Petrauskaitė');
    const hook = screen.getByRole('heading', { name: /^Pakeista · Webhook adresas/ }).closest('li')!;
    expect(within(hook).getByRole('row', { name: /Adresas \(URL\)/ })).toHaveTextContent(
      'https://old.example.edu/hooks',
    );
    expect(within(hook).getByRole('row', { name: /Įvykiai/ })).toHaveTextContent(
      'ĮvykiaiBuvo:Rezervacija sukurtaTapo:Asmuo pakeistas',
    );
  });

  it('should ask the server for the filters in the address, and put typed ones into it (en)', async () => {
    const { router, audits } = await openAudit('/admin/audit?entity_type=resource&entity_id=3&actor_id=12', 'en');
    await screen.findByRole('link', { name: 'Aula' });
    expect(audits()[0]).toEqual(expect.objectContaining({ entity_type: 'resource', entity_id: '3', actor_id: 12 }));
    expect(screen.getByLabelText('ID')).toHaveValue('3');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Who/ })).toHaveTextContent('Ieva Petrauskaitė'));

    fireEvent.change(screen.getByLabelText('ID'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Aula' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?entity_type=resource&entity_id=7&actor_id=12&search=Aula'),
    );
    expect(audits().at(-1)).toEqual(expect.objectContaining({ entity_id: '7', search: 'Aula', page: 1 }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('should say no change matches the filters (en)', async () => {
    await openAudit('/admin/audit?action=delete', 'en', []);
    expect(await screen.findByText('No changes match these filters.')).toBeVisible();
  });
});
