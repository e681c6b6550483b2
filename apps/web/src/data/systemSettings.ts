import type { SystemSettings } from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { keys } from './keys';

const KEY = ['system-settings'] as const;

/** The university's settings as super administrators edit them (`/admin/system-settings`). */
export function useSystemSettings() {
  return useSWR(KEY, () => api.get<SystemSettings>('/api/admin/system-settings'));
}

/**
 * Writes the settings. The footer, the uploader and a new resource's form read the public settings: they change at
 * once.
 */
export async function saveSystemSettings(body: object) {
  const saved = await api.put<SystemSettings>('/api/admin/system-settings', body);
  await mutate(keys.settings());
  return saved;
}
