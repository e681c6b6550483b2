/// <reference types="@testing-library/jest-dom/vitest" />
import type { CurrentUser } from '@laikas/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../data/client';
import { renderScreen, screenTestHooks } from '../../testScreen';
import ChangePasswordPage from './ChangePasswordPage';

const session = {
  mustChange: false,
  reason: null as CurrentUser['password_change_reason'],
  refresh: vi.fn(),
};

async function openChangePassword(language: 'lt' | 'en') {
  const router = await renderScreen(
    { path: '/user/change-password', Component: ChangePasswordPage },
    '/user/change-password',
    language,
    {
      user: {
        id: 7,
        must_change_password: session.mustChange,
        password_change_reason: session.reason,
      } as CurrentUser,
      refresh: session.refresh,
    },
  );
  return router;
}

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

describe('given a person changing their password', () => {
  screenTestHooks();

  // Issue 12, item 17: the server checks the three together, so every fault shows at once, each under its field.
  it("should send what was typed and show every fault of the server's answer together (lt)", async () => {
    session.mustChange = false;
    await openChangePassword('lt');
    const put = vi.spyOn(api, 'put').mockRejectedValue(
      new ApiError(422, 'Neteisingi duomenys.', {
        errors: {
          current_password: ['Dabartinis slaptažodis neteisingas.'],
          password_confirmation: ['Slaptažodžio patvirtinimas nesutampa.'],
        },
      }),
    );
    fill({
      'Dabartinis slaptažodis': 'ne-tas-slaptazodis1',
      'Naujas slaptažodis': 'naujas12345',
      'Pakartokite naują slaptažodį': 'naujas54321',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Keisti slaptažodį' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Dabartinis slaptažodis')).toHaveAccessibleDescription(
        'Dabartinis slaptažodis neteisingas.',
      ),
    );
    expect(screen.getByLabelText('Pakartokite naują slaptažodį')).toHaveAccessibleDescription(
      'Slaptažodžio patvirtinimas nesutampa.',
    );
    expect(put).toHaveBeenCalledWith('/api/user/password', {
      current_password: 'ne-tas-slaptazodis1',
      password: 'naujas12345',
      password_confirmation: 'naujas54321',
    });
    // Nothing typed is lost: the person corrects one field.
    expect(screen.getByLabelText('Naujas slaptažodis')).toHaveValue('naujas12345');
  });

  it('should empty the fields and say so once the password is changed (en)', async () => {
    session.mustChange = false;
    await openChangePassword('en');
    vi.spyOn(api, 'put').mockResolvedValue(undefined as never);
    fill({ 'Current password': 'senas12345', 'New password': 'naujas12345', 'New password again': 'naujas12345' });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeVisible();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password again')).toHaveValue('');
  });

  it('should ask for the temporary password after a reset, and go Home once a new one is set (en)', async () => {
    session.mustChange = true;
    session.reason = 'reset';
    const router = await openChangePassword('en');
    expect(screen.getByRole('alert')).toHaveTextContent(/An administrator reset your password/);
    vi.spyOn(api, 'put').mockResolvedValue(undefined as never);
    fill({ 'Temporary password': 'laikinas123', 'New password': 'naujas12345', 'New password again': 'naujas12345' });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.refresh).toHaveBeenCalledTimes(1);
  });

  // A new university's walk (defect 2): a new account's first sign-in was told an administrator reset its password.
  it.each([
    {
      language: 'lt' as const,
      reason: 'new_account' as const,
      says: 'Sveiki! Jūsų paskyra sukurta su laikinuoju slaptažodžiu. Norėdami tęsti, susikurkite savo slaptažodį.',
    },
    {
      language: 'en' as const,
      reason: 'new_account' as const,
      says: 'Welcome! Your account was made with a temporary password. Choose your own password to continue.',
    },
    {
      language: 'lt' as const,
      reason: 'reset' as const,
      says: 'Administratorius nustatė jums laikinąjį slaptažodį. Norėdami tęsti, susikurkite naują.',
    },
    {
      language: 'en' as const,
      reason: 'reset' as const,
      says: 'An administrator reset your password. Choose a new one to continue.',
    },
  ])('should say why the password must be changed: $reason ($language)', async ({ language, reason, says }) => {
    session.mustChange = true;
    session.reason = reason;
    await openChangePassword(language);
    expect(screen.getByRole('alert')).toHaveTextContent(says);
  });
});
