/// <reference types="@testing-library/jest-dom/vitest" />
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../data/client';
import { currentUserOf, renderScreen, screenTestHooks } from '../../testScreen';
import ProfilePage from './ProfilePage';

/** The profile of a student who reads Lithuanian, the server answering the save with `saved`. */
async function openProfile(language: 'lt' | 'en') {
  const user = currentUserOf({ language });
  vi.spyOn(api, 'get').mockResolvedValue([] as never);
  const put = vi
    .spyOn(api, 'put')
    .mockImplementation(async (_path, body) => ({ ...user, ...(body as object) }) as never);
  const setUser = vi.fn();
  const changeLanguage = vi.fn(() => Promise.resolve());
  await renderScreen({ path: '/user/profile', Component: ProfilePage }, '/user/profile', language, {
    user,
    setUser,
    changeLanguage,
  });
  return { put, setUser, changeLanguage };
}

describe('given a person on their profile', () => {
  screenTestHooks();

  // A semester's-end walk: English chosen and saved, the toast still said "Profilis išsaugotas".
  it.each([
    {
      from: 'lt' as const,
      to: 'en' as const,
      field: /^Kalba/,
      choice: 'English',
      save: 'Išsaugoti',
      said: 'Profile saved',
    },
    {
      from: 'en' as const,
      to: 'lt' as const,
      field: /^Language/,
      choice: 'Lietuvių',
      save: 'Save',
      said: 'Profilis išsaugotas',
    },
  ])('should say the profile is saved in the language just chosen ($from → $to)', async (walk) => {
    const { put, changeLanguage } = await openProfile(walk.from);
    fireEvent.click(screen.getByRole('button', { name: walk.field }));
    fireEvent.click(await screen.findByRole('option', { name: walk.choice }));
    fireEvent.click(screen.getByRole('button', { name: walk.save }));
    expect(await screen.findByText(walk.said)).toBeVisible();
    expect(put).toHaveBeenCalledWith('/api/users/3', expect.objectContaining({ language: walk.to }));
    await waitFor(() => expect(changeLanguage).toHaveBeenCalledWith(walk.to));
  });
});
