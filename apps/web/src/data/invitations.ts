import { revalidate, write } from './calls';
import { api } from './client';

/**
 * Accepts or declines an invitation (a series or a batch at once). The reservation, the person's timetable and the
 * invitation list all change with the answer.
 */
export async function answerInvitation(reservationId: number, reply: 'accept' | 'decline') {
  await write(['reservations', 'invitations'], api.post(`/api/user/invitations/${reservationId}/${reply}`));
}

/** Reads every reservation again (after an answer failed: the reservation may have changed under it). */
export const refreshReservations = () => revalidate('reservations');
