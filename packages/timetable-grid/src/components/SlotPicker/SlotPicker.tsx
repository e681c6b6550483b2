import { formatTimeOfDay, fromMinutes, type TimeSpan } from '@laikas/contract/time';
import { clsx } from 'clsx';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTimetableGridTranslation } from '../../i18n';
import {
  findPickOf,
  getPickedSpan,
  getJustTakenSlots,
  getSlotStates,
  getTakenDates,
  pickSlot,
  resolveAcademicDay,
  toMinuteSpan,
  toTimeSpan,
  type MinuteSpan,
  type SlotPickState,
  type SlotState,
} from '../../layout';
import { formatMinuteSpan } from '../private/eventText';
import * as styles from './SlotPicker.css';

export interface SlotPickerProps {
  /** The resource's academic slots; the defaults of spec 9 when left out or empty. */
  slots?: readonly TimeSpan[] | null;
  /** The resource's forbidden gaps; the defaults of spec 9 when left out or empty. */
  forbiddenSlots?: readonly TimeSpan[] | null;
  /**
   * Spans already reserved: the slots they touch cannot be picked. With a `date` each (a series, several
   * resources), the slot says on which dates it is taken. One someone else took while the picker was open
   * (`justTaken`, live timetables: the host says so) makes its slots say "Just taken" (`data-just-taken`).
   */
  taken?: readonly (TimeSpan & { date?: string; justTaken?: boolean })[];
  /**
   * Times nothing may be reserved (a holiday, the room closed; issue 36), named: the slots they touch cannot be
   * picked and say why. With a `date` each (a series), the slot says on which dates.
   */
  closed?: readonly (TimeSpan & { date?: string; label: string })[];
  /**
   * Spans the room is in use that do not stand in the way (a remote reservation does not use the room; issue 36):
   * the slots they touch stay pickable but say "Room in use" (`data-in-use`), never look free.
   */
  inUse?: readonly (TimeSpan & { date?: string })[];
  /**
   * Times marked, not closed (an exam session: exams are booked in rooms; issue 36), named: the slots they touch stay
   * pickable, hatched lightly, and say the name (`data-marked`). With a `date` each (a series), on which dates.
   */
  marked?: readonly (TimeSpan & { date?: string; label: string })[];
  /** The resource's daily window (settings `from`–`to`): slots not wholly inside it cannot be picked. */
  window?: TimeSpan | null;
  /** The picked span (controlled), the same shape as `slots` and `taken`; `null` for none. */
  value?: TimeSpan | null;
  /** The first picked span (uncontrolled). */
  defaultValue?: TimeSpan | null;
  /** Called with the new span after every pick: the first click gives one slot, the second the whole span. */
  onChange?: (value: TimeSpan) => void;
  disabled?: boolean;
  /** The group's accessible name; "Academic slots" by default. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

const toSpan = (value: TimeSpan | null | undefined): MinuteSpan | null => (value ? toMinuteSpan(value) : null);

/** A slot taken on many dates of a series names the first few and counts the rest. */
const MAX_DATES_SHOWN = 3;

const sameSpan = (a: MinuteSpan | null, b: MinuteSpan | null) => a?.from === b?.from && a?.to === b?.to;

const keyMoves: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(last, index + 1),
  ArrowRight: (index, last) => Math.min(last, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The academic slot picker of the reservation form (spec 4): the first click sets the start, a
 * second click at or after it sets the end, a click before it starts again. Taken, forbidden, closed
 * (a holiday) and outside-the-window slots cannot be picked; a slot taken on some dates of a series names them, one
 * someone else just took says so. One tab stop; arrows, Home and End move between the pickable slots.
 */
export function SlotPicker({
  slots,
  forbiddenSlots,
  taken,
  closed,
  inUse,
  marked,
  window,
  value,
  defaultValue = null,
  onChange,
  disabled = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
}: SlotPickerProps) {
  const { t } = useTimetableGridTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const closedSpans = useMemo(
    () =>
      (closed ?? []).map((span) => ({
        ...toMinuteSpan(span),
        name: span.date ? `${span.date} ${span.label}` : span.label,
      })),
    [closed],
  );
  const day = useMemo(
    () => ({ ...resolveAcademicDay({ available_slots: slots, forbidden_slots: forbiddenSlots }), closed: closedSpans }),
    [slots, forbiddenSlots, closedSpans],
  );
  const takenSpans = useMemo(
    () => (taken ?? []).map((span) => ({ ...toMinuteSpan(span), date: span.date, justTaken: span.justTaken })),
    [taken],
  );
  const windowSpan = useMemo(() => (window ? toMinuteSpan(window) : null), [window]);
  const states = useMemo(() => getSlotStates(day, takenSpans, windowSpan), [day, takenSpans, windowSpan]);
  const takenDates = useMemo(() => getTakenDates(day, takenSpans), [day, takenSpans]);
  const justTaken = useMemo(() => getJustTakenSlots(day, takenSpans), [day, takenSpans]);
  const inUseSpans = useMemo(() => (inUse ?? []).map(toMinuteSpan), [inUse]);
  const isInUse = (slot: MinuteSpan) => inUseSpans.some((span) => span.from < slot.to && slot.from < span.to);
  const markedSpans = useMemo(
    () =>
      (marked ?? []).map((span) => ({
        ...toMinuteSpan(span),
        name: span.date ? `${span.date} ${span.label}` : span.label,
      })),
    [marked],
  );
  /** The names of the marked times a slot touches ("Exam session"), at most MAX_DATES_SHOWN, then "and N more". */
  const markedText = (slot: MinuteSpan) => {
    const names = [
      ...new Set(markedSpans.filter((span) => span.from < slot.to && slot.from < span.to).map((span) => span.name)),
    ];
    const shown = names.slice(0, MAX_DATES_SHOWN).join(', ');
    const more = names.length - MAX_DATES_SHOWN;
    return more > 0 ? t('slotPicker.andMore', { dates: shown, count: more }) : shown;
  };
  const [ownValue, setOwnValue] = useState<TimeSpan | null>(defaultValue);
  const current = value !== undefined ? value : ownValue;
  const currentSpan = toSpan(current);
  const [ownPick, setOwnPick] = useState<SlotPickState>(() => findPickOf(currentSpan, day.slots));
  // A value changed from outside (another date, a reset) wins over the half-made pick.
  const pick = sameSpan(getPickedSpan(ownPick, day.slots), currentSpan) ? ownPick : findPickOf(currentSpan, day.slots);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  const pickable = states.flatMap((state, index) => (state === 'free' ? [index] : []));
  const tabIndexOf =
    focusIndex !== null && pickable.includes(focusIndex)
      ? focusIndex
      : pick.start !== null && pickable.includes(pick.start)
        ? pick.start
        : pickable[0];
  const choosingEnd = pick.start !== null && pick.end === null;
  const lastSelected = pick.end ?? pick.start;

  const choose = (index: number) => {
    const next = pickSlot(pick, index, states);
    const span = getPickedSpan(next, day.slots);
    if (next === pick || !span) {
      return;
    }
    const nextValue = toTimeSpan(span);
    setOwnPick(next);
    setOwnValue(nextValue);
    onChange?.(nextValue);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = keyMoves[event.key];
    const index = Number((event.target as HTMLElement).dataset.index);
    if (!move || Number.isNaN(index) || pickable.length === 0) {
      return;
    }
    event.preventDefault();
    const position = pickable.indexOf(index);
    const target = pickable[move(position, pickable.length - 1)] as number;
    setFocusIndex(target);
    listRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`)?.focus();
  };

  const closedNames = (slot: MinuteSpan) => [
    ...new Set(closedSpans.filter((span) => span.from < slot.to && slot.from < span.to).map((span) => span.name)),
  ];
  const stateText = (state: SlotState, dates: readonly string[], slot: MinuteSpan) => {
    if (state === 'closed') {
      // The host's labels say what each is ("Holiday: …"); the dates tell a series' apart.
      const names = closedNames(slot);
      const shown = names.slice(0, MAX_DATES_SHOWN).join(', ');
      const more = names.length - MAX_DATES_SHOWN;
      return names.length === 0
        ? t('slotPicker.closed')
        : more > 0
          ? t('slotPicker.andMore', { dates: shown, count: more })
          : shown;
    }
    if (state !== 'taken' || dates.length === 0) {
      return state === 'free' ? '' : t(`slotPicker.${state}`);
    }
    const shown = dates.slice(0, MAX_DATES_SHOWN).join(', ');
    const more = dates.length - MAX_DATES_SHOWN;
    return t('slotPicker.takenOn', {
      dates: more > 0 ? t('slotPicker.andMore', { dates: shown, count: more }) : shown,
    });
  };
  // What the next choice does: the first slot; while choosing the end, the last (see pickSlot); once a span is
  // chosen, any slot starts over from it.
  const hint = choosingEnd
    ? t('slotPicker.chooseEnd')
    : currentSpan
      ? t('slotPicker.chooseAgain')
      : t('slotPicker.chooseStart');
  // What is chosen, by slot number when it starts and ends on slot edges ("Slots 4–5 (10:00–13:30)").
  const times = currentSpan && {
    from: formatTimeOfDay(fromMinutes(currentSpan.from)),
    to: formatTimeOfDay(fromMinutes(currentSpan.to)),
  };
  const chosenSlots =
    pick.start === null
      ? null
      : lastSelected === null || lastSelected === pick.start
        ? t('slotPicker.slot', { number: pick.start + 1 })
        : t('slotPicker.slots', { first: pick.start + 1, last: lastSelected + 1 });
  const chosen =
    times &&
    (chosenSlots ? t('slotPicker.chosen', { slots: chosenSlots, ...times }) : t('slotPicker.chosenTimes', times));

  return (
    <div
      className={styles.root}
      role="group"
      aria-label={ariaLabelledBy ? undefined : (ariaLabel ?? t('slotPicker.label'))}
      aria-labelledby={ariaLabelledBy}
    >
      <p className={styles.hint} aria-live="polite">
        {chosen ? `${chosen}. ` : null}
        {disabled ? null : hint}
      </p>
      {/* The list only routes arrow keys between its buttons; each button is the interactive element. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul ref={listRef} className={styles.list} onKeyDown={handleKeyDown}>
        {day.slots.map((slot, index) => {
          const state = states[index] ?? 'free';
          const selected = pick.start !== null && lastSelected !== null && index >= pick.start && index <= lastSelected;
          const next = day.slots[index + 1];
          const variant = state === 'free' ? (selected ? 'selected' : 'free') : state;
          const roomInUse = state === 'free' && isInUse(slot);
          const markedName = state === 'free' ? markedText(slot) : '';
          const taken = state === 'taken' && justTaken[index] === true;
          return [
            <li key={`slot-${slot.from}`}>
              <button
                type="button"
                className={clsx(
                  styles.slot,
                  styles.slotState[variant],
                  disabled && (variant === 'free' || variant === 'selected') && styles.inert[variant],
                  roomInUse && styles.inUse,
                  markedName !== '' && !selected && styles.marked,
                  taken && styles.justTaken,
                  choosingEnd && index === pick.start && styles.start,
                )}
                data-index={index}
                data-state={variant}
                data-in-use={roomInUse || undefined}
                data-marked={markedName !== '' || undefined}
                data-just-taken={taken || undefined}
                aria-pressed={selected}
                disabled={disabled || state !== 'free'}
                tabIndex={index === tabIndexOf ? 0 : -1}
                onClick={() => choose(index)}
                onFocus={() => setFocusIndex(index)}
              >
                <span className={styles.number}>{t('slotPicker.slot', { number: index + 1 })}</span>
                <span className={styles.time}>{formatMinuteSpan(slot.from, slot.to)}</span>
                <span
                  className={clsx(
                    styles.stateLabel,
                    state === 'taken' && !taken && takenDates[index]?.length && styles.datesLabel,
                  )}
                >
                  {roomInUse
                    ? t('slotPicker.inUse')
                    : taken
                      ? t('slotPicker.justTaken')
                      : markedName || stateText(state, takenDates[index] ?? [], slot)}
                </span>
              </button>
            </li>,
            next && next.from > slot.to ? (
              <li key={`gap-${slot.to}`} className={styles.gap}>
                {t('slotPicker.break')} {formatMinuteSpan(slot.to, next.from)}
              </li>
            ) : null,
          ];
        })}
      </ul>
    </div>
  );
}
