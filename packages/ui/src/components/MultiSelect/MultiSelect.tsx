import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { ChipList, Combobox } from '../private/Combobox';
import { useControllableState } from '../private/useControllableState';
import { filterOptions, MAX_VISIBLE_OPTIONS, type SelectOption } from '../Select/filterOptions';

export interface MultiSelectProps<V extends string | number> {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption<V>[];
  /** The chosen values (controlled). */
  value?: readonly V[];
  defaultValue?: readonly V[];
  onValueChange?: (value: V[]) => void;
  placeholder?: ReactNode;
  emptyText?: ReactNode;
  limit?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** Messages shown under the control, which they describe; the control is then invalid. */
  errors?: readonly string[];
  /** Ids of what else describes the control (a hint, or errors shown outside it). */
  'aria-describedby'?: string;
  id?: string;
}

const NONE: readonly never[] = [];

/** A searchable multiple choice: the list stays open while choosing; chosen options show as removable chips. */
export function MultiSelect<V extends string | number>({
  label,
  hideLabel,
  options,
  value,
  defaultValue = NONE,
  onValueChange,
  placeholder,
  emptyText,
  limit = MAX_VISIBLE_OPTIONS,
  disabled,
  invalid,
  errors,
  'aria-describedby': describedBy,
  id,
}: MultiSelectProps<V>) {
  const { t } = useUiTranslation();
  const [current, setCurrent] = useControllableState<readonly V[]>(
    value,
    defaultValue,
    onValueChange as ((next: readonly V[]) => void) | undefined,
  );
  const [search, setSearch] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const visible = useMemo(() => filterOptions(options, search, limit), [options, search, limit]);
  const chosen = options.filter((option) => current.includes(option.value));
  const toggle = (option: SelectOption<V>) =>
    setCurrent(
      current.includes(option.value) ? current.filter((entry) => entry !== option.value) : [...current, option.value],
    );

  return (
    <Combobox
      id={id}
      label={label}
      hideLabel={hideLabel}
      before={<ChipList selected={chosen} onRemove={toggle} disabled={disabled} afterLast={triggerRef} />}
      triggerRef={triggerRef}
      display={
        chosen.length > 0
          ? t('select.selectedCount', { count: chosen.length })
          : (placeholder ?? t('select.placeholder'))
      }
      hasValue={chosen.length > 0}
      options={visible}
      search={search}
      onSearchChange={setSearch}
      onSelect={toggle}
      isSelected={(option) => current.includes(option.value)}
      stayOpen
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
