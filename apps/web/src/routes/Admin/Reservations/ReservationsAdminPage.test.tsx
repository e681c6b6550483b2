/// <reference types="@testing-library/jest-dom/vitest" />
import type { AdminReservationRow } from '@laikas/contract';
import { LoadingProvider, ModalHost, ToastProvider } from '@laikas/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { mutate, SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage, type WebLanguage } from '../../../i18n';
import { renderScreen, screenTestHooks } from '../../../testScreen';
import { api, ApiError } from '../../../data/client';
import ReservationsAdminPage from './ReservationsAdminPage';

const seminar: AdminReservationRow = {
  id: 41,
  name: 'Seminaras',
  type: 'event',
  status: 'pending',
  starts_at: '2026-12-01T08:00:00Z',
  ends_at: '2026-12-01T09:30:00Z',
  resource: { id: 4, name: 'Auditorija 101' },
  creator: { id: 12, name: 'Ieva Petrauskaitė' },
  person_responsible: null,
  repeater_id: null,
  batch_id: null,
  closure: null,
};

/** The reservation administration at `address`; the server answers one pending seminar. */
async function openReservations(address: string) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path, query) => {
    if (path === '/api/settings') {
      return { time_zone: 'Europe/Vilnius' } as never;
    }
    // What a filter from the address names, asked for by id.
    if (path === '/api/resources/4') {
      return { id: 4, name: 'Auditorija 101' } as never;
    }
    if (path === '/api/users' && query?.id === 12) {
      return [{ id: 12, uid: 'ievap', name: 'Ieva Petrauskaitė', email: null }] as never;
    }
    if (path === '/api/groups' && query?.ids === '7') {
      return { data: [{ id: 7, name: 'PS 1 gr.' }] } as never;
    }
    return { data: [seminar], meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 } } as never;
  });
  const post = vi.spyOn(api, 'post').mockResolvedValue([{ id: 41, status: 'approved' }] as never);
  const router = await renderScreen({ path: '/admin/reservations', Component: ReservationsAdminPage }, address, 'en');
  await screen.findByRole('link', { name: 'Seminaras' });
  const listCalls = () => get.mock.calls.filter(([path]) => path === '/api/admin/reservations');
  return { listCalls, post, router };
}

