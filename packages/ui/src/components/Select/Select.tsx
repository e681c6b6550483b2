import { useMemo, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Combobox } from '../private/Combobox';
import { useControllableState } from '../private/useControllableState';
import { filterOptions, MAX_VISIBLE_OPTIONS, type SelectOption } from './filterOptions';

export interface SelectProps<V extends string | number> {
  /** Names the control (shown above it unless `hideLabel`). */
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption<V>[];
  /** The chosen value (controlled); `null` for none. */
  value?: V | null;
  defaultValue?: V | null;
  onValueChange?: (value: V | null) => void;
  /** Shown while nothing is chosen; "Choose…" (translated) when left out. */
  placeholder?: ReactNode;
  /** Shown when no option matches; "No options" (translated) when left out. */
  emptyText?: ReactNode;
  /** The most options listed at once; 1000 by default (spec 9). */
  limit?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** Messages shown under the control, which they describe; the control is then invalid. */
  errors?: readonly string[];
  /** Ids of what else describes the control (a hint, or errors shown outside it). */
  'aria-describedby'?: string;
  id?: string;
}

/** A searchable single choice: a button that opens a filterable list (keyboard: arrows, Enter, Escape). */
export function Select<V extends string | number>({
  label,
  hideLabel,
  options,
  value,
  defaultValue = null,
  onValueChange,
  placeholder,
  emptyText,
  limit = MAX_VISIBLE_OPTIONS,
  disabled,
  invalid,
  errors,
  'aria-describedby': describedBy,
  id,
}: SelectProps<V>) {
  const { t } = useUiTranslation();
  const [current, setCurrent] = useControllableState<V | null>(value, defaultValue, onValueChange);
  const [search, setSearch] = useState('');
  const visible = useMemo(() => filterOptions(options, search, limit), [options, search, limit]);
  const chosen = options.find((option) => option.value === current);

  return (
    <Combobox
      id={id}
      label={label}
      hideLabel={hideLabel}
      display={chosen ? chosen.label : (placeholder ?? t('select.placeholder'))}
      hasValue={Boolean(chosen)}
      options={visible}
      search={search}
      onSearchChange={setSearch}
      onSelect={(option) => setCurrent(option.value)}
      isSelected={(option) => option.value === current}
      emptyText={emptyText}
      disabled={disabled}
      invalid={invalid}
      errors={errors}
      aria-describedby={describedBy}
      onOpenChange={(open) => {
        if (!open) {
          setSearch('');
        }
      }}
    />
  );
}
