/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebLanguage } from '../i18n';
import { currentUserOf, renderScreen } from '../testScreen';
import { AdminLayout } from './AdminLayout';

const administrator = currentUserOf({
  id: 2,
  uid: 'admin',
  name: 'Rūta Jankauskienė',
  abilities: ['administrate', 'reports.manage', 'groups.manage'],
});

/** The section bar above the screen at `address`, in `language`. */
async function openAt(address: string, language: WebLanguage) {
  await renderScreen({ path: '/admin/*', Component: AdminLayout }, address, language, { user: administrator });
  return screen.getByRole('navigation', {
    name: language === 'lt' ? 'Administravimo skyriai' : 'Administration sections',
  });
}

describe('given the administration section bar', () => {
  afterEach(cleanup);

  // The walk of 5 December 2026: on "My reports" both "Reports" and "My reports" were underlined.
  it('should mark only My reports current on its screen, not Reports above it (lt)', async () => {
    const bar = await openAt('/admin/reports/user-reports', 'lt');
    expect(within(bar).getByRole('link', { name: 'Mano ataskaitos' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Ataskaitos' })).not.toHaveAttribute('aria-current');
  });

  it('should keep Reports current on a saved report below it (en)', async () => {
    const bar = await openAt('/admin/reports/5', 'en');
    expect(within(bar).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'My reports' })).not.toHaveAttribute('aria-current');
  });
});
