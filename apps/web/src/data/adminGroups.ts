import type {
  AdminGroup,
  Blackout,
  BlackoutBody,
  BlackoutCreateBody,
  BlackoutPreview,
  Group,
  GroupFileReport,
  GroupMember,
  GroupTimetable,
  PageMeta,
  Period,
  PeriodBody,
  Reservation,
  TimetableChanges,
  TimetableConflict,
  TimetableVersion,
} from '@laikas/contract';
import type { SearchOption } from '@laikas/ui';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { keys, matches, timetableWeekKey } from './keys';
import { postForm } from './upload';

/** Groups administration, periods and group timetables (issue 16). */

export interface PagedQuery {
  page: number;
  per_page: number;
  query?: string;
}

export function useAdminGroups(query: PagedQuery) {
  return useSWR(
    ['groups', 'admin', query.page, query.per_page, query.query] as const,
    () =>
      api.get<{ data: Group[]; meta: PageMeta }>(
        '/api/admin/groups',
        { page: query.page, per_page: query.per_page, ...(query.query && { query: query.query }) },
        { raw: true },
      ),
    { keepPreviousData: true },
  );
}

export function useAdminGroup(id: number | undefined) {
  return useSWR(id ? (['groups', 'admin-one', id] as const) : null, () => api.get<AdminGroup>(`/api/admin/groups/${id}`));
}

export function useGroupMembers(id: number, query: PagedQuery) {
  return useSWR(
    ['groups', 'members', id, query.page, query.query] as const,
    () =>
      api.get<{ data: GroupMember[]; meta: PageMeta }>(
        `/api/admin/groups/${id}/users`,
        { page: query.page, per_page: query.per_page, ...(query.query && { query: query.query }) },
        { raw: true },
      ),
    { keepPreviousData: true },
  );
}

/**
 * Users not in the group matching a search; the search starts after more than 2 characters (spec 5), and until then
 * nothing is asked (the group's page needs two calls, not three: issue 18).
 */
export function useDetachedUsers(id: number, search: string) {
  const active = search.trim().length > 2 ? search.trim() : '';
  return useSWR(active ? (['groups', 'detached', id, active] as const) : null, () =>
    api.get<GroupMember[]>(`/api/admin/groups/${id}/detached-users`, { search_string: active }),
  );
}

const refreshGroups = () => mutate(matches('groups'));

export async function saveGroup(id: number | undefined, body: { name: string; external_id: string | null }) {
  const saved = id
    ? await api.put<AdminGroup>(`/api/admin/groups/${id}`, body)
    : await api.post<AdminGroup>('/api/admin/groups', body);
  await refreshGroups();
  return saved;
}

export async function deleteGroup(id: number) {
  await api.delete(`/api/admin/groups/${id}`);
  await refreshGroups();
}

export async function changeMembers(id: number, action: 'attach' | 'detach', userIds: number[]) {
  const saved = await api.post<AdminGroup>(`/api/admin/groups/${id}/${action}-users`, { users: userIds });
  await refreshGroups();
  return saved;
}

export async function changeResources(id: number, action: 'attach' | 'detach', resourceIds: number[]) {
  const saved = await api.post<AdminGroup>(`/api/admin/groups/${id}/${action}-resources`, {
    resources: resourceIds,
  });
  await refreshGroups();
  return saved;
}

/** One page of the periods, newest first (issue 27: they pile up semester after semester). */
export function usePeriods(query: { page: number; per_page: number } = { page: 1, per_page: 10 }) {
  return useSWR(
    ['periods', query.page, query.per_page] as const,
    () => api.get<{ data: Period[]; meta: PageMeta }>('/api/admin/periods', query, { raw: true }),
    { keepPreviousData: true },
  );
}

/** Periods whose name contains `query`, newest first, the first 50, as options of a SearchSelect. */
export async function searchPeriods(query: string): Promise<SearchOption[]> {
  const body = await api.get<{ data: Period[]; meta: PageMeta }>(
    '/api/admin/periods',
    { per_page: 50, ...(query && { query }) },
    { raw: true },
  );
  return body.data.map((period) => ({ value: period.id, label: period.name }));
}

export async function createPeriod(body: PeriodBody) {
  const saved = await api.post<Period>('/api/admin/periods', body);
  await mutate(matches('periods'));
  return saved;
}

/** A period's exam session; null dates for none. */
export type ExamSessionBody = Required<Pick<PeriodBody, 'exams_from' | 'exams_to'>>;

/** Sets a period's exam session (`PUT /api/admin/periods/{id}` with its other fields as they are; issue 36). */
export async function setExamSession(period: Period, session: ExamSessionBody) {
  const saved = await api.put<Period>(`/api/admin/periods/${period.id}`, {
    name: period.name,
    starts_on: period.starts_on,
    ends_on: period.ends_on,
    teaching_weeks: period.teaching_weeks,
    exam_weeks: period.exam_weeks,
    ...session,
  });
  await mutate(matches('periods'));
  return saved;
}

