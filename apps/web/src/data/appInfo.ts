import type { PublicSettings } from '@laikas/contract';
import { useGet } from './calls';
import { referenceData } from './keys';

/** Public facts about the installation: footer texts, time zone, upload limit (`GET /api/settings`). */
export function useAppInfo(): PublicSettings | undefined {
  return useGet<PublicSettings>('settings', '/api/settings', undefined, referenceData).data;
}

/** The university's time zone, which every date and time of the app is on (Vilnius until the settings have come). */
export function useTimeZone(): string {
  return useAppInfo()?.time_zone ?? 'Europe/Vilnius';
}
