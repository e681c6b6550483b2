import type { SeriesChangePreview } from '@laikas/contract';
import type { ReservationType, TimeOfDay } from '@laikas/contract/time';
import { isTeaching, reservationTypes, DEFAULT_TIME_ZONE } from '@laikas/contract/time';
import { fieldIds, useConfirm, useModal, type PersonOption as UiPersonOption } from '@laikas/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { CalendarEvent } from '@laikas/calendar-export';
import { useReservationFormTranslation } from '../../i18n';
import { getFormAvailability, occurrenceDatesOf, teachingDates } from '../../model/availability';
import { getFormDefaults, getFormMode, type PersonOption, type ReservationFormValues } from '../../model/formValues';
import { buildReservationPayload } from '../../model/payload';
import { moveWeekdaysWithDate } from '../../model/repeater';
import { canReserveRemotely, getChosenResources } from '../../model/resources';
import { readServerErrors, readWriteFailure, type FieldErrorKey, type ServerErrors } from '../../model/serverErrors';
import { hasErrors, validateFormValues, type ClientErrors } from '../../model/validation';
import { useUpdateScopePrompt } from '../UpdateScopePrompt';
import { useGroupChoices, useResourceChoices } from './useServerChoices';
import type { ReservationFormProps } from './ReservationForm';
import { SeriesChangeConfirm } from './SeriesChangeConfirm';
import { type FreeRoomChoice, usePreview } from './useFormHelpers';

/**
 * A person as the ui package's person fields show them: under the name their uid (which tells namesakes apart; the
 * API shows e-mail addresses only to administrators) and their group or e-mail.
 */
export const toUiPerson = (person: PersonOption): UiPersonOption => ({
  value: person.id,
  label: person.name,
  description: [person.uid, person.group ?? person.email].filter(Boolean).join(' · ') || undefined,
});

/** Which field a server message goes under. */
const ERROR_TARGETS: Record<FieldErrorKey, string> = {
  reservable: 'reservable',
  name: 'name',
  description: 'description',
  from: 'from',
  to: 'to',
  type: 'type',
  person_responsible: 'person_responsible',
  groups: 'groups',
  invitations: 'invitations',
  annexes: 'annexes',
  is_remote: 'remote_address',
  remote_address: 'remote_address',
  'repeater.interval': 'repeater.interval',
  'repeater.until': 'repeater.until',
};

/**
 * The reservation form's state and actions: the values being edited, the errors to show under each field (the
 * client's after a save attempt, the server's from the last answer), what the chosen resources hold over the
 * chosen dates, and save, delete and export. The form's field groups only read and change it.
 */
