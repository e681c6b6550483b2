import type { SystemSettings } from '@laikas/contract';
import { write } from './calls';
import { api } from './client';

/**
 * Writes the settings. The footer, the uploader and a new resource's form read the public settings: they change at
 * once.
 */
export function saveSystemSettings(body: object) {
  return write('settings', api.put<SystemSettings>('/api/admin/system-settings', body));
}
