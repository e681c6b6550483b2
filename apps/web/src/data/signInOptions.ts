import type { SignInOptions } from '@laikas/contract';
import useSWR from 'swr';
import { api } from './client';

/** The sign-in page's university identity providers and whether local passwords are offered. */
export function useSignInOptions() {
  return useSWR(['sign-in-options'] as const, () =>
    api.get<SignInOptions>('/api/auth/providers', undefined, { quiet: true }),
  );
}
