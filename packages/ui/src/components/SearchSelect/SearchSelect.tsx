import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { getPersonSearchTerm, PERSON_OPTION_LIMIT, PERSON_SEARCH_DELAY_MS } from '../PersonSelect/personSearch';
import { useDebouncedValue } from '../PersonSelect/useDebouncedValue';
import { ChipList, Combobox } from '../private/Combobox';
import type { SelectOption } from '../Select/filterOptions';

/** An option found on the server: `value` is its id, `label` its name, `description` what tells it apart. */
export type SearchOption = SelectOption<number | string>;

interface SearchSelectBaseProps {
  label: ReactNode;
  hideLabel?: boolean;
  /**
   * Finds options. Called with '' for the default list (on first open and whenever the box is cleared), and with
   * the typed text once at least `minSearchLength` characters were typed and typing paused 250 ms.
   */
  search: (query: string) => Promise<readonly SearchOption[]>;
  /** Characters to type before `search` gets the text (default 1: a group named "A1" must be findable). */
  minSearchLength?: number;
  placeholder?: ReactNode;
  emptyText?: ReactNode;
  disabled?: boolean;
  invalid?: boolean;
  /** Messages shown under the control, which they describe; the control is then invalid. */
  errors?: readonly string[];
  /** Ids of what else describes the control (a hint, or errors shown outside it). */
  'aria-describedby'?: string;
  id?: string;
}

export interface SingleSearchSelectProps extends SearchSelectBaseProps {
  multiple?: false;
  value: SearchOption | null;
  onValueChange: (value: SearchOption | null) => void;
}

export interface MultipleSearchSelectProps extends SearchSelectBaseProps {
  multiple: true;
  value: readonly SearchOption[];
  onValueChange: (value: SearchOption[]) => void;
}

export type SearchSelectProps = SingleSearchSelectProps | MultipleSearchSelectProps;

/**
 * Chooses one option (or several with `multiple`) from a server-side search, for lists too long to load whole
 * (groups, rooms, people). Data-agnostic: it only calls `search` and keeps the chosen options. Lists at most 50.
 */
export function SearchSelect(props: SearchSelectProps) {
  const {
    label,
    hideLabel,
    search,
    minSearchLength = 1,
    placeholder,
    emptyText,
    disabled,
    invalid,
    errors,
    id,
  } = props;
  const describedBy = props['aria-describedby'];
  const { t } = useUiTranslation();
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const term = useDebouncedValue(getPersonSearchTerm(typed, minSearchLength), PERSON_SEARCH_DELAY_MS);
  const [result, setResult] = useState<{ term: string; options: readonly SearchOption[] } | null>(null);

  useEffect(() => {
    if (!opened) {
      return undefined;
    }
    let current = true;
    search(term).then(
      (options) => {
        // A slower answer to an older query must not replace a newer one.
        if (current) {
          setResult({ term, options: options.slice(0, PERSON_OPTION_LIMIT) });
        }
      },
      () => {
        if (current) {
          setResult({ term, options: [] });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [opened, term, search]);

  const loading = opened && (result === null || result.term !== term);
  const selected: readonly SearchOption[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const isSelected = (option: SearchOption) => selected.some((entry) => entry.value === option.value);

  const choose = (option: SearchOption) => {
    if (props.multiple) {
      props.onValueChange(
        isSelected(option) ? props.value.filter((entry) => entry.value !== option.value) : [...props.value, option],
      );
      return;
    }
    props.onValueChange(option);
  };

  const single = props.multiple ? null : props.value;
  let display: ReactNode = placeholder ?? t('select.placeholder');
  if (single) {
    display = single.label;
  } else if (props.multiple && props.value.length > 0) {
    display = t('select.selectedCount', { count: props.value.length });
  }

  return (
    <Combobox
      id={id}
      label={label}
      hideLabel={hideLabel}
      before={
        props.multiple ? (
          <ChipList selected={props.value} onRemove={choose} disabled={disabled} afterLast={triggerRef} />
        ) : null
      }
      triggerRef={triggerRef}
      display={display}
      hasValue={selected.length > 0}
      options={loading ? [] : (result?.options ?? [])}
      search={typed}
      onSearchChange={setTyped}
      onSelect={choose}
      isSelected={isSelected}
      stayOpen={props.multiple}
      loading={loading}
      emptyText={emptyText}
      disabled={disabled}
      invalid={invalid}
      errors={errors}
      aria-describedby={describedBy}
      onOpenChange={(open) => {
        if (open) {
          setOpened(true);
        } else {
          setTyped('');
        }
      }}
    />
  );
}
