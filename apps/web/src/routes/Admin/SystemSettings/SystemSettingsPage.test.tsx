/// <reference types="@testing-library/jest-dom/vitest" />
import type { SystemSettings } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../data/client';
import { type WebLanguage } from '../../../i18n';
import { renderScreen } from '../../../testScreen';
import SystemSettingsPage from './SystemSettingsPage';

const settings: SystemSettings = {
  university_name: 'Vilniaus universitetas',
  support_email: 'tvarkarasciai@example.edu',
  upload_max_bytes: 4 * 1024 * 1024,
  default_available_slots: [{ from: { hours: 8, minutes: 30 }, to: { hours: 10, minutes: 0 } }],
  default_forbidden_slots: [],
  default_reminder_hour: 18,
} as unknown as SystemSettings;

/** The settings screen in `language`, the server holding the settings above. */
async function openSettings(language: WebLanguage) {
  vi.spyOn(api, 'get').mockResolvedValue(settings as never);
  const put = vi.spyOn(api, 'put');
  await renderScreen(
    { path: '/admin/system-settings', Component: SystemSettingsPage },
    '/admin/system-settings',
    language,
  );
  return { put };
}

describe('given the system settings of a super administrator', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('should save the name and a limit typed with a decimal comma, and say so (lt)', async () => {
    const { put } = await openSettings('lt');
    put.mockImplementation(async (_path, body) => body as never);
    const name = await screen.findByLabelText('Universiteto pavadinimas');
    expect(name).toHaveValue('Vilniaus universitetas');
    fireEvent.change(name, { target: { value: 'Kauno universitetas' } });
    fireEvent.change(screen.getByLabelText(/^Didžiausia nuotrauka \(MB\)/), { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/api/admin/system-settings',
        expect.objectContaining({
          university_name: 'Kauno universitetas',
          upload_max_bytes: 2.5 * 1024 * 1024,
          default_available_slots: settings.default_available_slots,
          default_reminder_hour: 18,
        }),
      ),
    );
    expect(await screen.findByText('Nustatymai išsaugoti ir jau naudojami.')).toBeVisible();
  });

  it("should keep the form with the server's field error when it refuses (en)", async () => {
    const { put } = await openSettings('en');
    put.mockRejectedValue(
      new ApiError(422, 'Invalid', { errors: { support_email: ['Enter a valid e-mail address.'] } }),
    );
    const email = await screen.findByLabelText('Support e-mail');
    fireEvent.change(email, { target: { value: 'nobody@example.invalid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('should not send a slot that is no time and say so under the slots (en)', async () => {
    const { put } = await openSettings('en');
    const from = await screen.findByLabelText('Slot 1 from');
    fireEvent.change(from, { target: { value: '25:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/HH:MM/)).toBeVisible();
    expect(put).not.toHaveBeenCalled();
  });
});