describe('given the reservation administration', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should ask the server for the pending ones when the address names no status', async () => {
    const { listCalls } = await openReservations('/admin/reservations');
    expect(listCalls().at(-1)?.[1]).toMatchObject({ page: 1, per_page: 25, status: 'pending' });
    expect(screen.getByRole('button', { name: /^Status/ })).toHaveTextContent('Awaiting approval');
  });

  // The list wrote "Dec 1, 2026, 10:00 AM–11:30 AM" where the reservation's own form and the week say 10:00–11:30.
  it('should write the times on the 24-hour clock the rest of the app uses (en)', async () => {
    await openReservations('/admin/reservations');
    const row = screen.getByRole('link', { name: 'Seminaras' }).closest('tr')!;
    expect(row).toHaveTextContent('Dec 1, 2026, 10:00–11:30');
  });

  it('should open the filters a link names: every status, one room, from a date', async () => {
    const { listCalls } = await openReservations('/admin/reservations?status=all&resource_id=4&from=2026-12-01');
    const query = listCalls().at(-1)?.[1] as Record<string, unknown>;
    expect(query).toMatchObject({ resource_id: 4, from: '2026-12-01' });
    expect(query.status).toBeUndefined();
    expect(screen.getByRole('button', { name: /^Status/ })).toHaveTextContent('Every status');
    expect(screen.getByRole('button', { name: /^From/ })).toHaveTextContent('2026-12-01');
  });

  it('should name the room, group and person a link filters by, not their ids', async () => {
    await openReservations('/admin/reservations?resource_id=4&group_id=7&user_id=12');
    const [resource, group, person] = [/^Resource/, /^Group/, /^User/].map((name) =>
      screen.getByRole('button', { name }),
    );
    await waitFor(() => {
      expect(resource).toHaveTextContent('Auditorija 101');
      expect(group).toHaveTextContent('PS 1 gr.');
      expect(person).toHaveTextContent('Ieva Petrauskaitė');
    });
  });

  it('should approve the selected ones and clear the filters back to the plain address', async () => {
    const { post, router } = await openReservations('/admin/reservations?status=all');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Seminaras' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve 1 selected' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/reservations/approve', { ids: [41] }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('should start another filter with nothing selected, and select nothing once the selection is approved', async () => {
    const { post, router } = await openReservations('/admin/reservations');
    const selectSeminar = () => screen.getByRole('checkbox', { name: 'Select Seminaras' });
    fireEvent.click(selectSeminar());
    expect(selectSeminar()).toBeChecked();
    await act(() => router.navigate('/admin/reservations?status=all'));
    await waitFor(() => expect(selectSeminar()).not.toBeChecked());
    expect(screen.getByRole('button', { name: /^Approve \d+ selected$/ })).toBeDisabled();
    fireEvent.click(selectSeminar());
    fireEvent.click(screen.getByRole('button', { name: 'Approve 1 selected' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/reservations/approve', { ids: [41] }));
    await waitFor(() => expect(selectSeminar()).not.toBeChecked());
  });
});

/**
 * A room closed after a booking was requested, the administrator keeping what was booked there: the list said nothing
 * and Approve went through without a word. The row names the closure, and approving asks first, naming it.
 */
describe('given a pending reservation in a closure added after it was requested', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each([
    {
      language: 'en' as const,
      marked: 'Closed then: Remontas',
      approve: 'Approve Seminaras',
      question:
        '“Seminaras” on Dec 1, 2026 falls in a closure: Remontas. Approve it only if it takes place all the same.',
      anyway: 'Approve anyway',
      cancel: 'Cancel',
    },
    {
      language: 'lt' as const,
      marked: 'Tuo metu uždaryta: Remontas',
      approve: 'Patvirtinti: Seminaras',
      question: '„Seminaras“ (2026-12-01): tuo metu uždaryta – Remontas. Tvirtinkite, tik jei ji vis tiek vyks.',
      anyway: 'Vis tiek patvirtinti',
      cancel: 'Atšaukti',
    },
  ])('should name the closure in its row and ask before approving ($language)', async (words) => {
    vi.spyOn(api, 'get').mockImplementation(async (path) => {
      if (path === '/api/settings') {
        return { time_zone: 'Europe/Vilnius' } as never;
      }
      const row = { ...seminar, closure: { name: 'Remontas' } };
      return { data: [row], meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 } } as never;
    });
    const post = vi.spyOn(api, 'post').mockResolvedValue([{ id: 41, status: 'approved' }] as never);
    await renderScreen(
      { path: '/admin/reservations', Component: ReservationsAdminPage },
      '/admin/reservations',
      words.language,
    );
    const row = (await screen.findByRole('link', { name: 'Seminaras' })).closest('tr')!;
    expect(row).toHaveTextContent(words.marked);

    // Cancelled: nothing is sent.
    fireEvent.click(within(row).getByRole('button', { name: words.approve }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(words.question);
    fireEvent.click(within(dialog).getByRole('button', { name: words.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();

    // Confirmed: approved despite the closure.
    fireEvent.click(within(row).getByRole('button', { name: words.approve }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: words.anyway }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/reservations/approve', { ids: [41], despite_closures: true }),
    );
  });
});

/** The server's refusal of a range that ends before it starts, in the reader's language (HTTP 422). */
const refusals = {
  en: 'The end of the range must not be before its start',
  lt: 'Laikotarpio pabaiga negali būti ankstesnė už pradžią',
} as const;

async function openWithReversedRange(language: WebLanguage) {
  const message = refusals[language];
  vi.spyOn(api, 'get').mockImplementation(async (path) => {
    if (path === '/api/admin/reservations') {
      throw new ApiError(422, message, { message, errors: { to: [message] } });
    }
    return { time_zone: 'Europe/Vilnius' } as never;
  });
  const address = '/admin/reservations?status=all&from=2026-12-20&to=2026-12-01';
  await renderScreen({ path: '/admin/reservations', Component: ReservationsAdminPage }, address, language);
}

describe('given the reservation administration filtered by a range that ends before it starts', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  // The list answered 422 with the reason; the screen said only "Could not load this. Try again.", which no retry
  // changes, and did not say that the dates were the trouble.
  it.each(['en', 'lt'] as const)('should say what is wrong with the range (%s)', async (language) => {
    await openWithReversedRange(language);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusals[language]);
  });
});

/** The reservation administration at `address` in `language`; the server has no reservation that matches. */
async function openEmpty(address: string, language: WebLanguage) {
  vi.spyOn(api, 'get').mockImplementation(async (path) => {
    if (path === '/api/admin/reservations') {
      return { data: [], meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 } } as never;
    }
    if (path === '/api/resources/4') {
      return { id: 4, name: 'Auditorija 101' } as never;
    }
    return { time_zone: 'Europe/Vilnius' } as never;
  });
  await renderScreen({ path: '/admin/reservations', Component: ReservationsAdminPage }, address, language);
}

describe('given the reservation administration with nothing to show', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  // A new university's walk (defect 4): on day one, with no filter set, the queue said no reservation matched filters.
  it.each([
    { language: 'en' as const, says: 'No reservation is waiting for approval.' },
    { language: 'lt' as const, says: 'Patvirtinimo nelaukia nė viena rezervacija.' },
  ])('should say nothing awaits approval when no filter is set ($language)', async ({ language, says }) => {
    await openEmpty('/admin/reservations', language);
    expect(await screen.findByText(says)).toBeVisible();
  });

  // An earlier walk: "every status" and nothing else narrows nothing, yet the list said no reservation matched filters.
  it.each([
    { language: 'en' as const, says: 'There are no reservations yet.' },
    { language: 'lt' as const, says: 'Rezervacijų dar nėra.' },
  ])(
    'should say there are no reservations at all when every status is shown unfiltered ($language)',
    async ({ language, says }) => {
      await openEmpty('/admin/reservations?status=all', language);
      expect(await screen.findByText(says)).toBeVisible();
    },
  );

  it.each([
    { language: 'en' as const, says: 'No reservation matches these filters.' },
    { language: 'lt' as const, says: 'Nė viena rezervacija neatitinka šių filtrų.' },
  ])('should say no reservation matches when a filter is set ($language)', async ({ language, says }) => {
    await openEmpty('/admin/reservations?resource_id=4', language);
    expect(await screen.findByText(says)).toBeVisible();
  });
});

