import type { ReservationType, TimeOfDay, TimeSpan } from '@laikas/contract/time';
import { fromMinutes, toMinutes } from '@laikas/contract/time';
import { FieldErrors, fieldIds, TimePicker } from '@laikas/ui';
import { SlotPicker } from '@laikas/timetable-grid';
import { useReservationFormTranslation } from '../../i18n';
import { isTimeAllowed, type ClosedTime } from '../../model/availability';
import type { ReservationResource } from '../../model/resources';
import { resolveAcademicDay, toTimeSpan } from '@laikas/timetable-grid';
import * as styles from './ReservationForm.css';
import { TakenNotice } from './TakenNotice';

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
  /** Holidays and closed times on the reservation's dates: not offered (issue 36). */
  closed?: readonly ClosedTime[];
  /** An exam session on the reservation's dates (issue 36): its slots say so and are still offered. */
  marked?: readonly ClosedTime[];
  /** For a remote reservation: when the room is in use (issue 36): the slots say so, still pickable. */
  inUse?: readonly (TimeSpan & { date?: string })[];
  /** The daily window of the chosen resources: the event's time lists offer only times inside it. */
  window?: TimeSpan | null;
  /** What the chosen times clash with, on which dates and resources (said under an event's times). */
  clashes: readonly string[];
  /** What someone else took at the chosen times while the form was open (issue 31): "Just taken", for either type. */
  justTaken?: readonly string[];
  onChange: (from: TimeOfDay | null, to: TimeOfDay | null) => void;
}

/** The event time lists' step (spec 9). */
const TIME_STEP = 30;
const LAST_START: TimeOfDay = { hours: 23, minutes: 30 };
const FIRST_END: TimeOfDay = { hours: 0, minutes: 30 };
const END_OF_DAY: TimeOfDay = { hours: 24, minutes: 0 };
const NO_CLOSED: readonly ClosedTime[] = [];

/** An event's from and to in 30-minute steps, 24 h; a lecture's academic slots. */
export function TimeFields({
  ids,
  type,
  from,
  to,
  disabled,
  errors,
  resource,
  taken,
  closed = NO_CLOSED,
  marked,
  inUse,
  window,
  clashes,
  justTaken = [],
  onChange,
}: TimeFieldsProps) {
  const { t } = useReservationFormTranslation();
  // Both times are described by the messages under them (the server names the end, `to`).
  const errorsId = errors.length > 0 ? fieldIds(ids.to).errors : undefined;
  // An event may not overlap a forbidden gap or a closed time on any of its dates: the lists offer none of them.
  const blocked = [...resolveAcademicDay(resource?.settings).forbidden.map(toTimeSpan), ...closed];
  if (type === 'lecture') {
    return (
      <div>
        <SlotPicker
          slots={resource?.settings?.available_slots}
          forbiddenSlots={resource?.settings?.forbidden_slots}
          taken={taken}
          closed={closed}
          marked={marked}
          inUse={inUse}
          window={window}
          value={from && to ? { from, to } : null}
          onChange={(picked) => onChange(picked.from, picked.to)}
          disabled={disabled}
        />
        <FieldErrors id={fieldIds(ids.to).errors} messages={errors} />
        <TakenNotice title={t('availability.justTaken')} items={justTaken} justTaken />
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
          allowed={(time) => isTimeAllowed(time, 'from', blocked, null, TIME_STEP)}
          onValueChange={(next) => onChange(next, to)}
          disabled={disabled}
          invalid={errors.length > 0}
          aria-describedby={errorsId}
        />
        <TimePicker
          id={ids.to}
          label={t('form.to')}
          value={to}
          min={window ? fromMinutes(toMinutes(window.from) + TIME_STEP) : FIRST_END}
          max={window?.to ?? END_OF_DAY}
          allowed={(time) => isTimeAllowed(time, 'to', blocked, from, TIME_STEP)}
          onValueChange={(next) => onChange(from, next)}
          disabled={disabled}
          invalid={errors.length > 0}
          aria-describedby={errorsId}
        />
      </div>
      <FieldErrors id={fieldIds(ids.to).errors} messages={errors} />
      <TakenNotice title={t('availability.justTaken')} items={justTaken} justTaken />
      <TakenNotice title={t('availability.clashes')} items={clashes} />
    </div>
  );
}
