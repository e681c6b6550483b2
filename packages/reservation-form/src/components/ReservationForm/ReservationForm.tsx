import type { ReservationType, TimeOfDay, TimeSpan } from '@laikas/contract/time';
import { fromMinutes, reservationTypes, toMinutes } from '@laikas/contract/time';
import {
  Button,
  Checkbox,
  DatePicker,
  Field,
  FieldErrors,
  fieldIds,
  invalidProps,
  ModalHost,
  MultiSelect,
  PersonSelect,
  Select,
  TextArea,
  TextInput,
  TimePicker,
  useConfirm,
  type PersonOption as UiPersonOption,
} from '@laikas/ui';
import { SlotPicker } from '@laikas/timetable-grid';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { IcsFile } from '../../export/buildIcs';
import type { CalendarEvent } from '../../export/calendarEvent';
import { useReservationFormTranslation } from '../../i18n';
import { DEFAULT_TIME_ZONE } from '../../model/dates';
import {
  getFormDefaults,
  getFormMode,
  type NamedOption,
  type PersonOption,
  type ReservationFormData,
  type ReservationFormSeed,
  type ReservationFormValues,
} from '../../model/formValues';
import { buildReservationPayload, type ReservationPayload } from '../../model/payload';
import { canReserveRemotely, getChosenResources, type ReservationResource } from '../../model/resources';
import { getFormAvailability, occurrenceDatesOf, type BusyReservation } from '../../model/availability';
import type { UpdateScope } from '../../model/scope';
import { readServerErrors, type FieldErrorKey, type ServerErrors } from '../../model/serverErrors';
import { hasErrors, validateFormValues, type ClientErrors } from '../../model/validation';
import { OverlapList } from '../OverlapList';
import { RepeatSettings } from '../RepeatSettings';
import { useUpdateScopePrompt } from '../UpdateScopePrompt';
import * as styles from './ReservationForm.css';

export interface ReservationFormProps {
  /** The reservation to show or edit; without an id (or left out) the form creates one. */
  reservation?: ReservationFormData | null;
  /** Where a new reservation starts: the resource, date and times clicked on a timetable. */
  seed?: ReservationFormSeed;
  /** The resources that can be chosen, with the settings the form needs (remote, academic slots). */
  resources: readonly ReservationResource[];
  groups?: readonly NamedOption[];
  annexes?: readonly NamedOption[];
  /** Finds people for the teacher and invitation fields ('' gives the default list). */
  searchPeople: (query: string) => Promise<readonly PersonOption[]>;
  /** Times already reserved on the chosen resource and date: the slot picker refuses them. */
  takenTimes?: readonly TimeSpan[];
  /**
   * What the chosen resources hold over the reservation's dates (their listings from `date` to `until`): the slot
   * picker refuses the slots taken on any date, the time lists say what clashes, a remote reservation says when the
   * room is in use.
   */
  busy?: readonly BusyReservation[];
  /**
   * Called when the chosen resources or dates change, so the caller can load `busy` for them: `date` is the first
   * date, `until` the last one of the repeat rule (the date itself without one).
   */
  onSelectionChange?: (selection: { reservable: readonly number[]; date: string; until: string }) => void;
  /** The time zone reservation dates and times are local to (calendar export). */
  timeZone?: string;
  /**
   * Saves: resolves when saved (the form then closes); rejects with the 422 (`{ status: 422, body }` or an
   * error carrying `errors`/`body`) to show its errors, the form staying open.
   */
  onSave: (payload: ReservationPayload, scope: UpdateScope) => Promise<unknown>;
  /** Deletes the saved reservation in the chosen scope; resolves when done (the form then closes). */
  onDelete?: (scope: UpdateScope) => Promise<unknown>;
  /** Closes the form (after a save or delete). */
  onClose?: () => void;
  /** Given by `ModalHost` when the form is opened with `useModal().open`; used when `onClose` is not. */
  close?: () => void;
  /** Receives the calendar file instead of downloading it (tests, or apps that share it differently). */
  onExport?: (file: IcsFile) => void;
}

