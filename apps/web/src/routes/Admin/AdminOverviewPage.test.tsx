/// <reference types="@testing-library/jest-dom/vitest" />
import type { CurrentUser } from '@laikas/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebLanguage } from '../../i18n';
import { currentUserOf, renderScreen } from '../../testScreen';
import AdminOverviewPage from './AdminOverviewPage';

const session = { user: null as CurrentUser | null };

/** A signed-in person with `abilities` (and no role). */
function person(abilities: string[]): CurrentUser {
  return currentUserOf({ uid: 'jonasj', name: 'Jonas Jonaitis', abilities });
}

async function openOverview(abilities: string[], language: WebLanguage) {
  session.user = person(abilities);
  await renderScreen({ path: '/admin', Component: AdminOverviewPage }, '/admin', language, { user: session.user });
  return screen.queryAllByRole('listitem');
}

describe('given the administration overview', () => {
  afterEach(cleanup);

  it('should offer a resource manager the resources and annexes, each with what it is for (lt)', async () => {
    const cards = await openOverview(['administrate', 'resources.manage'], 'lt');
    expect(screen.getByRole('heading', { name: 'Administravimas' })).toBeVisible();
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(
      expect.arrayContaining(['Ištekliai', 'Priedai']),
    );
    const resources = cards.find((card) => within(card).getByRole('link').textContent === 'Ištekliai')!;
    expect(within(resources).getByRole('link')).toHaveAttribute('href', '/admin/resources');
    expect(resources).toHaveTextContent('Auditorijos ir kiti ištekliai');
    expect(screen.queryByRole('link', { name: 'Naudotojai' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pakeitimų žurnalas' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /administratoriaus instrukcija/ })).toHaveAttribute(
      'href',
      '/admin-instructions',
    );
  });

  it('should offer a super administrator the audit log too (en)', async () => {
    await openOverview(['*'], 'en');
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.queryByText('No administration screen is open to you yet.')).not.toBeInTheDocument();
  });

  it('should say so when no screen is open to the person (en)', async () => {
    const cards = await openOverview([], 'en');
    expect(screen.getByText('No administration screen is open to you yet.')).toBeVisible();
    expect(cards).toEqual([]);
  });
});
