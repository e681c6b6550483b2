import type { Reservation, Resource } from '@laikas/contract';
import type { ReservationPayload, UpdateScope } from '@laikas/reservation-form';
import { useToast } from '@laikas/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionError } from '../../data/client';
import {
  createReservation,
  deleteReservation,
  previewReservation,
  previewReservationChange,
  updateReservation,
} from '../../data/reservations';

/** The grid blocks of saved reservations (a block's key is its event id, `@`, its date): what a toast must not cover. */
function blocksOf(rows: readonly Reservation[]) {
  return () => rows.flatMap((row) => [...document.querySelectorAll(`[data-key^="${row.id}@"]`)]);
}

/**
 * What the reservation form's buttons do against the API: save (create or update with its scope), the previews of a
 * new series and of a change to one, and delete; each says how it went in a toast.
 */
export function useEditorActions(
  reservation: Reservation | null,
  resourceOf: (payload: ReservationPayload) => Promise<Resource | undefined>,
  itemFor: (resourceId: number) => number | undefined,
) {
  const { t } = useTranslation('web');
  const toast = useToast();
  const save = useCallback(
    async (payload: ReservationPayload, scope: UpdateScope) => {
      // Issue 12, item 6: a request that needs an administrator's approval says so, not just "saved".
      const savedMessage = (rows: readonly Reservation[], saved: string) =>
        rows.some((row) => row.status === 'pending') ? t('usability.toast.pending') : saved;
      const body = { ...payload, ...scope };
      if (reservation?.id) {
        let updated: Reservation[];
        try {
          updated = await updateReservation(reservation, body);
        } catch (error) {
          // Spec 8: a timed-out or unreachable update says so; the form stays open with what was typed.
          if (error instanceof ConnectionError) {
            toast.error(t(`errors.${error.kind}`));
          }
          throw error;
        }
        toast.success(savedMessage(updated, t('reservationForm.updated')), { avoid: blocksOf(updated) });
        return;
      }
      const resource = await resourceOf(payload);
      if (!resource) {
        throw Object.assign(new Error(t('reservationForm.chooseResource')), {
          status: 422,
          errors: { reservable: [t('reservationForm.chooseResource')] },
        });
      }
      const chosenItem = itemFor(resource.id);
      const onItem = chosenItem !== undefined && resource.items.some((item) => item.id === chosenItem);
      const created = await createReservation(
        onItem ? { id: resource.id, items: [{ id: chosenItem }] } : resource,
        body,
      );
      toast.success(savedMessage(created, t('reservationForm.created')), { avoid: blocksOf(created) });
    },
    [reservation, resourceOf, itemFor, t, toast],
  );

  // A new series's "skip conflicting dates": the server says which dates it would leave out (issue 16).
  const preview = useCallback(
    async (payload: ReservationPayload) => {
      const resource = await resourceOf(payload);
      if (!resource) {
        throw new Error(t('reservationForm.chooseResource'));
      }
      return previewReservation(resource, payload, itemFor(resource.id));
    },
    [resourceOf, itemFor, t],
  );

  // Editing a series: what the save would move, add, remove or clash with, shown before it (issue 36).
  const previewChange = useCallback(
    (payload: ReservationPayload, scope: UpdateScope) =>
      reservation?.id ? previewReservationChange(reservation, { ...payload, ...scope }) : Promise.resolve(null),
    [reservation],
  );

  const remove = useCallback(
    async (scope: UpdateScope) => {
      if (!reservation) {
        return;
      }
      await deleteReservation(reservation, scope);
      toast.success(t('reservationForm.deleted'));
    },
    [reservation, t, toast],
  );

  return { save, preview, previewChange, remove };
}
