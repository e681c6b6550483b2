/// <reference types="@testing-library/jest-dom/vitest" />
import { ModalHost, ToastProvider, useModal, type ModalContentProps } from '@laikas/ui';
import { useEffect } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../i18n';
import { SessionTimeout } from './SessionTimeout';

const calls = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), logout: vi.fn() }));
vi.mock('../data/client', () => ({ api: { get: calls.get, post: calls.post } }));
// The university's zone (the settings' answer), whatever zone the computer running the browser is in.
vi.mock('../data/appInfo', () => ({ useTimeZone: () => 'Europe/Vilnius' }));
vi.mock('../data/session', () => ({ useSession: () => ({ user: { id: 7 }, logout: calls.logout }) }));

const MINUTE = 60_000;
const state = (minutes: number, canExtend = true) => ({
  expires_at: new Date(Date.now() + minutes * MINUTE).toISOString(),
  seconds_left: minutes * 60,
  can_extend: canExtend,
});
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A reservation form as the person has it open: a name typed, not saved. */
function NameForm({ close }: ModalContentProps) {
  return (
    <form>
      <label htmlFor="reservation-name">Reservation name</label>
      <input id="reservation-name" />
      <button type="button" onClick={close}>
        Cancel
      </button>
    </form>
  );
}

function OpensForm() {
  const modal = useModal();
  useEffect(() => modal.open(NameForm, { header: 'New reservation' }), [modal.open]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/*
 * Issue 32, WCAG 2.2.1 Timing Adjustable: the warning comes two minutes before the session's end as the server counts
 * it, asks the server again first (use elsewhere moves the end), and "Stay signed in" extends it on the server.
 * e2e/tests/session-timeout.e2e.test.ts walks the same against the real server.
 */
describe('given a signed-in person whose session ends for want of use', () => {
  beforeAll(async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // 10:00 in Vilnius: the times said are the university's, not the test machine's (UTC in CI).
    vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    calls.get.mockReset();
    calls.post.mockReset();
    calls.logout.mockReset();
  });

  const show = async (withForm = false) => {
    render(
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <ModalHost>
            {withForm ? <OpensForm /> : null}
            <SessionTimeout />
          </ModalHost>
        </ToastProvider>
      </I18nextProvider>,
    );
    await advance(0);
  };

  it('should warn two minutes before the end, and stay signed in through the server', async () => {
    calls.get.mockResolvedValueOnce(state(60)).mockResolvedValueOnce(state(2));
    await show();
    await advance(58 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.get).toHaveBeenCalledTimes(1);

    await advance(1000);
    expect(calls.get).toHaveBeenCalledTimes(2);
    const dialog = screen.getByRole('dialog', { name: 'Your session is about to end' });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You have not used Laikas for a while. To keep your account safe, your session ends at 11:00.',
    );
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();

    calls.post.mockResolvedValueOnce(state(60));
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await advance(0);
    expect(calls.post).toHaveBeenCalledWith('/api/session', {});
    expect(screen.queryByRole('dialog')).toBeNull();
    // A success toast's status gets its text a moment after it appears, so that screen readers say it (ui Toasts).
    await advance(100);
    expect(screen.getByText('You stay signed in until 11:58.')).toBeInTheDocument();
    expect(calls.logout).not.toHaveBeenCalled();
  });

  it('should warn no one whose session was used meanwhile, and ask again before the new end', async () => {
    calls.get.mockResolvedValueOnce(state(60)).mockResolvedValueOnce(state(30)).mockResolvedValueOnce(state(2));
    await show();
    await advance(58 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(28 * MINUTE);
    expect(calls.get).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('dialog', { name: 'Your session is about to end' })).toBeVisible();
  });

  it('should say when a session that cannot be extended ends, and sign out when asked', async () => {
    calls.get.mockResolvedValueOnce(state(1.5, false));
    await show();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session ends at 10:01 and cannot be extended any more. Save your work, then sign in again.',
    );
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await advance(0);
    expect(calls.logout).toHaveBeenCalledTimes(1);
    expect(calls.post).not.toHaveBeenCalled();
  });

  // Issue 32: the host showed one modal at a time, so the warning replaced an open reservation form and what was
  // typed into it was lost.
  it('should warn over an open reservation form, which keeps what was typed and gets focus back', async () => {
    calls.get.mockResolvedValueOnce(state(60)).mockResolvedValueOnce(state(2));
    await show(true);
    const name = screen.getByLabelText('Reservation name');
    name.focus();
    fireEvent.change(name, { target: { value: 'Algebra consultation' } });
    await advance(58 * MINUTE);

    const warning = screen.getByRole('dialog', { name: 'Your session is about to end' });
    expect(warning).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(document.getElementById('reservation-name')).toHaveValue('Algebra consultation');

    calls.post.mockResolvedValueOnce(state(60));
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await advance(0);
    expect(screen.queryByRole('dialog', { name: 'Your session is about to end' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New reservation' })).toBeVisible();
    expect(screen.getByLabelText('Reservation name')).toHaveValue('Algebra consultation');
    expect(screen.getByLabelText('Reservation name')).toHaveFocus();
  });
});
