import type { Annex, Reservation, Resource } from '@laikas/contract';
import { ReservationForm, type ReservationFormSeed } from '@laikas/reservation-form';
import { type ModalContentProps } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useAppInfo } from '../../data/appInfo';
import { useGet } from '../../data/calls';
import { searchGroups } from '../../data/groups';
import { listingRangeOf, searchPeople, useBusyReservations } from '../../data/reservations';
import { useResourcesByIds } from '../../data/resources';
import { useJustTaken } from '../../data/useJustChanged';
import { useEditorActions, useFormClosures, useSaveTarget } from './editorHooks';

const noResources: Resource[] = [];

/** Groups named like the text, as the form's options (`GET /api/groups?query=`, the first 50). */
async function searchNamedGroups(query: string) {
  return (await searchGroups(query)).map((option) => ({ id: Number(option.value), name: option.label }));
}

export interface EditorProps extends ModalContentProps {
  reservation: Reservation | null;
  seed?: ReservationFormSeed;
  /** The item a new reservation of the seed's resource takes (the room finder's free one); its first otherwise. */
  itemId?: number;
}

/**
 * The reservation form in a modal, wired to the API: create, update and delete with their scopes. A chunk of its own
 * (the form, its date picker, the free-room search), loaded when a form is opened or a screen asks for it ahead
 * (`preloadReservationEditor`), not with the screens that only show reservations (issue 18).
 */
export default function ReservationEditor({ reservation, seed, itemId, close }: EditorProps) {
  const settings = useAppInfo();
  // The pickers search the server (issue 27): only the resources the form starts with (the reservation's, else the
  // seed's) are loaded, by id.
  const startIds = useMemo(
    () => (reservation ? [reservation.resource_id] : [...(seed?.reservable ?? [])]),
    [reservation, seed],
  );
  const { data: resources = noResources } = useResourcesByIds(startIds);
  const { data: annexes = [] } = useGet<Annex[]>('annexes', '/api/annexes', { query: '' }, { quiet: true });
  // The chosen resources and dates the form reports; what they hold then marks taken slots and clashes.
  const [selection, setSelection] = useState<{ reservable: readonly number[]; date: string; until: string } | null>(
    null,
  );
  const { data: listed } = useBusyReservations(selection);
  // What someone else booked while the form is open says "Just taken" (issue 31), before Save would meet a 422.
  const listedRange = useMemo(() => listingRangeOf(selection), [selection]);
  const busy = useJustTaken(listed, listedRange, reservation);
  const closures = useFormClosures(selection);
  const { searchAndKeep, findRooms, targetOf } = useSaveTarget(resources, {
    resourceId: seed?.reservable?.[0],
    itemId,
  });
  const { save, preview, previewChange, remove } = useEditorActions(reservation, targetOf);

  return (
    <ReservationForm
      reservation={reservation}
      seed={seed}
      resources={resources}
      annexes={annexes}
      searchGroups={searchNamedGroups}
      searchResources={searchAndKeep}
      searchPeople={searchPeople}
      busy={busy}
      closures={closures}
      onSelectionChange={setSelection}
      onPreview={reservation?.id ? undefined : preview}
      onPreviewChange={reservation?.id ? previewChange : undefined}
      onFindRooms={findRooms}
      timeZone={settings?.time_zone}
      onSave={save}
      onDelete={reservation?.can_delete ? remove : undefined}
      close={close}
    />
  );
}
