import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import 'react-day-picker/style.css';
import { useUiTranslation } from '../../i18n';
import { Button } from '../Button';
import * as fieldStyles from '../private/Combobox.css';
import { useControllableState } from '../private/useControllableState';
import type { Calendar as CalendarGrid } from './Calendar';
import * as styles from './DatePicker.css';
import {
  DEFAULT_MINUTE_STEP,
  floorToStep,
  formatDateValue,
  listMinuteOptions,
  padClock,
  parseDateValue,
  type TimeOfDay,
} from './dateValue';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

let calendarLoading: Promise<{ Calendar: typeof CalendarGrid }> | undefined;
/** Loads the month grid's code once for every picker. */
const loadCalendar = () => (calendarLoading ??= import('./Calendar'));
/**
 * The month grid (react-day-picker and its locales) is not part of the page's first render: the first picker drawn
 * starts loading it, so it is there by the time someone opens a picker.
 */
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.Calendar })));

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
  placeholder?: ReactNode;
  disabled?: boolean;
  invalid?: boolean;
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
  placeholder,
  disabled = false,
  invalid = false,
  id,
}: DatePickerProps) {
  const { t } = useUiTranslation();
  useEffect(() => {
    void loadCalendar();
  }, []);
  const generatedId = useId();
  const labelId = `${generatedId}-label`;
  const valueId = `${generatedId}-value`;
  const [current, setCurrent] = useControllableState<string | null>(value, defaultValue, onValueChange);
  const [open, setOpen] = useState(false);
  const [draftDate, setDraftDate] = useState<Date | undefined>(undefined);
  const [draftTime, setDraftTime] = useState<TimeOfDay>({ hours: 8, minutes: 0 });
  const [month, setMonth] = useState<Date>(() => now());

  const parsed = parseDateValue(current);
  const today = now();

  const openWith = (next: boolean) => {
    if (next) {
      const start = parseDateValue(current);
      setDraftDate(start?.date);
      setDraftTime(start?.time ?? floorToStep({ hours: today.getHours(), minutes: today.getMinutes() }, minuteStep));
      setMonth(start?.date ?? today);
    }
    setOpen(next);
  };

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
          aria-invalid={invalid || undefined}
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
          >
            <Suspense fallback={null}>
              <Calendar
                className={styles.calendar}
                selected={draftDate}
                onSelect={setDraftDate}
                month={month}
                onMonthChange={setMonth}
                today={today}
              />
            </Suspense>
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
                      {padClock(hour)}
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
                      {padClock(minute)}
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
    </div>
  );
}
