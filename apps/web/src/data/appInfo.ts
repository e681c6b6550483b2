import type { PublicSettings } from '@laikas/contract';
import useSWR from 'swr';
import { api } from './client';
import { keys, referenceData } from './keys';

/** Public facts about the installation: footer texts, time zone, upload limit (`GET /api/settings`). */
export function useAppInfo(): PublicSettings | undefined {
  const { data } = useSWR(keys.settings(), () => api.get<PublicSettings>('/api/settings'), referenceData);
  return data;
}
