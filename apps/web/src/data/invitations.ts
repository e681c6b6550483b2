import type { Invitation } from '@laikas/contract';
import useSWR, { mutate } from 'swr';
import { api } from './client';
import { matches } from './keys';

const MINE = ['invitations', 'mine'] as const;

/** The signed-in person's invitations, pending and answered (`/user/invitations`). */
export function useMyInvitations() {
  return useSWR(MINE, () => api.get<Invitation[]>('/api/user/invitations'));
}

/**
 * Accepts or declines an invitation (a series or a batch at once). The reservation, the person's timetable and the
 * invitation list all change with the answer.
 */
export async function answerInvitation(reservationId: number, reply: 'accept' | 'decline') {
  await api.post(`/api/user/invitations/${reservationId}/${reply}`);
  await mutate(matches('reservations'));
  await mutate(MINE);
}

/** Reads every reservation again (after an answer failed: the reservation may have changed under it). */
export function refreshReservations() {
  return mutate(matches('reservations'));
}