/** `POST /api/admin/blackouts/preview`: the reservations the holiday would cover (issue 27); writes nothing. */
export function previewBlackout(body: BlackoutBody) {
  return api.post<BlackoutPreview>('/api/admin/blackouts/preview', body);
}

/**
 * `POST /api/admin/blackouts`; `affected` says what becomes of the reservations it covers (required when any).
 * Cancelled ones are gone from every timetable and report: those lists load again.
 */
export async function addBlackout(body: BlackoutCreateBody) {
  const saved = await api.post<Blackout & { cancelled: number }>('/api/admin/blackouts', body);
  await mutate(matches('periods'));
  if (saved.cancelled > 0) {
    void mutate(matches('reservations'));
  }
  return saved;
}

export async function removeBlackout(id: number) {
  await api.delete(`/api/admin/blackouts/${id}`);
  await mutate(matches('periods'));
}

export function useGroupTimetables(periodId: number | undefined) {
  return useSWR(periodId ? (['timetables', periodId] as const) : null, () =>
    api.get<GroupTimetable[]>('/api/admin/group-timetables', { period_id: periodId! }),
  );
}

export function useTimetableConflicts(id: number | undefined) {
  return useSWR(id ? (['timetables', 'conflicts', id] as const) : null, () =>
    api.get<TimetableConflict[]>(`/api/admin/group-timetables/${id}/conflicts`),
  );
}

const refreshTimetables = () => mutate(matches('timetables'));

export async function createTimetable(groupId: number, periodId: number) {
  const saved = await api.post<GroupTimetable>('/api/admin/group-timetables', {
    group_id: groupId,
    period_id: periodId,
  });
  await refreshTimetables();
  return saved;
}

export async function stepTimetable(id: number, step: 'lock' | 'approve', acceptConflicts = false) {
  const saved = await api.put<GroupTimetable>(
    `/api/admin/group-timetables/${id}/${step}`,
    step === 'approve' ? { accept_conflicts: acceptConflicts } : {},
  );
  await refreshTimetables();
  return saved;
}

export async function deleteTimetable(id: number) {
  const result = await api.delete<{ deleted_reservations: number }>(`/api/admin/group-timetables/${id}`);
  await refreshTimetables();
  await mutate(matches('reservations'));
  return result;
}

/** The draft against the last published version (issue 36): the group's changes, or one person's (`userId`). */
export function useTimetableChanges(id: number | undefined, userId: number | undefined) {
  return useSWR(id ? (['timetables', 'changes', id, userId ?? 0] as const) : null, () =>
    api.get<TimetableChanges>(`/api/admin/group-timetables/${id}/changes`, userId ? { user_id: userId } : {}),
  );
}

export function useTimetableVersions(id: number | undefined) {
  return useSWR(id ? (['timetables', 'versions', id] as const) : null, () =>
    api.get<TimetableVersion[]>(`/api/admin/group-timetables/${id}/versions`),
  );
}

/** `POST …/publish`: the timetable frozen as its next version; answers it and how many people were told. */
export async function publishTimetable(id: number, note: string | null, acceptConflicts = false) {
  const published = await api.post<{ version: TimetableVersion; notified: number; timetable: GroupTimetable }>(
    `/api/admin/group-timetables/${id}/publish`,
    { note: note || null, accept_conflicts: acceptConflicts },
  );
  await refreshTimetables();
  return published;
}

/** The approved timetables of the signed-in user's groups (the home page). */
export function useMyTimetables() {
  return useSWR(keys.myTimetables(), () => api.get<GroupTimetable[]>('/api/group-timetables/mine'));
}

export function useTimetableWeek(id: number | undefined, from: string, to: string) {
  return useSWR(id ? timetableWeekKey(id, from, to) : null, () =>
    api.get<Reservation[]>(`/api/group-timetables/${id}/reservations`, { from, to }),
  );
}

/**
 * `POST /api/admin/groups/import` with upload progress (fetch reports none): the files in `files[]`; `preview`
 * writes nothing. Resolves with a report per file; rejects with the server's message.
 */
export async function importGroups(
  files: readonly File[],
  preview: boolean,
  onProgress: (fraction: number) => void,
): Promise<GroupFileReport[]> {
  const form = new FormData();
  for (const file of files) {
    form.append('files[]', file);
  }
  const { status, body } = await postForm<{ data: GroupFileReport[]; message: string }>(
    `/api/admin/groups/import${preview ? '?preview=1' : ''}`,
    form,
    onProgress,
  );
  if (status !== 200 || !body.data) {
    throw new Error(body.message ?? `Import failed (${status})`);
  }
  if (!preview) {
    void mutate(matches('groups'));
  }
  return body.data;
}
