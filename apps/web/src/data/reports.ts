import type { ReportData, ReportFilters, ReportReservation, SavedReport } from '@laikas/contract';
import { filtersToParams } from '../routes/Admin/Reports/reportQuery';
import { useGet, write } from './calls';
import { api } from './client';

/** A report over the filters (null: nothing asked yet). */
export function useReport(filters: ReportFilters | null) {
  return useGet<ReportData>(filters && 'reports', `/api/admin/reports?${filters ? filtersToParams(filters) : ''}`);
}
/** What a figure is made of: a room, group, teacher, heat-map cell or week. */
export type ReportFocus =
  | { kind: 'resource'; id: number; label: string }
  | { kind: 'group'; id: number; label: string }
  | { kind: 'teacher'; id: number; label: string }
  | { kind: 'cell'; weekday: number; hour: number; label: string }
  | { kind: 'week'; week: string; label: string };

function focusParams(focus: ReportFocus): Record<string, string> {
  switch (focus.kind) {
    case 'resource':
      return { resource: String(focus.id) };
    case 'group':
      return { group: String(focus.id) };
    case 'teacher':
      return { teacher: String(focus.id) };
    case 'cell':
      return { weekday: String(focus.weekday), hour: String(focus.hour) };
    case 'week':
      return { week: focus.week };
    default:
      return focus satisfies never;
  }
}

/** The bookings behind a figure. */
export function useReportReservations(filters: ReportFilters | null, focus: ReportFocus | null) {
  const params = filters && focus ? filtersToParams(filters) : null;
  if (params && focus) {
    for (const [key, value] of Object.entries(focusParams(focus))) {
      params.set(key, value);
    }
  }
  const search = params?.toString() ?? null;
  return useGet<{ data: ReportReservation[]; meta: { total: number; truncated: boolean } }>(
    search === null ? null : 'reports',
    `/api/admin/reports/reservations?${search}`,
    undefined,
    { raw: true },
  );
}

// The person's saved reports are read under an area of their own, 'my-reports': saving asks for them, not the report.
export function saveReport(name: string, filters: ReportFilters): Promise<SavedReport> {
  return write('my-reports', api.post<SavedReport>('/api/admin/reports', { name, ...filters }));
}

export async function deleteReport(id: number): Promise<void> {
  await write('my-reports', api.delete(`/api/admin/reports/${id}`));
}

/**
 * Downloads the export (a binary, so not through the JSON client): fetches it, then hands the browser the file
 * under the server's name.
 */
export async function downloadReport(filters: ReportFilters, format: 'xlsx' | 'csv'): Promise<void> {
  const params = filtersToParams(filters);
  params.set('format', format);
  const language = document.documentElement.lang;
  const response = await fetch(`/api/admin/reports/export?${params.toString()}`, {
    credentials: 'same-origin',
    headers: {
      Accept: '*/*',
      ...(language === 'lt' || language === 'en' ? { 'Accept-Language': language } : {}),
    },
  });
  if (!response.ok) {
    throw new Error(response.statusText);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `report.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
