/// <reference types="@testing-library/jest-dom/vitest" />
import type { CurrentUser, ResourceListItem } from '@laikas/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../data/client';
import type { WebLanguage } from '../../i18n';
import { currentUserOf, renderScreen } from '../../testScreen';
import ResourcesIndexPage from './ResourcesIndexPage';

const person = (abilities: string[]): CurrentUser =>
  currentUserOf({ id: 2, uid: 'rasa', name: 'Rasa Petrauskienė', abilities });

const hall = {
  id: 1,
  name: 'Auditorija 101',
  address: 'Studentų g. 50',
  allow_remote_reservations: false,
  approved: true,
} as ResourceListItem;

/** The resources screen in `language` for `user`; the server holds `resources`. */
async function openResources(language: WebLanguage, user: CurrentUser, resources: ResourceListItem[]) {
  vi.spyOn(api, 'get').mockResolvedValue(resources as never);
  await renderScreen({ path: '/resources', Component: ResourcesIndexPage }, '/resources', language, { user });
}

describe('given the resources screen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  // A new university's first visit said "Paieškos neatitinka nė vienas išteklius" (nothing matches the search) with
  // nothing searched, and showed no way on.
  describe('when the university has no resource yet', () => {
    it('should say so and lead whoever manages resources to making the first (lt)', async () => {
      await openResources('lt', person(['administrate', 'resources.manage']), []);
      expect(await screen.findByText(/Išteklių dar nėra\./)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Sukurkite pirmąjį išteklių' })).toHaveAttribute(
        'href',
        '/admin/resources/create',
      );
      expect(screen.queryByText('Paieškos neatitinka nė vienas išteklius.')).not.toBeInTheDocument();
    });

    it('should tell a student that they appear once the office makes them (en)', async () => {
      await openResources('en', person([]), []);
      expect(
        await screen.findByText('There are no resources yet. They appear here once the timetable office adds them.'),
      ).toBeVisible();
      expect(screen.queryByRole('link', { name: /Create the first/ })).not.toBeInTheDocument();
    });
  });

  describe('when a search finds none of the resources', () => {
    it('should say that nothing matches (en)', async () => {
      await openResources('en', person([]), [hall]);
      await screen.findByRole('link', { name: 'Auditorija 101' });
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
      expect(await screen.findByText('No resource matches the search.')).toBeVisible();
    });
  });
});
