import type { ReportFilters, ReportReservation } from '@laikas/contract';
import { writeListQuery } from '@laikas/ui/list-query';
import { useGet } from './calls';
import { requestHeaders } from './client';

/** Filters as a query string (lists repeated), for the API and the page's address. */
export function filtersToParams(filters: ReportFilters): URLSearchParams {
  return writeListQuery<Partial<ReportFilters>>(new URLSearchParams(), filters, {});
}

/** What a figure is made of: a room, group, teacher, heat-map cell or week. */
export type ReportFocus =
  | { kind: 'resource'; id: number; label: string }
  | { kind: 'group'; id: number; label: string }
  | { kind: 'teacher'; id: number; label: string }
  | { kind: 'cell'; weekday: number; hour: number; label: string }
  | { kind: 'week'; week: string; label: string };

/** A figure's query: its kind named by its id (`resource=3`), or its own fields (`weekday`, `hour`; `week`). */
function focusParams({ kind, label: _label, ...fields }: ReportFocus): Record<string, string | number> {
  return 'id' in fields ? { [kind]: fields.id } : fields;
}

/** The bookings behind a figure. */
export function useReportReservations(filters: ReportFilters | null, focus: ReportFocus | null) {
  const params = filters && focus ? filtersToParams(filters) : null;
  if (params && focus) {
    for (const [key, value] of Object.entries(focusParams(focus))) {
      params.set(key, String(value));
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

/**
 * Downloads the export (a binary, so not through the JSON client): fetches it, then hands the browser the file
 * under the server's name.
 */
export async function downloadReport(filters: ReportFilters, format: 'xlsx' | 'csv'): Promise<void> {
  const params = filtersToParams(filters);
  params.set('format', format);
  const response = await fetch(`/api/admin/reports/export?${params.toString()}`, {
    credentials: 'same-origin',
    headers: requestHeaders('GET', '*/*'),
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
