/// <reference types="@testing-library/jest-dom/vitest" />
import type { AdminGroup } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen, stubResizeObserver } from '../../../testScreen';
import GroupFormPage from './GroupFormPage';

const group: AdminGroup = {
  id: 4,
  name: 'PS-1',
  external_id: null,
  users_count: 1,
  resources: [{ id: 7, name: 'Aula' }],
} as AdminGroup;
const member = { id: 12, uid: 'rasa1', name: 'Rasa Rasaitė', email: null };
const candidate = { id: 15, uid: 'jonas2', name: 'Jonas Jonaitis', email: null };

/** The group screen at `address` in `language`; the server holds the group above and its one member. */
async function openGroup(path: string, address: string, language: WebLanguage) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/admin/groups/4/detached-users') {
      return [candidate] as never;
    }
    if (url === '/api/admin/groups/4/users') {
      return { data: [member], meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 } } as never;
    }
    return (url === '/api/admin/groups/4' ? group : {}) as never;
  });
  return renderScreen({ path, Component: GroupFormPage }, address, language);
}

describe('given the group screen', () => {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /* Issue 29: the group's name is checked by the contract's groupBodySchema before it is sent. */
  it('should name a missing name under its field and send nothing (lt)', async () => {
    await openGroup('/admin/groups/create', '/admin/groups/create', 'lt');
    const post = vi.spyOn(api, 'post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nauja grupė' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(screen.getByLabelText('Pavadinimas')).toHaveAttribute('aria-invalid', 'true'));
    expect(post).not.toHaveBeenCalled();
  });

  it('should list the members a page at a time and remove one (en)', async () => {
    await openGroup('/admin/groups/:groupId/edit', '/admin/groups/4/edit', 'en');
    const post = vi.spyOn(api, 'post').mockResolvedValue(group as never);
    expect(await screen.findByRole('heading', { level: 1, name: 'Group PS-1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('PS-1');
    const members = screen.getByRole('region', { name: '1 member' });
    fireEvent.click(await within(members).findByRole('button', { name: 'Remove Rasa Rasaitė' }));
    expect(within(members).getByText('Rasa Rasaitė (rasa1)')).toBeInTheDocument();
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/groups/4/detach-users', { users: [12] }));
    const resources = screen.getByRole('region', { name: 'Resources of the group' });
    expect(within(resources).getByRole('button', { name: 'Remove Aula' })).toBeInTheDocument();
  });

  // The members' column said "Pavadinimas" (what a thing is called) over people's names; people have a "Vardas", as
  // the users' list says.
  it("should head the members with the word for a person's name (lt)", async () => {
    await openGroup('/admin/groups/:groupId/edit', '/admin/groups/4/edit', 'lt');
    const members = await screen.findByRole('region', { name: '1 narys' });
    await within(members).findByText('Rasa Rasaitė (rasa1)');
    expect(
      within(members)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Vardas', 'Veiksmai']);
  });

  // A new group's members said only "No Available Data", not how to add them.
  it('should say how to add the first members of a group that has none (en)', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/admin/groups/4/users') {
        return { data: [], meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 } } as never;
      }
      return (url === '/api/admin/groups/4' ? { ...group, users_count: 0 } : []) as never;
    });
    await renderScreen({ path: '/admin/groups/:groupId/edit', Component: GroupFormPage }, '/admin/groups/4/edit', 'en');
    const members = await screen.findByRole('region', { name: '0 members' });
    expect(
      await within(members).findByText('The group has no members yet. Find users below and add them.'),
    ).toBeVisible();
  });

  it('should look for users to add only with more than 2 characters, once typing pauses, and add one (en)', async () => {
    await openGroup('/admin/groups/:groupId/edit', '/admin/groups/4/edit', 'en');
    const post = vi.spyOn(api, 'post').mockResolvedValue(group as never);
    const find = await screen.findByRole('searchbox', { name: 'Find users to add' });
    fireEvent.change(find, { target: { value: 'Jo' } });
    fireEvent.change(find, { target: { value: 'Jon' } });
    const found = await screen.findByRole('list', { name: 'Users not in the group' });
    expect(vi.mocked(api.get).mock.calls.filter(([url]) => url.endsWith('/detached-users'))).toEqual([
      ['/api/admin/groups/4/detached-users', { search_string: 'Jon' }],
    ]);
    fireEvent.click(await within(found).findByRole('button', { name: 'Add Jonas Jonaitis' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/groups/4/attach-users', { users: [15] }));
  });
});
