/// <reference types="@testing-library/jest-dom/vitest" />
import type { AdminResource } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen, stubResizeObserver } from '../../../testScreen';
import ResourceFormPage from './ResourceFormPage';

const slot = (from: number, to: number) => ({ from: { hours: from, minutes: 0 }, to: { hours: to, minutes: 0 } });

const hall = {
  id: 7,
  name: 'Aula',
  description: null,
  notes: null,
  contact_info: null,
  address: 'Universiteto g. 3',
  capacity: 120,
  tags: ['projector'],
  images: [],
  items: [],
  stored_images: [],
  named_items: [],
  future_reservations: 0,
  settings: {
    min_duration: 30,
    max_duration: 240,
    approved: false,
    available_spaces: 1,
    from: { hours: 8, minutes: 0 },
    to: { hours: 20, minutes: 0 },
    allow_anybody: true,
    allow_remote_reservations: false,
    available_slots: [slot(8, 10)],
    forbidden_slots: [],
  },
} satisfies AdminResource;

/** The form at `address` in `language`; the server holds the hall above and the university's default slots. */
async function openForm(path: string, address: string, language: WebLanguage) {
  vi.spyOn(api, 'get').mockImplementation(
    async (path: string) =>
      (path === '/api/settings'
        ? { default_available_slots: [slot(9, 11)], default_forbidden_slots: [], upload_max_bytes: 1024 * 1024 }
        : hall) as never,
  );
  return renderScreen({ path, Component: ResourceFormPage }, address, language);
}

/* Issue 29: the form is checked by the contract's draft schema, the resource body's own rules, before it is sent. */
describe('given the form of a resource', () => {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('should name what to fix under each field and send nothing (lt)', async () => {
    await openForm('/admin/resources/create', '/admin/resources/create', 'lt');
    const post = vi.spyOn(api, 'post');
    fireEvent.change(await screen.findByLabelText(/^Talpa \(vietų\)/), { target: { value: 'keturiasdešimt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Pavadinimas')).toHaveAccessibleDescription('Užpildykite šį lauką.'),
    );
    expect(screen.getByLabelText(/^Talpa \(vietų\)/)).toHaveAccessibleDescription(
      'Palikite tuščią, jei nežinoma. Įveskite sveikąjį skaičių.',
    );
    expect(screen.getByTestId('available_slots').querySelector('input')).toHaveValue('09:00');
    expect(post).not.toHaveBeenCalled();
  });

  it("should keep the form with the server's message, then send the body the schema gives (en)", async () => {
    const router = await openForm('/admin/resources/:resourceId/edit', '/admin/resources/7/edit', 'en');
    const put = vi.spyOn(api, 'put');
    put.mockRejectedValueOnce(
      new ApiError(422, 'Invalid.', { errors: { 'settings.max_duration': ['The longest is shorter.'] } }),
    );
    put.mockResolvedValueOnce(hall as never);
    const longest = await screen.findByLabelText(/^Longest reservation/);
    expect(longest).toHaveValue('240');
    expect(screen.getByRole('checkbox', { name: /approval/i })).toBeChecked();
    fireEvent.change(longest, { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(longest).toHaveAccessibleDescription('Minutes; empty for no limit. The longest is shorter.'),
    );
    fireEvent.change(longest, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Equipment/), { target: { value: 'projector, computers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put).toHaveBeenLastCalledWith(
      '/api/admin/resources/7',
      expect.objectContaining({
        name: 'Aula',
        capacity: 120,
        tags: ['projector', 'computers'],
        images: [],
        settings: expect.objectContaining({ max_duration: null, approved: false, from: { hours: 8, minutes: 0 } }),
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/resources/7'));
  });

  // Tester's report (lt, 1280): a 422 left focus on Save with its errors far above, off the screen.
  it("should move focus to the first field the server's 422 names, in the form's order (lt)", async () => {
    await openForm('/admin/resources/:resourceId/edit', '/admin/resources/7/edit', 'lt');
    vi.spyOn(api, 'put').mockRejectedValueOnce(
      new ApiError(422, 'Invalid.', {
        errors: { 'settings.to': ['Per anksti.'], 'settings.max_duration': ['Per trumpa.'], name: ['Jau yra.'] },
      }),
    );
    const save = await screen.findByRole('button', { name: 'Išsaugoti' });
    await waitFor(() => expect(screen.getByLabelText('Pavadinimas')).toHaveValue('Aula'));
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByLabelText('Pavadinimas')).toHaveFocus());
    expect(screen.getByLabelText(/^Ilgiausia rezervacija/)).toHaveAccessibleDescription(/Per trumpa\.$/);
  });

  // Tester's report: -3 was "not a whole number", 0 "not valid"; both are whole numbers under the least, 1.
  it.each([
    {
      language: 'lt' as const,
      label: /^Talpa \(vietų\)/,
      save: 'Išsaugoti',
      least: 'Lauko „Talpa“ reikšmė turi būti ne mažesnė nei 1.',
      whole: 'Įveskite sveikąjį skaičių.',
    },
    {
      language: 'en' as const,
      label: /^Capacity/,
      save: 'Save',
      least: 'The field "Capacity" must be at least 1.',
      whole: 'Enter a whole number.',
    },
  ])(
    'should say a capacity under 1 must be at least 1, and 2.5 a whole number ($language)',
    async ({ language, label, save, least, whole }) => {
      await openForm('/admin/resources/create', '/admin/resources/create', language);
      const capacity = await screen.findByLabelText(label);
      for (const [text, message] of [
        ['-3', least],
        ['0', least],
        ['2.5', whole],
      ] as const) {
        fireEvent.change(capacity, { target: { value: text } });
        fireEvent.click(screen.getByRole('button', { name: save }));
        await waitFor(() => expect(capacity).toHaveAccessibleDescription(expect.stringContaining(message)));
      }
    },
  );
});