const toUiPerson = (person: PersonOption): UiPersonOption => ({
  value: person.id,
  label: person.name,
  description: person.group ?? person.email ?? undefined,
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
 * The reservation form (spec 2 and 4): resources, name, description, date and time on the left;
 * type, teacher or person responsible, groups, invitations, remote, annexes, repeat and the
 * clashes of the last save on the right; Save, Delete and Export to calendar underneath.
 * Data-agnostic: everything comes in through props and goes out through the callbacks.
 */
export function ReservationForm(props: ReservationFormProps) {
  // The form's own host, so that the scope prompt and the delete confirmation open on top of the
  // form (even when the form itself is a modal) instead of replacing it.
  return (
    <ModalHost>
      <ReservationFormBody {...props} />
    </ModalHost>
  );
}

function ReservationFormBody({
  reservation,
  seed,
  resources,
  groups = [],
  annexes = [],
  searchPeople,
  takenTimes,
  busy,
  onSelectionChange,
  timeZone = DEFAULT_TIME_ZONE,
  onSave,
  onDelete,
  onClose,
  close,
  onExport,
}: ReservationFormProps) {
  const { t } = useReservationFormTranslation();
  const { askFor } = useUpdateScopePrompt();
  const confirm = useConfirm();
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
  const chosenResources = useMemo(
    () => getChosenResources(resources, values.reservable),
    [resources, values.reservable],
  );
  const availability = useMemo(
    () =>
      getFormAvailability({
        dates,
        resources: chosenResources,
        busy,
        takenTimes,
        edited: reservation,
        remote: values.is_remote && canReserveRemotely(resources, values.reservable),
        span: { from: values.from_time, to: values.to_time },
      }),
    [dates, chosenResources, busy, takenTimes, reservation, values, resources],
  );

  const change = <K extends keyof ReservationFormValues>(key: K, value: ReservationFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setFailure(null);
  };

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
  const typeOptions = reservationTypes.map((type) => ({ value: type, label: t(`form.types.${type}`) }));
  const remoteAllowed = canReserveRemotely(resources, values.reservable);
  const remoteAddress = values.remote_address.trim();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    // The last save's answer described the values sent then: a new attempt shows only what holds now
    // (issue 12, item 11), the client's errors at once and the server's when it answers.
    setServerErrors(null);
    if (readOnly || hasErrors(clientErrors)) {
      return;
    }
    const scope = mode === 'update' ? await askFor(reservation, 'update') : {};
    if (scope === undefined) {
      return;
    }
    const payload = buildReservationPayload({ ...values, is_remote: values.is_remote && remoteAllowed }, scope);
    setBusyAction('save');
    try {
      await onSave(payload, scope);
      setServerErrors(null);
      finish?.();
    } catch (reason) {
      const read = readServerErrors(reason, timeZone);
      setServerErrors(read ?? null);
      if (!read) {
        setFailure(t('form.saveFailed'));
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
    } catch {
      setFailure(t('form.deleteFailed'));
    } finally {
      setBusyAction(null);
    }
  };

  // The export (the `ics` package) loads when it is first asked for.
  const exportToCalendar = async () => {
    const chosen = getChosenResources(resources, values.reservable);
    const event: CalendarEvent = {
      id: reservation?.id ?? null,
      name: values.name,
      description: values.description,
      from: values.from,
      to: values.from,
      from_time: values.from_time,
      to_time: values.to_time,
      reservable: chosen.map((resource) => ({ name: resource.name })),
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
    const exporter = await Promise.all([import('../../export/buildIcs'), import('../../export/download')]).catch(
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
  };
  const otherErrors = serverErrors?.other ?? [];

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={save}
      data-mode={mode}
      aria-busy={busyAction !== null || undefined}
    >
      {readOnly ? <p className={styles.notice}>{t('form.readOnly')}</p> : null}
      <div className={styles.columns}>
        <div className={styles.column}>
          <div>
            <MultiSelect
              id={ids.reservable}
              label={t('form.resources')}
              options={resourceOptions}
              value={values.reservable}
              onValueChange={(next) => change('reservable', next)}
              disabled={readOnly}
              invalid={errorsOf('reservable').length > 0}
            />
            <FieldErrors id={fieldIds(ids.reservable).errors} messages={errorsOf('reservable')} />
          </div>
          <Field id={ids.name} label={t('form.name')} errors={errorsOf('name')}>
            <TextInput
              id={ids.name}
              value={values.name}
              maxLength={255}
              disabled={readOnly}
              onChange={(event) => change('name', event.target.value)}
              {...invalidProps(ids.name, errorsOf('name'))}
            />
          </Field>
          <Field id={ids.description} label={t('form.description')} errors={errorsOf('description')}>
            <TextArea
              id={ids.description}
              value={values.description}
              disabled={readOnly}
              onChange={(event) => change('description', event.target.value)}
              {...invalidProps(ids.description, errorsOf('description'))}
            />
          </Field>
          <div>
            <DatePicker
              id={ids.from}
              label={t('form.date')}
              value={values.from || null}
              onValueChange={(next) => change('from', next ?? '')}
              disabled={readOnly}
              invalid={errorsOf('from').length > 0}
            />
            <FieldErrors id={fieldIds(ids.from).errors} messages={errorsOf('from')} />
          </div>
          <TimeFields
            ids={{ from: ids.fromTime, to: ids.toTime }}
            type={values.type}
            from={values.from_time}
            to={values.to_time}
            disabled={readOnly}
            errors={errorsOf('to')}
            resource={chosenResources[0]}
            taken={availability.taken}
            window={availability.window}
            clashes={availability.clashes}
            onChange={(from, to) => setValues((current) => ({ ...current, from_time: from, to_time: to }))}
          />
        </div>
        <div className={styles.column}>
          <div>
            <Select
              id={ids.type}
              label={t('form.type')}
              options={typeOptions}
              value={values.type}
              onValueChange={(next) => change('type', (next ?? 'lecture') as ReservationType)}
              disabled={readOnly}
              invalid={errorsOf('type').length > 0}
            />
            <FieldErrors id={fieldIds(ids.type).errors} messages={errorsOf('type')} />
          </div>
          <div>
            <PersonSelect
              id={ids.person}
              label={t(values.type === 'lecture' ? 'form.teacher' : 'form.personResponsible')}
              search={search}
              value={values.person_responsible ? toUiPerson(values.person_responsible) : null}
              onValueChange={(next) => change('person_responsible', next ? fromUiPerson(next) : null)}
              disabled={readOnly}
              invalid={errorsOf('person_responsible').length > 0}
            />
            <FieldErrors id={fieldIds(ids.person).errors} messages={errorsOf('person_responsible')} />
          </div>
          <div>
            <MultiSelect
              id={ids.groups}
              label={t('form.groups')}
              options={groupOptions}
              value={values.groups}
              onValueChange={(next) => change('groups', next)}
              disabled={readOnly}
              invalid={errorsOf('groups').length > 0}
            />
            <FieldErrors id={fieldIds(ids.groups).errors} messages={errorsOf('groups')} />
          </div>
          <div>
            <PersonSelect
              multiple
              id={ids.invitations}
              label={t('form.invitations')}
              search={search}
              value={values.invitations.map(toUiPerson)}
              onValueChange={(next) => change('invitations', next.map(fromUiPerson))}
              disabled={readOnly}
              invalid={errorsOf('invitations').length > 0}
            />
            <FieldErrors id={fieldIds(ids.invitations).errors} messages={errorsOf('invitations')} />
          </div>
          {remoteAllowed ? (
            <div className={styles.remote} data-testid="remote">
              <Checkbox
                id={ids.remote}
                label={t('form.remote')}
                checked={values.is_remote}
                disabled={readOnly}
                onCheckedChange={(checked) => change('is_remote', checked)}
              />
              {values.is_remote ? (
                <div className={styles.remoteAddressRow}>
                  <Field
                    id={ids.remoteAddress}
                    label={t('form.remoteAddress')}
                    errors={errorsOf('remote_address')}
                    className={styles.grow}
                  >
                    <TextInput
                      id={ids.remoteAddress}
                      type="url"
                      inputMode="url"
                      value={values.remote_address}
                      disabled={readOnly}
                      onChange={(event) => change('remote_address', event.target.value)}
                      {...invalidProps(ids.remoteAddress, errorsOf('remote_address'))}
                    />
                  </Field>
                  {isSaved && remoteAddress !== '' ? (
                    <Button
                      variant="secondary"
                      title={t('form.joinHint')}
                      onClick={() => window.open(remoteAddress, '_blank', 'noopener,noreferrer')}
                    >
                      {t('form.join')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {values.is_remote ? (
                <TakenNotice title={t('availability.roomInUse')} items={availability.roomInUse} />
              ) : null}
            </div>
          ) : null}
          <div>
            <MultiSelect
              id={ids.annexes}
              label={t('form.annexes')}
              options={annexOptions}
              value={values.annexes}
              onValueChange={(next) => change('annexes', next)}
              disabled={readOnly}
              invalid={errorsOf('annexes').length > 0}
            />
            <FieldErrors id={fieldIds(ids.annexes).errors} messages={errorsOf('annexes')} />
          </div>
          <RepeatSettings
            id={`${prefix}-repeat`}
            date={values.from}
            value={values.repeater}
            onValueChange={(next) => change('repeater', next)}
            disabled={readOnly}
            errors={{ interval: errorsOf('repeater.interval'), until: errorsOf('repeater.until') }}
          />
          <OverlapList
            repeaterOverlaps={serverErrors?.repeaterOverlaps}
            batchOverlaps={serverErrors?.batchOverlaps}
            repeaterValidation={serverErrors?.repeaterValidation}
          />
        </div>
      </div>
      {failure || otherErrors.length > 0 ? (
        <div className={styles.failure} role="alert">
          {failure ? <p className={styles.failureList}>{failure}</p> : null}
          {otherErrors.length > 0 ? (
            <ul className={styles.failureList}>
              {otherErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" className={styles.actionsStart} onClick={() => void exportToCalendar()}>
          {t('form.export')}
        </Button>
        {isSaved && reservation?.can_delete && onDelete ? (
          <Button variant="danger" onClick={remove} loading={busyAction === 'delete'} disabled={busyAction === 'save'}>
            {t('form.delete')}
          </Button>
        ) : null}
        {readOnly ? null : (
          <Button type="submit" loading={busyAction === 'save'} disabled={busyAction === 'delete'}>
            {t('form.save')}
          </Button>
        )}
      </div>
    </form>
  );
}

interface TimeFieldsProps {
  ids: { from: string; to: string };
  type: ReservationType;
  from: TimeOfDay | null;
  to: TimeOfDay | null;
  disabled: boolean;
  errors: string[];
  /** The first chosen resource: its academic slots (lectures). */
  resource?: ReservationResource;
  taken?: readonly (TimeSpan & { date?: string })[];
  /** The daily window of the chosen resources: the event's time lists offer only times inside it. */
  window?: TimeSpan | null;
  /** What the chosen times clash with, on which dates and resources (said under an event's times). */
  clashes: readonly string[];
  onChange: (from: TimeOfDay | null, to: TimeOfDay | null) => void;
}

/** The event time lists' step (spec 9). */
const TIME_STEP = 30;
const LAST_START: TimeOfDay = { hours: 23, minutes: 30 };
const FIRST_END: TimeOfDay = { hours: 0, minutes: 30 };
const END_OF_DAY: TimeOfDay = { hours: 24, minutes: 0 };

/** An event's from and to in 30-minute steps, 24 h; a lecture's academic slots. */
function TimeFields({
  ids,
  type,
  from,
  to,
  disabled,
  errors,
  resource,
  taken,
  window,
  clashes,
  onChange,
}: TimeFieldsProps) {
  const { t } = useReservationFormTranslation();
  if (type === 'lecture') {
    return (
      <div>
        <SlotPicker
          slots={resource?.settings?.available_slots}
          forbiddenSlots={resource?.settings?.forbidden_slots}
          taken={taken}
          window={window}
          value={from && to ? { from_time: from, to_time: to } : null}
          onChange={(picked) => onChange(picked.from_time, picked.to_time)}
          disabled={disabled}
        />
        <FieldErrors id={fieldIds(ids.to).errors} messages={errors} />
      </div>
    );
  }
  return (
    <div>
      <div className={styles.timeRow}>
        <TimePicker
          id={ids.from}
          label={t('form.from')}
          value={from}
          min={window?.from}
          max={window ? fromMinutes(toMinutes(window.to) - TIME_STEP) : LAST_START}
          onValueChange={(next) => onChange(next, to)}
          disabled={disabled}
          invalid={errors.length > 0}
        />
        <TimePicker
          id={ids.to}
          label={t('form.to')}
          value={to}
          min={window ? fromMinutes(toMinutes(window.from) + TIME_STEP) : FIRST_END}
          max={window?.to ?? END_OF_DAY}
          onValueChange={(next) => onChange(from, next)}
          disabled={disabled}
          invalid={errors.length > 0}
        />
      </div>
      <FieldErrors id={fieldIds(ids.to).errors} messages={errors} />
      <TakenNotice title={t('availability.clashes')} items={clashes} />
    </div>
  );
}

/** A warning listing what stands at the chosen time (the server refuses or allows it on Save). */
function TakenNotice({ title, items }: { title: string; items: readonly string[] }) {
  const titleId = useId();
  if (items.length === 0) {
    return null;
  }
  return (
    <div className={styles.takenNotice} role="status">
      <p id={titleId} className={styles.takenNoticeTitle}>
        {title}
      </p>
      <ul aria-labelledby={titleId} className={styles.takenNoticeList}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