export function useReservationForm(
  {
    reservation,
    seed,
    resources,
    groups = [],
    annexes = [],
    searchPeople,
    searchGroups,
    searchResources,
    takenTimes,
    busy,
    closures,
    onSelectionChange,
    onPreview,
    onPreviewChange,
    onFindRooms,
    timeZone = DEFAULT_TIME_ZONE,
    onSave,
    onDelete,
    onClose,
    close,
    onExport,
  }: ReservationFormProps,
  /** The form element: a refused save moves focus to its first field to put right. */
  formRef: RefObject<HTMLFormElement | null>,
) {
  const { t } = useReservationFormTranslation();
  const { askFor } = useUpdateScopePrompt();
  const confirm = useConfirm();
  const { request } = useModal();
  const prefix = `reservation-${useId().replace(/:/g, '')}`;
  const mode = getFormMode(reservation);
  const readOnly = mode === 'view';
  const isSaved = mode !== 'create';
  const [values, setValues] = useState<ReservationFormValues>(() => getFormDefaults(reservation, seed));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busyAction, setBusyAction] = useState<'save' | 'delete' | null>(null);
  // People seen in searches, so a chosen one keeps the e-mail the calendar export needs.
  const people = useRef(new Map<number, PersonOption>());
  const finish = onClose ?? close;
  // WCAG 3.3.1: a save refused for a field (by the form or a 422) moves focus from Save to the first field to put
  // right, once its errors are drawn, so that it is read with its message (its aria-describedby).
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstError = () => setFocusRequest((count) => count + 1);
  useEffect(() => {
    if (focusRequest > 0 && formRef.current) {
      firstFieldToCorrect(formRef.current)?.focus();
    }
  }, [focusRequest, formRef]);

  const clientErrors: ClientErrors = useMemo(() => validateFormValues(values), [values]);
  const dates = useMemo(() => occurrenceDatesOf(values.from, values.repeater), [values.from, values.repeater]);
  const selectionKey = `${values.reservable.join(',')}|${values.from}|${dates.at(-1) ?? values.from}`;
  useEffect(() => {
    const [ids, date, until] = selectionKey.split('|');
    onSelectionChange?.({
      reservable: ids ? ids.split(',').map(Number) : [],
      date: date ?? '',
      until: until ?? '',
    });
  }, [selectionKey, onSelectionChange]);
  const resourceChoices = useResourceChoices(resources, searchResources);
  const groupChoices = useGroupChoices(groups, reservation?.groups, searchGroups);
  const known = resourceChoices.known;
  const chosenResources = useMemo(() => getChosenResources(known, values.reservable), [known, values.reservable]);
  const remoteAllowed = canReserveRemotely(known, values.reservable);
  // Issue 36: a repeating lecture of groups is not held in an exam session; its dates there are left out, as Save does.
  const teaching = isTeaching({ type: values.type, groups: values.groups, repeater: values.repeater });
  const booked = useMemo(
    () => teachingDates(dates, closures ?? [], teaching, (label) => t('repeat.exams.closed', { label })),
    [dates, closures, teaching, t],
  );
  const availability = useMemo(
    () => ({
      ...getFormAvailability({
        dates: booked.dates,
        resources: chosenResources,
        busy,
        takenTimes,
        closures: booked.closures,
        edited: reservation,
        remote: values.is_remote && canReserveRemotely(known, values.reservable),
        span: { from: values.from_time, to: values.to_time },
      }),
      /** The dates a teaching series leaves out, in an exam session. */
      inExams: booked.inExams,
    }),
    [booked, chosenResources, busy, takenTimes, reservation, values, known],
  );

  // "Skip conflicting dates" (issue 16): the dates left out, asked of the server while the option is on.
  const canSkipConflicts = onPreview !== undefined && !readOnly;
  const previewPayload = useMemo(
    () =>
      canSkipConflicts &&
      values.repeater?.skip_conflicts === true &&
      values.reservable.length > 0 &&
      !hasErrors(clientErrors)
        ? buildReservationPayload({ ...values, is_remote: values.is_remote && remoteAllowed })
        : null,
    [canSkipConflicts, values, clientErrors, remoteAllowed],
  );
  // A failed check says "saving will show what is wrong": the last save's clash lists, of other values, go with it
  // (issue 36: they stayed, red, under "the dates could not be checked").
  const preview = usePreview(previewPayload, onPreview, () =>
    setServerErrors((current) =>
      current && (current.repeaterOverlaps.length > 0 || current.batchOverlaps.length > 0)
        ? { ...current, repeaterOverlaps: [], batchOverlaps: [] }
        : current,
    ),
  );

  // "Find a free room" (issue 17): rooms free at the form's date, time and repetition; choosing one fills the form.
  const [freeRooms, setFreeRooms] = useState<
    { status: 'idle' | 'searching' | 'failed' | 'needsTime' } | { status: 'ready'; rooms: readonly FreeRoomChoice[] }
  >({ status: 'idle' });
  const findRooms = async () => {
    if (!onFindRooms) {
      return;
    }
    if (!values.from || !values.from_time || !values.to_time) {
      setFreeRooms({ status: 'needsTime' });
      return;
    }
    setFreeRooms({ status: 'searching' });
    try {
      const rooms = await onFindRooms({
        date: values.from,
        from_time: values.from_time,
        to_time: values.to_time,
        repeater: values.repeater,
      });
      setFreeRooms({ status: 'ready', rooms });
    } catch {
      setFreeRooms({ status: 'failed' });
    }
  };
  const chooseRoom = (id: number) => {
    const room = freeRooms.status === 'ready' ? freeRooms.rooms.find((found) => found.id === id) : undefined;
    if (room && !known.some((resource) => resource.id === id)) {
      resourceChoices.keep([room]);
    }
    setValues((current) => ({ ...current, reservable: [id] }));
    setFreeRooms({ status: 'idle' });
  };

  const change = <K extends keyof ReservationFormValues>(key: K, value: ReservationFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      // A saved series moved to another weekday moves its ticked weekdays with it, as the server will.
      if (key === 'from' && isSaved && current.repeater) {
        next.repeater = moveWeekdaysWithDate(current.repeater, current.from, String(value));
      }
      return next;
    });
    setFailure(null);
  };
  const changeTimes = (from: TimeOfDay | null, to: TimeOfDay | null) =>
    setValues((current) => ({ ...current, from_time: from, to_time: to }));

  /** Messages under a field: the client's (after a save attempt) and the server's. */
  const errorsOf = (field: string): string[] => {
    const messages: string[] = [];
    const code = clientErrors[field];
    if (submitted && code && !field.startsWith('repeater.')) {
      messages.push(t(`errors.${code}`));
    }
    for (const [key, target] of Object.entries(ERROR_TARGETS)) {
      if (target === field) {
        messages.push(...(serverErrors?.fields[key as FieldErrorKey] ?? []));
      }
    }
    return messages;
  };
  /** The id of a field's error list while it has errors, for a control that shows them outside itself. */
  const errorsIdOf = (field: string, id: string): string | undefined =>
    errorsOf(field).length > 0 ? fieldIds(id).errors : undefined;

  const search = useCallback(
    async (query: string) => {
      const found = await searchPeople(query);
      for (const person of found) {
        people.current.set(person.id, person);
      }
      return found.map(toUiPerson);
    },
    [searchPeople],
  );
  const fromUiPerson = (option: UiPersonOption): PersonOption =>
    people.current.get(Number(option.value)) ?? { id: Number(option.value), name: option.label };

  const resourceOptions = useMemo(
    () => resources.map((resource) => ({ value: resource.id, label: resource.name })),
    [resources],
  );
  const groupOptions = useMemo(() => groups.map((group) => ({ value: group.id, label: group.name })), [groups]);
  const annexOptions = useMemo(() => annexes.map((annex) => ({ value: annex.id, label: annex.name })), [annexes]);
  const typeOptions = reservationTypes.map((type: ReservationType) => ({
    value: type,
    label: t(`form.types.${type}`),
  }));

  // The server's reason for a refusal, in place of "try again", which only helps after a network or server error.
  const failureText = (
    reason: unknown,
    refused: 'form.saveRefused' | 'form.deleteRefused',
    retry: 'form.saveFailed' | 'form.deleteFailed',
  ) => {
    const failure = readWriteFailure(reason);
    return failure.kind === 'refused' ? (failure.message ?? t(refused)) : t(retry);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    // The last save's answer described the values sent then: a new attempt shows only what holds now
    // (issue 12, item 11), the client's errors at once and the server's when it answers.
    setServerErrors(null);
    if (readOnly) {
      return;
    }
    if (hasErrors(clientErrors)) {
      focusFirstError();
      return;
    }
    const scope = mode === 'update' ? await askFor(reservation, 'update') : {};
    if (scope === undefined) {
      return;
    }
    let payload = buildReservationPayload({ ...values, is_remote: values.is_remote && remoteAllowed }, scope);
    const seriesScope = scope.update_selection_repeater;
    if (onPreviewChange && seriesScope !== undefined) {
      // Issue 36: what the edit does to the series, from the server, before anything is saved.
      setBusyAction('save');
      let change: SeriesChangePreview | null = null;
      try {
        change = await onPreviewChange(payload, scope);
      } catch (reason) {
        const read = readServerErrors(reason, timeZone);
        if (read) {
          // Refused as the save would be: shown the same way, nothing saved.
          setServerErrors(read);
          setBusyAction(null);
          focusFirstError();
          return;
        }
        // Not checked (the connection): the save decides, as before.
      }
      setBusyAction(null);
      // Nothing moves, appears, goes or clashes (a new name, say): nothing to show, the save goes on.
      const listed =
        change && change.moved.length + change.added.length + change.removed.length + change.clashes.length;
      if (change && listed) {
        const go = await request<true, { change: SeriesChangePreview }>(SeriesChangeConfirm, {
          header: t('seriesChange.title'),
          props: { change },
        });
        if (go !== true) {
          return;
        }
        // The save does what was shown, or is refused saying the series changed since.
        payload = { ...payload, preview_digest: change.digest };
      }
    }
    setBusyAction('save');
    try {
      await onSave(payload, scope);
      setServerErrors(null);
      finish?.();
    } catch (reason) {
      const read = readServerErrors(reason, timeZone);
      setServerErrors(read ?? null);
      if (read) {
        focusFirstError();
      } else {
        setFailure(failureText(reason, 'form.saveRefused', 'form.saveFailed'));
      }
    } finally {
      setBusyAction(null);
    }
  };

  const remove = async () => {
    if (!onDelete) {
      return;
    }
    const scope = await askFor(reservation, 'delete');
    if (scope === undefined) {
      return;
    }
    if (Object.keys(scope).length === 0) {
      const confirmed = await confirm({ message: values.name, confirmLabel: t('form.delete'), danger: true });
      if (!confirmed) {
        return;
      }
    }
    setBusyAction('delete');
    setFailure(null);
    try {
      await onDelete(scope);
      finish?.();
    } catch (reason) {
      setFailure(failureText(reason, 'form.deleteRefused', 'form.deleteFailed'));
    } finally {
      setBusyAction(null);
    }
  };

  // The export (the `ics` package) loads when it is first asked for.
  const exportToCalendar = async () => {
    const event: CalendarEvent = {
      id: reservation?.id ?? null,
      name: values.name,
      description: values.description,
      from: values.from,
      to: values.from,
      from_time: values.from_time,
      to_time: values.to_time,
      reservable: chosenResources.map((resource) => ({ name: resource.name })),
      person_responsible: values.person_responsible,
      organizer: reservation?.user ?? null,
      // Invitees keep the answers the saved reservation carries (none yet: they are asked to reply).
      invitations: values.invitations.map((person) => ({
        ...person,
        status: reservation?.invitations?.find((invited) => invited.id === person.id)?.status ?? null,
      })),
      is_remote: values.is_remote,
      remote_address: values.remote_address,
      // A saved series carries its first date and skipped dates: the file yields what the server holds.
      repeater: values.repeater,
      repeater_id: reservation?.repeater_id ?? null,
    };
    const exporter = await Promise.all([import('@laikas/calendar-export'), import('../../export/download')]).catch(
      () => null,
    );
    if (!exporter) {
      setFailure(t('export.unavailable'));
      return;
    }
    const [{ exportEvent }, { downloadFile }] = exporter;
    const result = exportEvent(event, { timeZone });
    if (!result.ok) {
      setFailure(t(`export.${result.error}`));
      return;
    }
    setFailure(null);
    if (onExport) {
      onExport(result.file);
    } else {
      downloadFile(result.file);
    }
  };

  const ids = {
    form: prefix,
    reservable: `${prefix}-resources`,
    name: `${prefix}-name`,
    description: `${prefix}-description`,
    from: `${prefix}-date`,
    fromTime: `${prefix}-from-time`,
    toTime: `${prefix}-to-time`,
    type: `${prefix}-type`,
    person: `${prefix}-person`,
    groups: `${prefix}-groups`,
    invitations: `${prefix}-invitations`,
    remote: `${prefix}-remote`,
    remoteAddress: `${prefix}-remote-address`,
    annexes: `${prefix}-annexes`,
    repeat: `${prefix}-repeat`,
    skipConflicts: `${prefix}-skip-conflicts`,
    freeRooms: `${prefix}-free-rooms`,
  };

  // A reader not involved gets the number of invitees but not their names (issue 12, item 18): say so, not "none".
  const hiddenInvitations = readOnly && values.invitations.length === 0 ? (reservation?.invitation_count ?? 0) : 0;

  return {
    mode,
    readOnly,
    isSaved,
    hiddenInvitations,
    canDelete: isSaved && Boolean(reservation?.can_delete) && onDelete !== undefined,
    ids,
    values,
    change,
    changeTimes,
    errorsOf,
    errorsIdOf,
    options: { resources: resourceOptions, groups: groupOptions, annexes: annexOptions, types: typeOptions },
    search,
    fromUiPerson,
    resourceChoices,
    groupChoices,
    chosenResources,
    remoteAllowed,
    availability,
    serverErrors,
    failure,
    busyAction,
    canSkipConflicts,
    preview,
    canFindRooms: onFindRooms !== undefined && !readOnly,
    freeRooms,
    findRooms,
    chooseRoom,
    save,
    remove,
    exportToCalendar,
  };
}

/**
 * The first field to put right, in reading order: the first control marked invalid, or, for a field whose control
 * cannot be (the slot picker of a lecture's times), the first control beside the first error list. None when the
 * errors belong to no field (they are in an alert).
 */
function firstFieldToCorrect(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
  const list = form.querySelector<HTMLElement>('ul[aria-live][id$="-errors"]');
  const listFirst = list && (!invalid || list.compareDocumentPosition(invalid) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (!listFirst) {
    return invalid;
  }
  return (
    list.parentElement?.querySelector<HTMLElement>(
      'input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)',
    ) ?? invalid
  );
}

/** What the form's field groups read and change. */
export type ReservationFormState = ReturnType<typeof useReservationForm>;
