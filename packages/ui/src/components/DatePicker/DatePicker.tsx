import { clockDigits } from '@laikas/contract/time';
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import 'react-day-picker/style.css';
import { useUiTranslation } from '../../i18n';
import { Button } from '../Button';
import { describedIds, FieldErrors, fieldIds } from '../Field/Field';
import * as fieldStyles from '../private/Combobox.css';
import { useControllableState } from '../private/useControllableState';
import type { Calendar as CalendarGrid } from './Calendar';
import * as styles from './DatePicker.css';
import {
  DEFAULT_MINUTE_STEP,
  floorToStep,
  formatDateValue,
  listMinuteOptions,
  parseDateValue,
  type TimeOfDay,
} from './dateValue';
import { dayAfterKey } from './dayKeys';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The month grid (react-day-picker and its locales) is not part of the page's first render: the first picker drawn
 * starts loading it, once for every picker, so it is there by the time someone opens a picker. Once loaded, a picker
 * draws it in the same render that opens it.
 */
let loadedCalendar: typeof CalendarGrid | undefined;
let calendarLoading: Promise<typeof CalendarGrid> | undefined;
const loadCalendar = () =>
  (calendarLoading ??= import('./Calendar').then(
    (module) => (loadedCalendar = module.Calendar),
    (error: unknown) => {
      // The next picker drawn tries again.
      calendarLoading = undefined;
      throw error;
    },
  ));

/**
 * Loads the month grid now, before any picker is drawn (an app on idle, a test that should not wait on it): resolves
 * once a picker opened next draws it at once.
 */
export async function preloadDatePicker(): Promise<void> {
  await loadCalendar();
}

export interface DatePickerProps {
  label: ReactNode;
  hideLabel?: boolean;
  /** `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm` with `withTime`; null for none (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Adds hour and minute choices; the value then carries `HH:mm`. */
  withTime?: boolean;
  /** Minutes between time choices; 5 by default (spec 9). */
  minuteStep?: number;
  /** The clock, for "Now" and today's mark; injectable so that stories and tests are stable. */
  now?: () => Date;
  /**
   * With no date chosen, the calendar opens on this date (`YYYY-MM-DD`), focused, without choosing it: an "until" field
   * opens near its "from" date. Today when left out (or not a date).
   */
  openNear?: string | null;
  placeholder?: ReactNode;
  disabled?: boolean;
  invalid?: boolean;
  /** Messages shown under the control, which they describe; the control is then invalid. */
  errors?: readonly string[];
  /** Ids of what else describes the control (a hint, or errors shown outside it). */
  'aria-describedby'?: string;
  id?: string;
}

/**
 * A date (and optionally time) field: a button showing `yyyy-MM-dd` that opens a calendar
 * 10 px below it, weeks from Monday, a month and year dropdown from 1900 to 2100, and
 * Now / Cancel / Select buttons. The choice is committed only with Select or Now.
 */
