/// <reference types="@testing-library/jest-dom/vitest" />
import type { AdminAnnex } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen } from '../../../testScreen';
import AnnexFormPage from './AnnexFormPage';

const microphone: AdminAnnex = { id: 9, name: 'Mikrofonas', description: null };

/** The annex form at `address` (create or edit), the server holding the microphone above. */
async function openForm(path: string, address: string, language: WebLanguage) {
  const get = vi.spyOn(api, 'get').mockResolvedValue(microphone as never);
  const router = await renderScreen({ path, Component: AnnexFormPage }, address, language);
  return { get, router };
}

describe('given the form of an annex', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("should show the server's 422 under the name, then create the annex and go back to the list (lt)", async () => {
    const { router } = await openForm('/admin/annexes/create', '/admin/annexes/create', 'lt');
    const post = vi.spyOn(api, 'post');
    post.mockRejectedValueOnce(new ApiError(422, 'Invalid.', { errors: { name: ['Toks priedas jau yra.'] } }));
    post.mockResolvedValueOnce({ id: 10, name: 'Kamera', description: 'Sony' } as never);
    expect(screen.getByRole('heading', { name: 'Naujas priedas' })).toBeVisible();
    const name = screen.getByLabelText('Pavadinimas');
    fireEvent.change(name, { target: { value: 'Kamera' } });
    fireEvent.change(screen.getByLabelText('Aprašymas'), { target: { value: 'Sony' } });
    fireEvent.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Toks priedas jau yra.'));
    expect(post).toHaveBeenCalledWith('/api/admin/annexes', { name: 'Kamera', description: 'Sony' });
    expect(router.state.location.pathname).toBe('/admin/annexes/create');

    fireEvent.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/annexes'));
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('should ask for the name before sending an annex without one, as the server would (en)', async () => {
    await openForm('/admin/annexes/create', '/admin/annexes/create', 'en');
    const post = vi.spyOn(api, 'post');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/Name/);
    expect(post).not.toHaveBeenCalled();
  });

  it('should fill the form from the server and save the changes with PUT (en)', async () => {
    const { get, router } = await openForm('/admin/annexes/:annexId/edit', '/admin/annexes/9/edit', 'en');
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...microphone, description: 'Wireless' } as never);
    const name = await screen.findByLabelText('Name');
    expect(get).toHaveBeenCalledWith('/api/admin/annexes/9');
    expect(screen.getByRole('heading', { name: 'Edit Mikrofonas' })).toBeVisible();
    expect(name).toHaveValue('Mikrofonas');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Wireless' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/annexes'));
    expect(put).toHaveBeenCalledWith('/api/admin/annexes/9', { name: 'Mikrofonas', description: 'Wireless' });
  });

  it('should say so when the annex cannot be loaded (en)', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Not found.'));
    await renderScreen({ path: '/admin/annexes/:annexId/edit', Component: AnnexFormPage }, '/admin/annexes/9/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this. Try again.');
  });
});
