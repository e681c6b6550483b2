import { repeaterTypes, weekdayKeys, type RepeaterType, type WeekdayKey } from '@laikas/contract/time';
import type { Repeater } from '@laikas/contract';
import { Checkbox, DatePicker, Field, FieldErrors, fieldIds, TextInput, invalidProps } from '@laikas/ui';
import { useId, useState } from 'react';
import { useReservationFormTranslation } from '../../i18n';
import {
  changeRepeaterType,
  createDefaultRepeater,
  getRunningWeekdays,
  isValidInterval,
  parseInterval,
  toggleWeekday,
  validateRepeater,
} from '../../model/repeater';
import * as styles from './RepeatSettings.css';

export interface RepeatSettingsProps {
  /** The rule; `null` means the reservation does not repeat (controlled). */
  value?: Repeater | null;
  /** The rule to start with when uncontrolled. */
  defaultValue?: Repeater | null;
  onValueChange?: (value: Repeater | null) => void;
  /** The reservation's date (`YYYY-MM-DD`): ticking repeat ends the series 7 days later. */
  date: string;
  disabled?: boolean;
  /** Server messages for `repeater.interval` and `repeater.until`. */
  errors?: { interval?: readonly string[]; until?: readonly string[] };
  /** Prefix of the ids of the controls (one per form). */
  id?: string;
}

/**
 * The repeat part of the reservation form: the "repeat" checkbox and, once ticked, the rule — type,
 * interval (1–20), until date and, for weekly rules, the weekdays.
 */
export function RepeatSettings({
  value,
  defaultValue = null,
  onValueChange,
  date,
  disabled = false,
  errors = {},
  id,
}: RepeatSettingsProps) {
  const { t } = useReservationFormTranslation();
  const generatedId = useId();
  const prefix = id ?? `repeat-${generatedId.replace(/:/g, '')}`;
  const [uncontrolled, setUncontrolled] = useState<Repeater | null>(defaultValue);
  const repeater = value === undefined ? uncontrolled : value;
  // What the person typed in the interval field, kept while it is not a valid number.
  const [intervalText, setIntervalText] = useState<string | null>(null);

  const update = (next: Repeater | null) => {
    if (value === undefined) {
      setUncontrolled(next);
    }
    onValueChange?.(next);
  };

  const ids = {
    repeat: `${prefix}-enabled`,
    type: `${prefix}-type`,
    interval: `${prefix}-interval`,
    until: `${prefix}-until`,
  };
  const clientErrors = repeater ? validateRepeater(repeater, date) : {};
  const intervalErrors = [
    ...(clientErrors['repeater.interval'] ? [t(`errors.${clientErrors['repeater.interval']}`)] : []),
    ...(errors.interval ?? []),
  ];
  const untilErrors = [
    ...(clientErrors['repeater.until'] ? [t(`errors.${clientErrors['repeater.until']}`)] : []),
    ...(errors.until ?? []),
  ];
  const state = repeater ? 'repeating' : 'single';
  // A weekly rule with no weekday chosen runs on the date's: that day is ticked, not none.
  const runningWeekdays = repeater ? getRunningWeekdays(repeater, date) : [];

  return (
    <div className={styles.root} data-state={state} data-testid="repeat-settings">
      <Checkbox
        id={ids.repeat}
        label={t('repeat.repeat')}
        checked={repeater !== null}
        disabled={disabled}
        onCheckedChange={(checked) => {
          setIntervalText(null);
          update(checked ? createDefaultRepeater(date) : null);
        }}
      />
      {repeater ? (
        <div className={styles.rule}>
          <Field id={ids.type} label={t('repeat.type')}>
            <select
              id={ids.type}
              className={styles.select}
              value={repeater.type}
              disabled={disabled}
              onChange={(event) => update(changeRepeaterType(repeater, event.target.value as RepeaterType))}
            >
              {repeaterTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`repeat.types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids.interval} label={t('repeat.interval')} errors={intervalErrors}>
            <div className={styles.intervalRow}>
              <TextInput
                id={ids.interval}
                className={styles.intervalInput}
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                step={1}
                disabled={disabled}
                value={intervalText ?? (isValidInterval(repeater.interval) ? String(repeater.interval) : '')}
                onChange={(event) => {
                  const text = event.target.value;
                  const interval = parseInterval(text);
                  setIntervalText(isValidInterval(interval) ? null : text);
                  update({ ...repeater, interval });
                }}
                {...invalidProps(ids.interval, intervalErrors)}
              />
              <span className={styles.unit}>{t(`repeat.intervalUnit.${repeater.type}`)}</span>
            </div>
          </Field>
          <div>
            <DatePicker
              id={ids.until}
              label={t('repeat.until')}
              value={repeater.until || null}
              // Cleared, it opens on the reservation's date, not today's month.
              openNear={date || null}
              onValueChange={(next) => update({ ...repeater, until: next ?? '' })}
              disabled={disabled}
              invalid={untilErrors.length > 0}
            />
            <FieldErrors id={fieldIds(ids.until).errors} messages={untilErrors} />
          </div>
          {repeater.type === 'weekly' ? (
            <fieldset className={styles.weekdays} disabled={disabled}>
              <legend className={styles.legend}>{t('repeat.weekdays')}</legend>
              {weekdayKeys.map((weekday: WeekdayKey) => (
                <Checkbox
                  key={weekday}
                  label={<abbr title={t(`repeat.weekdayNames.${weekday}`)}>{t(`repeat.weekdayShort.${weekday}`)}</abbr>}
                  aria-label={t(`repeat.weekdayNames.${weekday}`)}
                  checked={runningWeekdays.includes(weekday)}
                  disabled={disabled}
                  onCheckedChange={() => update(toggleWeekday(repeater, weekday, date))}
                />
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
