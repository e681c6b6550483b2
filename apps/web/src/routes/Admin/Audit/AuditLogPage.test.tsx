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

  // A semester's-end walk: a closure read `from`, `to`, `all_day`… and ended "2026-12-16 00:00" though it was set to
  // close the 14th and the 15th (its end is stored as the instant after it, the 16th's midnight).
  const closureMade: AuditEntry = {
    ...hallChanged,
    id: 504,
    action: 'create',
    entity_type: 'blackout',
    entity_id: '1',
    label: 'FLF rūmai uždaryti',
    changes: {
      name: { before: null, after: 'FLF rūmai uždaryti' },
      resource_id: { before: null, after: 25 },
      from: { before: null, after: '2026-12-14' },
      to: { before: null, after: '2026-12-15' },
      from_time: { before: null, after: { hours: 0, minutes: 0 } },
      to_time: { before: null, after: { hours: 24, minutes: 0 } },
      all_day: { before: null, after: true },
      starts_at: { before: null, after: '2026-12-13T22:00:00.000Z' },
      ends_at: { before: null, after: '2026-12-15T22:00:00.000Z' },
    },
    names: { resource_id: { '25': 'FLF 101 auditorija' } },
  };
  const weeklyRemoved: AuditEntry = {
    ...hallChanged,
    id: 505,
    action: 'delete',
    entity_type: 'weekly_blackout',
    entity_id: '2',
    label: 'Valymas',
    changes: {
      from: { before: '2026-09-01', after: null },
      to: { before: '2026-12-31', after: null },
      weekdays: { before: ['friday'], after: null },
      from_time: { before: { hours: 12, minutes: 0 }, after: null },
      to_time: { before: { hours: 14, minutes: 0 }, after: null },
      dates: { before: 18, after: null },
    },
  };

  it.each([
    {
      language: 'lt' as const,
      heading: 'Sukurta · Nedarbo laikas FLF rūmai uždaryti',
      rows: [
        ['Pirma diena', '2026-12-14'],
        ['Paskutinė diena', '2026-12-15'],
        ['Pradžios laikas', '00:00'],
        ['Pabaigos laikas', '24:00'],
        ['Visą dieną', 'taip'],
        ['Pradžia', '2026-12-14'],
        ['Pabaiga', '2026-12-15'],
      ],
      weekly: [
        ['Savaitės dienos', 'Penktadienis'],
        ['Datų skaičius', '18'],
      ],
    },
    {
      language: 'en' as const,
      heading: 'Created · Blackout FLF rūmai uždaryti',
      rows: [
        ['First day', '2026-12-14'],
        ['Last day', '2026-12-15'],
        ['Start time', '00:00'],
        ['End time', '24:00'],
        ['All day', 'yes'],
        ['Starts', 'Dec 14, 2026'],
        ['Ends', 'Dec 15, 2026'],
      ],
      weekly: [
        ['Weekdays', 'Friday'],
        ['Dates closed', '18'],
      ],
    },
  ])('should name every field of a closed time and end a whole-day one on its last day ($language)', async (walk) => {
    await openAudit('/admin/audit', walk.language, [closureMade, weeklyRemoved]);
    /** The values of an entry's changes (before, then after) by the name of their field. */
    const rowsOf = (entry: HTMLElement) =>
      new Map(
        within(entry)
          .getAllByRole('row')
          .slice(1)
          .map((row) => {
            const [before, after] = [...row.querySelectorAll('td')].map((cell) => cell.lastChild?.textContent);
            return [row.querySelector('th')?.textContent ?? '', [before, after]] as const;
          }),
      );
    const rawField = /^[a-z_]+$/;
    const closure = rowsOf((await screen.findByRole('heading', { name: walk.heading })).closest('li')!);
    expect([...closure.keys()].filter((field) => rawField.test(field))).toEqual([]);
    for (const [field, value] of walk.rows) {
      expect(closure.get(field!), field).toEqual(['—', value]);
    }
    const weekly = rowsOf(screen.getByRole('heading', { name: /Valymas$/ }).closest('li')!);
    expect([...weekly.keys()].filter((field) => rawField.test(field))).toEqual([]);
    for (const [field, value] of walk.weekly) {
      expect(weekly.get(field!), field).toEqual([value, '—']);
    }
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
