/// <reference types="@testing-library/jest-dom/vitest" />
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../data/client';
import { renderScreen, screenTestHooks } from '../../testScreen';
import NotificationSettingsPage from './NotificationSettingsPage';

/** The page in `language`, the server sending the daily reminder and invitations by e-mail. */
async function openSettings(language: 'lt' | 'en') {
  vi.spyOn(api, 'get').mockResolvedValue({ email: ['daily_reminder', 'invitation'] } as never);
  await renderScreen(
    { path: '/user/notifications', Component: NotificationSettingsPage },
    '/user/notifications',
    language,
  );
}

describe('given the e-mail notifications of a person', () => {
  screenTestHooks();

  it('should save the kinds checked in their own order and say so (lt)', async () => {
    await openSettings('lt');
    const put = vi.spyOn(api, 'put').mockImplementation(async (_path, body) => body as never);
    const reminder = await screen.findByRole('checkbox', { name: /^Dienos priminimas/ });
    expect(reminder).toBeChecked();
    fireEvent.click(reminder);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Esate paskirtas atsakingu asmeniu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Išsaugota.')).toBeVisible();
    expect(put).toHaveBeenCalledWith('/api/user/notification-settings', {
      email: ['person_responsible', 'invitation'],
    });
  });

  it("should show the server's 422 under the choices (en)", async () => {
    await openSettings('en');
    vi.spyOn(api, 'put').mockRejectedValue(
      new ApiError(422, 'Invalid.', { errors: { email: ['Choose known kinds only.'] } }),
    );
    const invitation = await screen.findByRole('checkbox', { name: 'You are invited' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(invitation).toHaveAccessibleDescription('Choose known kinds only.'));
  });
});

describe('given the e-mail notifications while they load', () => {
  screenTestHooks();

  // Regression (every-screen e2e): the page drew one heading while loading and another once loaded, losing the focus.
  it('should keep its heading, and the focus on it, when the settings come (en)', async () => {
    let answer: (settings: unknown) => void = () => undefined;
    vi.spyOn(api, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    await renderScreen(
      { path: '/user/notifications', Component: NotificationSettingsPage },
      '/user/notifications',
      'en',
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'E-mail notifications' });
    heading.tabIndex = -1;
    heading.focus();
    answer({ email: ['invitation'] });
    expect(await screen.findByRole('checkbox', { name: 'You are invited' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(heading).toHaveFocus();
  });
});