export function DatePicker({
  label,
  hideLabel = false,
  value,
  defaultValue = null,
  onValueChange,
  withTime = false,
  minuteStep = DEFAULT_MINUTE_STEP,
  now = () => new Date(),
  openNear,
  placeholder,
  disabled = false,
  invalid = false,
  errors = [],
  'aria-describedby': describedBy,
  id,
}: DatePickerProps) {
  const { t } = useUiTranslation();
  const generatedId = useId();
  const labelId = `${generatedId}-label`;
  const valueId = `${generatedId}-value`;
  const errorsId = fieldIds(id ?? `${generatedId}-trigger`).errors;
  const hasErrors = errors.length > 0;
  const [current, setCurrent] = useControllableState<string | null>(value, defaultValue, onValueChange);
  const [open, setOpen] = useState(false);
  const [draftDate, setDraftDate] = useState<Date | undefined>(undefined);
  const [draftTime, setDraftTime] = useState<TimeOfDay>({ hours: 8, minutes: 0 });
  const [month, setMonth] = useState<Date>(() => now());
  const [Calendar, setCalendar] = useState(() => loadedCalendar);
  /** While the grid's code loads, the open picker's focus is on a stand-in that keeps the day keys move to. */
  const standInRef = useRef<HTMLDivElement>(null);
  const keyedDay = useRef<Date>(new Date());
  /** The day the grid focuses when it arrives (keys moved there), null to leave focus where it went meanwhile. */
  const [arrivalFocus, setArrivalFocus] = useState<Date | null | undefined>(undefined);
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Calendar) {
      return undefined;
    }
    let mounted = true;
    loadCalendar().then(
      (loaded) => {
        if (!mounted) {
          return;
        }
        if (standInRef.current) {
          const focused = standInRef.current === document.activeElement;
          setArrivalFocus(focused ? keyedDay.current : null);
          if (focused) {
            setMonth(keyedDay.current);
          }
        }
        setCalendar(() => loaded);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Calendar]);
  useEffect(() => {
    if (!Calendar || !arrivalFocus) {
      return;
    }
    const iso = formatDateValue(arrivalFocus, null);
    contentRef.current?.querySelector<HTMLElement>(`[data-day="${iso}"]:not([data-outside]) button`)?.focus();
  }, [Calendar, arrivalFocus]);

  const parsed = parseDateValue(current);
  const today = now();

  const openWith = (next: boolean) => {
    if (next) {
      const start = parseDateValue(current);
      // The day it opens on and focuses: the chosen one, else the one the screen names, else today.
      const shown = start?.date ?? parseDateValue(openNear ?? null)?.date ?? today;
      setDraftDate(start?.date);
      setDraftTime(start?.time ?? floorToStep({ hours: today.getHours(), minutes: today.getMinutes() }, minuteStep));
      setMonth(shown);
      keyedDay.current = shown;
      setArrivalFocus(undefined);
    }
    setOpen(next);
  };
  /** The button of `date` in the drawn grid (a day of the month shown, not one of its neighbours'). */
  const dayButtonOf = (date: Date) =>
    contentRef.current?.querySelector<HTMLElement>(
      `[data-day="${formatDateValue(date, null)}"]:not([data-outside]) button`,
    );

  const commit = (date: Date | undefined, time: TimeOfDay) => {
    setCurrent(date ? formatDateValue(date, withTime ? time : null) : null);
    setOpen(false);
  };

  let display: ReactNode = placeholder ?? t('datePicker.placeholder');
  if (parsed) {
    display = formatDateValue(parsed.date, withTime ? (parsed.time ?? { hours: 0, minutes: 0 }) : null);
  }

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={hideLabel ? fieldStyles.visuallyHiddenLabel : fieldStyles.label}>
        {label}
      </span>
      <Popover.Root open={open} onOpenChange={openWith} modal>
        <Popover.Trigger
          id={id}
          className={fieldStyles.trigger}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-labelledby={`${labelId} ${valueId}`}
          aria-invalid={invalid || hasErrors || undefined}
          aria-describedby={describedIds(describedBy, hasErrors ? errorsId : undefined)}
        >
          <span
            id={valueId}
            className={parsed ? fieldStyles.triggerText : `${fieldStyles.triggerText} ${fieldStyles.placeholder}`}
          >
            {display}
          </span>
          <span className={fieldStyles.chevron} aria-hidden="true">
            <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5">
              <rect x="2" y="3" width="12" height="11" rx="1.5" />
              <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
            </svg>
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className={styles.content}
            // spec 9: the calendar opens 10 px from its field.
            sideOffset={10}
            align="start"
            collisionPadding={8}
            aria-labelledby={labelId}
            ref={contentRef}
            onOpenAutoFocus={(event) => {
              // The day it opens on, ready for the arrow keys (else, while the grid's code loads, its stand-in).
              const target = Calendar ? dayButtonOf(keyedDay.current) : standInRef.current;
              if (target) {
                event.preventDefault();
                target.focus();
              }
            }}
          >
            {Calendar ? (
              <Calendar
                className={styles.calendar}
                selected={draftDate}
                onSelect={setDraftDate}
                month={month}
                onMonthChange={setMonth}
                today={today}
              />
            ) : (
              // Keys pressed before the grid is drawn move the day it will focus, or choose it (Enter, Space), as
              // they would on the grid: a keyboard user loses none of them.
              <div
                ref={standInRef}
                className={styles.calendarStandIn}
                tabIndex={-1}
                // The grid to come, busy until its code is there.
                role="grid"
                aria-busy="true"
                aria-label={t('datePicker.loading')}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    setDraftDate(keyedDay.current);
                    return;
                  }
                  const next = dayAfterKey(keyedDay.current, event.key, event.shiftKey);
                  if (next) {
                    event.preventDefault();
                    keyedDay.current = next;
                  }
                }}
              />
            )}
            {withTime ? (
              <div className={styles.time}>
                <select
                  className={styles.timeSelect}
                  aria-label={t('datePicker.hours')}
                  value={draftTime.hours}
                  onChange={(event) => setDraftTime({ ...draftTime, hours: Number(event.target.value) })}
                >
                  {HOURS.map((hour) => (
                    <option key={hour} value={hour}>
                      {clockDigits(hour)}
                    </option>
                  ))}
                </select>
                <span aria-hidden="true">:</span>
                <select
                  className={styles.timeSelect}
                  aria-label={t('datePicker.minutes')}
                  value={floorToStep(draftTime, minuteStep).minutes}
                  onChange={(event) => setDraftTime({ ...draftTime, minutes: Number(event.target.value) })}
                >
                  {listMinuteOptions(minuteStep).map((minute) => (
                    <option key={minute} value={minute}>
                      {clockDigits(minute)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div className={styles.footer}>
              <Button
                variant="ghost"
                size="small"
                onClick={() => {
                  const moment = now();
                  commit(
                    new Date(moment.getFullYear(), moment.getMonth(), moment.getDate()),
                    floorToStep({ hours: moment.getHours(), minutes: moment.getMinutes() }, minuteStep),
                  );
                }}
              >
                {t('datePicker.now')}
              </Button>
              <div className={styles.footerEnd}>
                <Button variant="secondary" size="small" onClick={() => setOpen(false)}>
                  {t('datePicker.cancel')}
                </Button>
                <Button
                  size="small"
                  disabled={!draftDate}
                  onClick={() => commit(draftDate, floorToStep(draftTime, minuteStep))}
                >
                  {t('datePicker.select')}
                </Button>
              </div>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <FieldErrors id={errorsId} messages={errors} />
    </div>
  );
}