/**
 * A keyboard-only walk (demo data, lt and en): Approve or Reject on a row, "Approve N selected" and Reject in the reason
 * dialog each took away the control that had focus, which fell to the page's body; the reason dialog opened on its
 * close button, so a typed reason went nowhere. The screen as the app shows it, on the app's own SWR cache, so that an
 * answer reloads the list (a screen test's fresh cache would not).
 */
describe('given pending reservations answered from the keyboard', () => {
  screenTestHooks();
  afterEach(async () => {
    await mutate(() => true, undefined, { revalidate: false });
  });

  /** Three pending seminars; the server takes each answered one off the pending list. */
  async function openPendingOnAppCache(language: WebLanguage) {
    const pending = [41, 42, 43];
    vi.spyOn(api, 'get').mockImplementation(async (path) => {
      if (path === '/api/settings') {
        return { time_zone: 'Europe/Vilnius' } as never;
      }
      const rows = pending.map((id) => ({ ...seminar, id, name: `Seminaras ${id}` }));
      return { data: rows, meta: { current_page: 1, last_page: 1, per_page: 25, total: rows.length } } as never;
    });
    const post = vi.spyOn(api, 'post').mockImplementation(async (_path, body) => {
      const { ids } = body as { ids: number[] };
      for (const id of ids) {
        pending.splice(pending.indexOf(id), 1);
      }
      return ids.map((id) => ({ id, status: 'approved' })) as never;
    });
    await loadLanguage(language);
    await i18n.changeLanguage(language);
    const router = createMemoryRouter([{ path: '/admin/reservations', Component: ReservationsAdminPage }], {
      initialEntries: ['/admin/reservations'],
    });
    render(
      <SWRConfig value={{ dedupingInterval: 0, revalidateOnFocus: false }}>
        <I18nextProvider i18n={i18n}>
          <LoadingProvider>
            <ToastProvider>
              <ModalHost>
                <RouterProvider router={router} />
              </ModalHost>
            </ToastProvider>
          </LoadingProvider>
        </I18nextProvider>
      </SWRConfig>,
    );
    await screen.findByRole('link', { name: 'Seminaras 41' });
    return { post };
  }

  const words = {
    en: {
      approve: (name: string) => `Approve ${name}`,
      reject: (name: string) => `Reject ${name}`,
      select: (name: string) => `Select ${name}`,
      approveSelected: 'Approve 1 selected',
      rejectTitle: 'Reject 1 reservation',
      reason: /^Reason/,
      rejectConfirm: 'Reject',
      heading: 'Reservations',
    },
    lt: {
      approve: (name: string) => `Patvirtinti: ${name}`,
      reject: (name: string) => `Atmesti: ${name}`,
      select: (name: string) => `Pažymėti: ${name}`,
      approveSelected: 'Patvirtinti 1 pažymėtą',
      rejectTitle: 'Atmesti 1 rezervaciją',
      reason: /^Priežastis/,
      rejectConfirm: 'Atmesti',
      heading: 'Rezervacijos',
    },
  } as const;

  it.each(['en', 'lt'] as const)(
    'should move focus to the next row, the reason field and the list heading (%s)',
    async (language) => {
      const w = words[language];
      const { post } = await openPendingOnAppCache(language);
      const user = userEvent.setup();

      // Approve on a row: the row goes and the next row's Approve has focus.
      screen.getByRole('button', { name: w.approve('Seminaras 41') }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Seminaras 41' })).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name: w.approve('Seminaras 42') })).toHaveFocus());

      // Reject asks why, with focus on the reason; typed text goes there; once rejected, the next row's Reject.
      await user.tab();
      expect(screen.getByRole('button', { name: w.reject('Seminaras 42') })).toHaveFocus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: w.rejectTitle });
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: w.reason })).toHaveFocus());
      await user.keyboard('Remontas');
      expect(within(dialog).getByRole('textbox', { name: w.reason })).toHaveValue('Remontas');
      within(dialog).getByRole('button', { name: w.rejectConfirm }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(post).toHaveBeenCalledWith('/api/admin/reservations/reject', { ids: [42], reason: 'Remontas' }),
      );
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Seminaras 42' })).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name: w.reject('Seminaras 43') })).toHaveFocus());

      // "Approve 1 selected": disabled once nothing is selected, the list empty: focus on the list's heading.
      await user.click(screen.getByRole('checkbox', { name: w.select('Seminaras 43') }));
      screen.getByRole('button', { name: w.approveSelected }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Seminaras 43' })).toBeNull());
      await waitFor(() => expect(screen.getByRole('heading', { name: w.heading, level: 1 })).toHaveFocus());
    },
  );
});
