/// <reference types="@testing-library/jest-dom/vitest" />
import type { Invitation } from '@laikas/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../data/client';
import { renderScreen, screenTestHooks } from '../../testScreen';
import InvitationsPage from './InvitationsPage';

const seminar: Invitation = {
  reservation_id: 41,
  name: 'Seminaras',
  type: 'event',
  starts_at: '2026-11-30T22:30:00Z',
  ends_at: '2026-11-30T23:30:00Z',
  occurrences: 1,
  resource: 'Aula',
  rooms: 1,
  organiser: { id: 2, name: 'Ona Onaitė' },
  status: 'pending',
};

describe('given an invitation to a reservation', () => {
  screenTestHooks();

  it("should say when it starts on the university's clock, not the browser's (lt)", async () => {
    // A browser in New York, the university in Vilnius: 22:30 UTC is already the next day there.
    const browserZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      vi.spyOn(api, 'get').mockImplementation(async (path) =>
        path === '/api/settings' ? ({ time_zone: 'Europe/Vilnius' } as never) : ([seminar] as never),
      );
      await renderScreen({ path: '/user/invitations', Component: InvitationsPage }, '/user/invitations', 'lt');
      const item = (await screen.findByRole('link', { name: 'Seminaras' })).closest('li')!;
      await waitFor(() => expect(item).toHaveTextContent('2026-12-01 00:30 · Aula'));
      expect(item).not.toHaveTextContent('17:30');
    } finally {
      process.env.TZ = browserZone;
    }
  });
});

describe('when accepting a pending invitation', () => {
  screenTestHooks();

  it('should send the answer and say so, the other answer waiting meanwhile (en)', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (path) =>
      path === '/api/settings' ? ({ time_zone: 'Europe/Vilnius' } as never) : ([seminar] as never),
    );
    const post = vi.spyOn(api, 'post').mockResolvedValue(undefined as never);
    await renderScreen({ path: '/user/invitations', Component: InvitationsPage }, '/user/invitations', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept “Seminaras”' }));
    expect(screen.getByRole('button', { name: 'Decline “Seminaras”' })).toBeDisabled();
    expect(await screen.findByText('Invitation accepted.')).toBeVisible();
    expect(post).toHaveBeenCalledWith('/api/user/invitations/41/accept');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Decline “Seminaras”' })).toBeEnabled());
  });
});
