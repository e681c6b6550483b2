/// <reference types="@testing-library/jest-dom/vitest" />
// The matchers come from the dom project's setup file (tooling/vitest-setup); the app's tsconfig does not list their types.
import type { CurrentUser, Reservation } from '@laikas/contract';
import { ModalHost, ToastProvider } from '@laikas/ui';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '../../data/session';
import { i18n, loadLanguage } from '../../i18n';
import { useReservationEditor } from './useReservationEditor';
import { currentUserOf, stubResizeObserver } from '../../testScreen';

const signedIn = (name: string, roles: string[]): CurrentUser =>
  currentUserOf({
    id: 42,
    uid: 'person42',
    name,
    email: 'person42@example.edu',
    roles: roles.map((key) => ({ key })),
    language: 'en',
  });

/** Answers the calls the session and the reservation form make, as the API would. */
function stubApi(user: CurrentUser) {
  const answers: Record<string, unknown> = {
    '/api/user': { data: user },
    '/api/settings': {
      data: {
        version: '1.0.3',
        university_name: 'Universitetas',
        support_email: 'help@example.edu',
        time_zone: 'Europe/Vilnius',
        upload_max_bytes: 4_194_304,
      },
    },
    '/api/resources': { data: [] },
    '/api/annexes': { data: [] },
    '/api/groups': { data: [], meta: { current_page: 1, last_page: 1, per_page: 1000, total: 0 } },
    '/api/users': { data: [] },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body = answers[new URL(input, 'http://localhost').pathname];
      return new Response(JSON.stringify(body ?? { message: 'Not found' }), { status: body ? 200 : 404 });
    }),
  );
}

function NewReservationButton() {
  const { user } = useSession();
  const { openNew } = useReservationEditor();
  // Offered once the session is known, as the screens that open the form are.
  return user ? (
    <button type="button" onClick={() => openNew({ from: '2026-03-02', type: 'lecture' })}>
      New reservation
    </button>
  ) : null;
}

/**
 * A week as the grid draws it: the reservation's block opens the form; once saved as a whole series its occurrences
 * are drawn anew (the block that opened the form is gone), another block is the grid's tab stop.
 */
function WeekWithBlocks() {
  const { user } = useSession();
  const { openNew } = useReservationEditor();
  const [redrawn, setRedrawn] = useState(false);
  return user ? (
    <>
      <div data-view="grid">
        <div role="button" tabIndex={0} data-key="other">
          Other lecture
        </div>
        {redrawn ? null : (
          <div
            role="button"
            tabIndex={-1}
            data-key="series"
            onClick={() => openNew({ from: '2026-03-02' })}
            onKeyDown={(event) => (event.key === 'Enter' ? openNew({ from: '2026-03-02' }) : undefined)}
          >
            Weekly consultation
          </div>
        )}
      </div>
      <button type="button" onClick={() => setRedrawn(true)}>
        Draw the week anew
      </button>
    </>
  ) : null;
}

/** One weekly seminar the signed-in teacher made, as `GET /api/reservations/{id}` answers it. */
const seminar = {
  id: 1052,
  name: 'Seminaras',
  description: null,
  from: '2026-03-02',
  to: '2026-03-02',
  from_time: { hours: 14, minutes: 0 },
  to_time: { hours: 15, minutes: 0 },
  starts_at: '2026-03-02T12:00:00Z',
  ends_at: '2026-03-02T13:00:00Z',
  type: 'event',
  status: 'approved',
  person_responsible: 42,
  responsible: { id: 42, name: 'Ona Mokytoja' },
  groups: [],
  invitations: [],
  invitation_count: 0,
  annexes: [],
  has_annexes: false,
  reservable: { id: 5, name: 'MIF 202', address: null, settings: {} },
  reservable_id: 5,
  resource_id: 5,
  resource: { id: 5, name: 'MIF 202' },
  item_id: 9,
  is_remote: 0,
  remote_address: null,
  user: { id: 42, name: 'Ona Mokytoja' },
  repeater: null,
  repeater_id: null,
  batch_id: null,
  is_batch: false,
  detached: false,
  can_edit: true,
  can_delete: true,
} as unknown as Reservation;

function SavedReservationButton() {
  const { user } = useSession();
  const { openReservation } = useReservationEditor();
  return user ? (
    <button type="button" onClick={() => openReservation(seminar)}>
      Open the seminar
    </button>
  ) : null;
}

