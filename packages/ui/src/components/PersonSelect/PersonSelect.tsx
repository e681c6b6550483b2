import { useEffect, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { ChipList, Combobox } from '../private/Combobox';
import type { SelectOption } from '../Select/filterOptions';
import { getPersonSearchTerm, PERSON_OPTION_LIMIT, PERSON_SEARCH_DELAY_MS } from './personSearch';
import { useDebouncedValue } from './useDebouncedValue';

/** A person to choose: `value` is the user id, `label` the name, `description` e.g. the group. */
export type PersonOption = SelectOption<number | string>;

interface PersonSelectBaseProps {
  label: ReactNode;
  hideLabel?: boolean;
  /**
   * Finds people. Called with '' for the default list (on first open and whenever the box is
   * cleared), and with the typed text once more than 2 characters were typed and typing paused 250 ms.
   */
  search: (query: string) => Promise<readonly PersonOption[]>;
  placeholder?: ReactNode;
  emptyText?: ReactNode;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
}

export interface SinglePersonSelectProps extends PersonSelectBaseProps {
  multiple?: false;
  value: PersonOption | null;
  onValueChange: (value: PersonOption | null) => void;
}

export interface MultiplePersonSelectProps extends PersonSelectBaseProps {
  multiple: true;
  value: readonly PersonOption[];
  onValueChange: (value: PersonOption[]) => void;
}

export type PersonSelectProps = SinglePersonSelectProps | MultiplePersonSelectProps;

/**
 * Chooses one person (or several with `multiple`) from a server-side search. Data-agnostic: it
 * only calls `search` and keeps the chosen options, so it works with any user list.
 */
export function PersonSelect(props: PersonSelectProps) {
  const { label, hideLabel, search, placeholder, emptyText, disabled, invalid, id } = props;
  const { t } = useUiTranslation();
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const term = useDebouncedValue(getPersonSearchTerm(typed), PERSON_SEARCH_DELAY_MS);
  const [result, setResult] = useState<{ term: string; options: readonly PersonOption[] } | null>(null);

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
  const selected: readonly PersonOption[] = props.multiple ? props.value : props.value ? [props.value] : [];
  const isSelected = (option: PersonOption) => selected.some((entry) => entry.value === option.value);

  const choose = (option: PersonOption) => {
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
      before={props.multiple ? <ChipList selected={props.value} onRemove={choose} disabled={disabled} /> : null}
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
