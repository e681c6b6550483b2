/// <reference types="@testing-library/jest-dom/vitest" />
import type { CurrentUser, MailTest, SystemSettings } from '@laikas/contract';
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

/** The super administrator signed in; `email` null: their account has no address. */
const superAdmin = (email: string | null) =>
  ({ id: 1, uid: 'root', name: 'Root', email, language: 'en', roles: [], abilities: ['*'] }) as unknown as CurrentUser;

/** The settings screen in `language`, the server holding the settings above, `email` the signed-in user's address. */
async function openSettings(language: WebLanguage, email: string | null = 'root@example.edu') {
  vi.spyOn(api, 'get').mockResolvedValue(settings as never);
  const put = vi.spyOn(api, 'put');
  const post = vi.spyOn(api, 'post');
  await renderScreen(
    { path: '/admin/system-settings', Component: SystemSettingsPage },
    '/admin/system-settings',
    language,
    { user: superAdmin(email) },
  );
  return { put, post };
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

describe('given the test e-mail on the system settings', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const sent: MailTest = {
    outcome: 'sent',
    problem: null,
    to: 'root@example.edu',
    server: 'smtp.example.edu:587',
    message: 'The SMTP server smtp.example.edu:587 accepted the test e-mail to root@example.edu.',
    reply: '250 2.0.0 Ok: queued as 4F1C2',
    file: null,
  };

  it('should send it to the administrator’s own address and say the server accepted it (en)', async () => {
    const { post } = await openSettings('en');
    post.mockResolvedValue(sent as never);
    expect(await screen.findByText(/to your address root@example\.edu/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Send a test e-mail' }));
    const status = (await screen.findByText('The mail server accepted the test e-mail.')).closest('[role="status"]');
    expect(post).toHaveBeenCalledWith('/api/admin/outbox/test-email');
    expect(status).toHaveTextContent(sent.message);
    expect(status).toHaveTextContent('Mail server' + 'smtp.example.edu:587');
    expect(status).toHaveTextContent('250 2.0.0 Ok: queued as 4F1C2');
  });

  it('should show a refused sign-in as an alert with the server’s own words (lt)', async () => {
    const { post } = await openSettings('lt');
    post.mockResolvedValue({
      ...sent,
      outcome: 'failed',
      problem: 'authentication',
      message: 'SMTP serveris smtp.example.edu:587 nepriėmė prisijungimo: patikrinkite SMTP_USER ir SMTP_PASSWORD.',
      reply: '535 5.7.8 Authentication credentials invalid',
    } satisfies MailTest as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Siųsti bandomąjį laišką' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bandomasis laiškas neišsiųstas.');
    expect(alert).toHaveTextContent('nepriėmė prisijungimo: patikrinkite SMTP_USER ir SMTP_PASSWORD.');
    expect(alert).toHaveTextContent('Serverio atsakymas' + '535 5.7.8 Authentication credentials invalid');
  });

  it('should say where the file went when mail is written to files (en)', async () => {
    const { post } = await openSettings('en');
    post.mockResolvedValue({
      ...sent,
      outcome: 'written',
      server: null,
      reply: null,
      message:
        'No SMTP server is set (SMTP_HOST), so the test e-mail to root@example.edu was written to the file /srv/mail/test.eml.',
      file: '/srv/mail/test.eml',
    } satisfies MailTest as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
    const status = (await screen.findByText('The test e-mail was written to a file.')).closest('[role="status"]');
    expect(status).toHaveTextContent('File' + '/srv/mail/test.eml');
  });

  it('should show the server’s refusal of the request itself, such as too many tries (en)', async () => {
    const { post } = await openSettings('en');
    post.mockRejectedValue(new ApiError(429, 'Too many attempts. Please try again in 10 min.', {}, 600));
    fireEvent.click(await screen.findByRole('button', { name: 'Send a test e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 10 min.');
  });

  it('should offer no test e-mail to an account without an address, and lead to the profile (en)', async () => {
    const { post } = await openSettings('en', null);
    const button = await screen.findByRole('button', { name: 'Send a test e-mail' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Add one on your profile' })).toHaveAttribute('href', '/user/profile');
    fireEvent.click(button);
    expect(post).not.toHaveBeenCalled();
  });
});
