import type {
  BlackoutDecision,
  BlackoutPreview,
  GroupFileReport,
  GroupMember,
  GroupTimetable,
  Period,
  PeriodBody,
  TimetableVersion,
} from '@laikas/contract';
import type { SearchOption } from '@laikas/ui';
import { effectiveUserQuery } from './adminUsers';
import { revalidate, useGet, write, type Page } from './calls';
import { api } from './client';
import { postForm } from './upload';

/**
 * Groups administration, periods and group timetables (issue 16): the calls with a rule of their own; screens make the
 * rest with `useGet`, `usePage`, `write`, `saveRecord` and `deleteRecord`.
 */

/** Periods whose name contains `query`, newest first, the first 50, as options of a SearchSelect. */
export async function searchPeriods(query: string): Promise<SearchOption[]> {
  const body = await api.get<Page<Period>>('/api/admin/periods', { per_page: 50, query }, { raw: true });
  return body.data.map((period) => ({ value: period.id, label: period.name }));
}

/** The period's body with its exam session as given and its other fields as they are. */
function sessionBody(
  period: Period,
  { exams_from = null, exams_to = null }: Pick<PeriodBody, 'exams_from' | 'exams_to'>,
) {
  const { name, starts_on, ends_on, teaching_weeks, exam_weeks } = period;
  return { name, starts_on, ends_on, teaching_weeks, exam_weeks, exams_from, exams_to };
}

/**
 * Sets a period's exam session (`PUT /api/admin/periods/{id}` with its other fields as they are; issue 36), deciding
 * about the lectures of groups it covers (`affected`) once `previewExamSession` found any. Lectures taken out are gone
 * from every timetable and report: those lists load again.
 */
export function setExamSession(
  period: Period,
  session: Pick<PeriodBody, 'exams_from' | 'exams_to'>,
  affected?: BlackoutDecision,
) {
  const body = { ...sessionBody(period, session), ...(affected && { affected }) };
  return write(
    affected === 'cancel' ? ['periods', 'reservations'] : 'periods',
    api.put<Period>(`/api/admin/periods/${period.id}`, body),
  );
}

/** The lectures repeating for groups that setting the exam session would take out of it; writes nothing. */
export function previewExamSession(period: Period, session: Pick<PeriodBody, 'exams_from' | 'exams_to'>) {
  return api.post<BlackoutPreview>(`/api/admin/periods/${period.id}/preview`, sessionBody(period, session));
}

export function stepTimetable(id: number, step: 'lock' | 'approve', acceptConflicts = false) {
  const body = step === 'approve' ? { accept_conflicts: acceptConflicts } : {};
  return write('timetables', api.put<GroupTimetable>(`/api/admin/group-timetables/${id}/${step}`, body));
}

/** `POST …/publish`: the timetable frozen as its next version; answers it and how many people were told. */
export function publishTimetable(id: number, note: string | null, acceptConflicts = false) {
  return write(
    'timetables',
    api.post<{ version: TimetableVersion; notified: number; timetable: GroupTimetable }>(
      `/api/admin/group-timetables/${id}/publish`,
      { note: note || null, accept_conflicts: acceptConflicts },
    ),
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
    void revalidate('groups');
  }
  return body.data;
}

/**
 * Users not in the group matching a search; the search starts after more than 2 characters (spec 5), and until then
 * nothing is asked (the group's page needs two calls, not three: issue 18).
 */
export function useDetachedUsers(id: number, search: string) {
  const active = effectiveUserQuery(search);
  return useGet<GroupMember[]>(active ? 'groups' : null, `/api/admin/groups/${id}/detached-users`, {
    search_string: active,
  });
}
