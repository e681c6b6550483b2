/// <reference types="@testing-library/jest-dom/vitest" />
import type { CurrentUser, Reservation } from '@laikas/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../data/client';
import { currentUserOf, renderScreen, screenTestHooks } from '../../testScreen';
import ReservationViewPage from './ReservationViewPage';

/** A signed-in person with `abilities` (and no role). */
function person(abilities: string[]): CurrentUser {
  return currentUserOf({ abilities, language: 'en' });
}

/** One occurrence of a weekly seminar series in MIF 202. */
const seminar = {
  id: 1052,
  name: 'Seminaras',
  description: null,
  from: '2026-12-07',
  to: '2026-12-07',
  from_time: { hours: 14, minutes: 0 },
  to_time: { hours: 15, minutes: 0 },
  starts_at: '2026-12-07T12:00:00Z',
  ends_at: '2026-12-07T13:00:00Z',
  type: 'event',
  status: 'approved',
  person_responsible: 2,
  responsible: { id: 2, name: 'doc. Tomas Kazlauskas' },
  groups: [],
  invitations: [],
  invitation_count: 0,
  annexes: [],
  has_annexes: false,
  reservable: { id: 5, name: 'MIF 202 kompiuterių klasė', address: 'Naugarduko g. 24, Vilnius', settings: {} },
  reservable_id: 5,
  resource_id: 5,
  resource: { id: 5, name: 'MIF 202 kompiuterių klasė' },
  item_id: 9,
  is_remote: 0,
  remote_address: null,
  user: { id: 2, name: 'doc. Tomas Kazlauskas' },
  repeater: null,
  repeater_id: 77,
  batch_id: null,
  is_batch: false,
  detached: true,
  can_edit: false,
  can_delete: false,
} as unknown as Reservation;

async function openSeminar(abilities: string[]) {
  vi.spyOn(api, 'get').mockImplementation(async (path) =>
    path === '/api/settings' ? ({ time_zone: 'Europe/Vilnius' } as never) : (seminar as never),
  );
  await renderScreen(
    { path: '/reservations/:reservationId', Component: ReservationViewPage },
    '/reservations/1052',
    'en',
    {
      user: person(abilities),
    },
  );
  return screen.findByRole('heading', { level: 1, name: 'Seminaras' });
}

describe('given an occurrence of a series', () => {
  screenTestHooks();

  // A student saw a lone "·" under the room: the separator of two history links only super administrators get.
  it('should show no stray separator to someone who may not read its history (en)', async () => {
    const heading = await openSeminar([]);
    const header = heading.parentElement!;
    expect(header).toHaveTextContent('MIF 202 kompiuterių klasė · Naugarduko g. 24, Vilnius');
    expect(header.textContent?.replace('MIF 202 kompiuterių klasė · ', '')).not.toContain('·');
  });

  it('should link a super administrator to its history and its series history (en)', async () => {
    await openSeminar(['*']);
    expect(screen.getByRole('link', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /series/i })).toBeInTheDocument();
  });
});
