/// <reference types="@testing-library/jest-dom/vitest" />
import type { ReportData } from '@laikas/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubResizeObserver } from '../../../testScreen';
import { api, ApiError } from '../../../data/client';
import { type WebLanguage } from '../../../i18n';
import SavedReportPage from './SavedReportPage';

const report = {
  filters: { from: '2026-03-01', to: '2026-03-31' },
  totals: { booked_minutes: 90, reservations: 1, available_minutes: 600, utilisation: 0.15 },
  rooms: [],
  groups: [],
  teachers: [],
  heatmap: [{ weekday: 2, hour: 9, booked_minutes: 90 }],
  weeks: [],
} as unknown as ReportData;

/** A saved report at `/admin/reports/{id}`; the server has report 5 only. */
async function openSaved(id: number, language: WebLanguage) {
  vi.spyOn(api, 'get').mockImplementation(async (path) => {
    if (path === '/api/admin/reports/5') {
      return { id: 5, name: 'Kovas', user_id: 1, filters: report.filters, created_at: '', report } as never;
    }
    throw new ApiError(404, 'Not found');
  });
  await renderScreen({ path: '/admin/reports/:report', Component: SavedReportPage }, `/admin/reports/${id}`, language);
}

describe('given a saved report', () => {
  beforeEach(() => {
    stubResizeObserver();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('should show its name, range, figures and the way back to its filters (en)', async () => {
    await openSaved(5, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kovas' })).toBeVisible();
    expect(screen.getByText(/^From 2026-03-01 to 2026-03-31\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change the filters' })).toHaveAttribute(
      'href',
      '/admin/reports?from=2026-03-01&to=2026-03-31',
    );
    expect(screen.getByRole('button', { name: 'Tuesday 09:00, 1.5 h' })).toBeVisible();
    // A saved report is not saved again: only its exports are offered.
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it('should say a report that is not there is not found, with a link to the saved ones (lt)', async () => {
    await openSaved(6, 'lt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ataskaita nerasta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mano ataskaitos' })).toHaveAttribute(
      'href',
      '/admin/reports/user-reports',
    );
  });
});
