import type { ItcImportDraft, ItcImportPreview, ItcImportRun } from '@laikas/contract';
import { revalidate, useGet } from './calls';
import { api } from './client';

/** ITC 2019 import from the admin area (issue 16): start a run, then poll it until it is done. */

function formData({ period, start, groups, source, match, problem, solution }: ItcImportDraft) {
  const body = new FormData();
  const flag = (on: boolean) => (on ? '1' : '0');
  // Files last: the server reads the fields as they come.
  const fields = { period, start, groups: flag(groups), source, match: flag(match), problem, solution };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null) {
      body.append(name, value);
    }
  }
  return body;
}

/** `POST /api/admin/imports/itc/preview`: what the import would find and create; writes nothing (issue 27). */
export function previewItcImport(form: ItcImportDraft) {
  return api.post<ItcImportPreview>('/api/admin/imports/itc/preview', formData(form));
}

/** `POST /api/admin/imports/itc`: both files and the fields; a 422 names the field (ApiError). */
export function startItcImport(form: ItcImportDraft) {
  return api.post<ItcImportRun>('/api/admin/imports/itc', formData(form));
}

/** The run, asked again twice a second while it is running (quietly: the progress bar is the indicator). */
export function useItcImportRun(id: number | undefined) {
  return useGet<ItcImportRun>(id ? 'imports' : null, `/api/admin/imports/itc/${id}`, undefined, {
    quiet: true,
    refreshInterval: (run) => (run?.status === 'running' ? 500 : 0),
    onSuccess: (run) => {
      if (run.status === 'done') {
        // Rooms, groups and periods were created: lists that show them load again.
        void revalidate(['periods', 'groups', 'resources', 'reservations']);
      }
    },
  });
}
