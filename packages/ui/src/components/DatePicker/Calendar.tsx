import { DayPicker } from 'react-day-picker';
import { enUS, lt } from 'react-day-picker/locale';
import { useUiTranslation } from '../../i18n';
import { FIRST_YEAR, formatLongDate, LAST_YEAR } from './dateValue';

const START_MONTH = new Date(FIRST_YEAR, 0, 1);
const END_MONTH = new Date(LAST_YEAR, 11, 31);

export interface CalendarProps {
  className: string;
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  month: Date;
  onMonthChange: (month: Date) => void;
  today: Date;
}

/**
 * The DatePicker's month grid: react-day-picker in the page's language, weeks from Monday, a month and year dropdown
 * from 1900 to 2100. A module of its own so that the picker loads it after the page's first render: react-day-picker
 * and its locales are about a quarter of what a form with a date field costs, and the grid shows only once opened.
 */
export function Calendar({ className, selected, onSelect, month, onMonthChange, today }: CalendarProps) {
  const { t, i18n } = useUiTranslation();
  const english = i18n.language === 'en';
  // react-day-picker's English day labels say "March 1st", which no longer contains the "1"
  // the button shows (axe: label-content-name-mismatch); the Lithuanian ones are fine.
  const labels = english
    ? {
        labelDayButton: (date: Date, modifiers: { today?: boolean; selected?: boolean }) =>
          [
            modifiers.today ? t('datePicker.today') : null,
            formatLongDate(date, enUS),
            modifiers.selected ? t('datePicker.selected') : null,
          ]
            .filter(Boolean)
            .join(', '),
      }
    : undefined;
  return (
    <DayPicker
      className={className}
      mode="single"
      // A click on the chosen day keeps it chosen: it used to clear it and disable Select (issue 12, item 13).
      required
      selected={selected}
      onSelect={onSelect}
      month={month}
      onMonthChange={onMonthChange}
      captionLayout="dropdown"
      startMonth={START_MONTH}
      endMonth={END_MONTH}
      weekStartsOn={1}
      locale={english ? enUS : lt}
      labels={labels}
      today={today}
      // No `autoFocus`: the picker focuses the day it opens on once its popover holds focus. Focused earlier, from the
      // grid's own effect, a day inside a modal was sent back by the modal's focus trap, and the popover then put
      // focus on "previous month".
    />
  );
}