function renderScreen(screenContent = <NewReservationButton />) {
  return render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <ToastProvider>
            <SessionProvider>
              <ModalHost>{screenContent}</ModalHost>
            </SessionProvider>
          </ToastProvider>
        </SWRConfig>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe('useReservationEditor', () => {
  beforeAll(async () => {
    // The form's code is a chunk of its own, loaded on the first open; loaded here, the tests wait for the form only.
    // On a loaded machine the import and the form's first render take seconds (vitest's 10 s for this hook ran out
    // once at load 15; testing-library's wait is set for every dom test in tooling/vitest-setup/jest-dom.ts).
    await import('./ReservationEditor');
  }, 60_000);

  beforeEach(async () => {
    stubResizeObserver();
    localStorage.clear();
    await loadLanguage('en');
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    // No vitest globals here, so Testing Library cannot unmount on its own.
    cleanup();
    vi.unstubAllGlobals();
  });

  describe('given a new reservation opened (WCAG 2.4.3)', () => {
    // First in the file: the form's first open, its code loaded ahead (as the screens preload it) but not yet rendered.
    it('should put the focus on its name, not on the Close button', async () => {
      stubApi(signedIn('Ona Mokytoja', ['teacher']));
      renderScreen();
      await userEvent.click(await screen.findByRole('button', { name: 'New reservation' }));

      const form = await screen.findByRole('dialog');
      await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveFocus());
    });
  });

  // A teacher's walk: the form of their own reservation said "Reservation" where the read-only one names it.
  describe('given a saved reservation its maker may edit', () => {
    it.each([
      ['en', 'Edit Seminaras'],
      ['lt', 'Redaguoti: Seminaras'],
    ] as const)('should title the form with its name (%s)', async (language, title) => {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      stubApi({ ...signedIn('Ona Mokytoja', ['teacher']), language });
      renderScreen(<SavedReservationButton />);
      await userEvent.click(await screen.findByRole('button', { name: 'Open the seminar' }));

      await expect(screen.findByRole('dialog', { name: title })).resolves.toBeVisible();
    });
  });

  describe('given a teacher starting a new reservation', () => {
    it('should title the form "New reservation"', async () => {
      stubApi(signedIn('Ona Mokytoja', ['teacher']));
      renderScreen();
      await userEvent.click(await screen.findByRole('button', { name: 'New reservation' }));

      await expect(screen.findByRole('dialog', { name: 'New reservation' })).resolves.toBeVisible();
    });

    it('should name the teacher as the person responsible', async () => {
      stubApi(signedIn('Ona Mokytoja', ['teacher']));
      renderScreen();
      await userEvent.click(await screen.findByRole('button', { name: 'New reservation' }));

      const form = await screen.findByRole('dialog');
      await expect(within(form).findByRole('button', { name: 'Teacher Ona Mokytoja' })).resolves.toBeVisible();
    });
  });

  describe('given a student starting a new reservation', () => {
    it('should leave the person responsible to be chosen', async () => {
      stubApi(signedIn('Jonas Studentas', ['student']));
      renderScreen();
      await userEvent.click(await screen.findByRole('button', { name: 'New reservation' }));

      const form = await screen.findByRole('dialog');
      await expect(within(form).findByRole('button', { name: 'Teacher Choose…' })).resolves.toBeVisible();
      expect(within(form).queryByText('Jonas Studentas')).not.toBeInTheDocument();
    });
  });

  describe('given a form closed whose opener is then drawn no more (a series saved anew, a deletion)', () => {
    it("should put the focus on the grid's tab stop, not leave it on the page's body", async () => {
      stubApi(signedIn('Ona Mokytoja', ['teacher']));
      renderScreen(<WeekWithBlocks />);
      const block = await screen.findByRole('button', { name: 'Weekly consultation' });
      await userEvent.click(block);
      const form = await screen.findByRole('dialog');

      await userEvent.click(within(form).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(block).toHaveFocus());
      // The week's answer after the save comes: the block that has the focus back is drawn no more.
      fireEvent.click(screen.getByRole('button', { name: 'Draw the week anew' }));
      expect(block).not.toBeInTheDocument();

      await waitFor(() => expect(screen.getByRole('button', { name: 'Other lecture' })).toHaveFocus());
    });
  });
});
