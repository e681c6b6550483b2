import { useId, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import * as fieldStyles from '../private/Combobox.css';
import { useControllableState } from '../private/useControllableState';
import * as styles from './TimePicker.css';
import {
  DEFAULT_TIME_STEP,
  formatTimeOfDay,
  fromDayMinutes,
  listTimeOptions,
  toDayMinutes,
  type TimeOfDay,
} from './timeOptions';

export interface TimePickerProps {
  label: ReactNode;
  hideLabel?: boolean;
  /** The chosen time (controlled); null for none. */
  value?: TimeOfDay | null;
  defaultValue?: TimeOfDay | null;
  onValueChange?: (value: TimeOfDay | null) => void;
  /** Minutes between choices; 30 by default (spec 9). */
  step?: number;
  /** Earliest and latest choices, inclusive. */
  min?: TimeOfDay;
  max?: TimeOfDay;
  /** Which times to offer besides `min` and `max` (a room's gaps and closed hours left out); every one by default. */
  allowed?: (time: TimeOfDay) => boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of what describes the choice (a hint, or its errors shown under it). */
  'aria-describedby'?: string;
  id?: string;
  name?: string;
}

/** A 24-hour time choice in steps (a native select: keyboard, screen readers and mobile pickers work as usual). */
export function TimePicker({
  label,
  hideLabel = false,
  value,
  defaultValue = null,
  onValueChange,
  step = DEFAULT_TIME_STEP,
  min,
  max,
  allowed,
  disabled,
  invalid,
  'aria-describedby': describedBy,
  id,
  name,
}: TimePickerProps) {
  const { t } = useUiTranslation();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const [current, setCurrent] = useControllableState<TimeOfDay | null>(value, defaultValue, onValueChange);
  const listed = listTimeOptions({ step, min, max, include: current });
  // The current value stays listed even when not allowed, so the list never shows a time that is not the value.
  const options = allowed
    ? listed.filter((minutes) => allowed(fromDayMinutes(minutes)) || (current && toDayMinutes(current) === minutes))
    : listed;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={selectId} className={hideLabel ? fieldStyles.visuallyHiddenLabel : fieldStyles.label}>
        {label}
      </label>
      <select
        id={selectId}
        name={name}
        className={styles.select}
        value={current ? String(toDayMinutes(current)) : ''}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => setCurrent(event.target.value === '' ? null : fromDayMinutes(Number(event.target.value)))}
      >
        <option value="">{t('timePicker.placeholder')}</option>
        {options.map((minutes) => (
          <option key={minutes} value={minutes}>
            {formatTimeOfDay(fromDayMinutes(minutes))}
          </option>
        ))}
      </select>
    </div>
  );
}
