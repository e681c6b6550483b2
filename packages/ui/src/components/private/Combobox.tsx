import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useUiTranslation } from '../../i18n';
import { describedIds, FieldErrors, fieldIds } from '../Field/Field';
import type { SelectOption } from '../Select/filterOptions';
import * as styles from './Combobox.css';

export interface ComboboxProps<O extends SelectOption> {
  label: ReactNode;
  /** Hides the label visually; it still names the control. */
  hideLabel?: boolean;
  /** What the closed control shows (the chosen option(s) or a placeholder). */
  display: ReactNode;
  hasValue: boolean;
  /** The options to list now (already filtered and limited). */
  options: readonly O[];
  search: string;
  onSearchChange: (search: string) => void;
  onSelect: (option: O) => void;
  isSelected: (option: O) => boolean;
  /** Keeps the list open after a choice (multiple selection). */
  stayOpen?: boolean;
  loading?: boolean;
  emptyText?: ReactNode;
  disabled?: boolean;
  invalid?: boolean;
  /** Messages shown under the control, which they describe; the control is then invalid. */
  errors?: readonly string[];
  /** Ids of what else describes the control (a hint, or errors shown outside it). */
  'aria-describedby'?: string;
  id?: string;
  /** Rendered between the label and the control (the chosen chips of a multi-select). */
  before?: ReactNode;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the list (for `ChipList`'s `afterLast`). */
  triggerRef?: RefObject<HTMLButtonElement | null>;
}

/** A key that types a character (not Space, which presses the button, nor a shortcut). */
function typesCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The shared body of Select, MultiSelect and PersonSelect: a button that opens a popover
 * with a search box and a listbox (cmdk). Filtering is the caller's job (`shouldFilter={false}`),
 * so that the option limit and asynchronous searches work the same way.
 */
export function Combobox<O extends SelectOption>({
  label,
  hideLabel = false,
  display,
  hasValue,
  options,
  search,
  onSearchChange,
  onSelect,
  isSelected,
  stayOpen = false,
  loading = false,
  emptyText,
  disabled = false,
  invalid = false,
  errors = [],
  'aria-describedby': describedBy,
  id,
  before,
  onOpenChange,
  triggerRef,
}: ComboboxProps<O>) {
  const { t } = useUiTranslation();
  const generatedId = useId();
  const triggerId = id ?? `${generatedId}-trigger`;
  const labelId = `${generatedId}-label`;
  const valueId = `${generatedId}-value`;
  const errorsId = fieldIds(triggerId).errors;
  const hasErrors = errors.length > 0;
  const [open, setOpen] = useState(false);
  // The highlighted option; when the list changes under it (a search answered), the first
  // option is highlighted so that Enter always picks something visible.
  const [highlighted, setHighlighted] = useState('');
  const activeValue = options.some((option) => String(option.value) === highlighted)
    ? highlighted
    : String(options[0]?.value ?? '');
  const changeOpen = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };

  return (
    <div className={styles.field}>
      <span id={labelId} className={hideLabel ? styles.visuallyHiddenLabel : styles.label}>
        {label}
      </span>
      {before}
      <Popover.Root open={open} onOpenChange={changeOpen}>
        <Popover.Trigger
          ref={triggerRef}
          id={triggerId}
          className={styles.trigger}
          disabled={disabled}
          aria-haspopup="listbox"
          aria-labelledby={`${labelId} ${valueId}`}
          aria-invalid={invalid || hasErrors || undefined}
          aria-describedby={describedIds(describedBy, hasErrors ? errorsId : undefined)}
          data-state={open ? 'open' : 'closed'}
          // Typing on the button opens the list and searches for what is typed, as a combobox does: the search box
          // takes focus with the first character in it (and any typed before it took focus).
          onKeyDown={(event) => {
            if (typesCharacter(event)) {
              event.preventDefault();
              onSearchChange(open ? search + event.key : event.key);
              if (!open) {
                changeOpen(true);
              }
            }
          }}
        >
          <span id={valueId} className={hasValue ? styles.triggerText : `${styles.triggerText} ${styles.placeholder}`}>
            {display}
          </span>
          <span className={styles.chevron} aria-hidden="true">
            ▾
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            className={styles.content}
            sideOffset={4}
            align="start"
            collisionPadding={8}
            aria-labelledby={labelId}
            onOpenAutoFocus={(event) => {
              // The search box, with the caret after what was typed on the button (Radix would select it, and the
              // next key would replace it).
              const input = (event.currentTarget as HTMLElement | null)?.querySelector('input');
              if (input) {
                event.preventDefault();
                input.focus();
                input.setSelectionRange(input.value.length, input.value.length);
              }
            }}
          >
            <Command
              shouldFilter={false}
              loop
              value={activeValue}
              onValueChange={setHighlighted}
              label={typeof label === 'string' ? label : undefined}
            >
              <Command.Input
                className={styles.input}
                value={search}
                onValueChange={onSearchChange}
                placeholder={t('select.search')}
                aria-label={t('select.search')}
              />
              {loading ? (
                <div className={styles.message} role="status">
                  {t('select.loading')}
                </div>
              ) : null}
              {!loading && options.length === 0 ? (
                <div className={styles.message} role="status">
                  {emptyText ?? t('select.empty')}
                </div>
              ) : null}
              {/* Hidden rather than unmounted when empty: the search box's aria-controls points at it,
                  and an empty listbox is invalid ARIA. */}
              <Command.List
                className={styles.list}
                label={typeof label === 'string' ? label : undefined}
                hidden={options.length === 0}
              >
                {options.map((option) => {
                  const selected = isSelected(option);
                  return (
                    <Command.Item
                      key={String(option.value)}
                      value={String(option.value)}
                      disabled={option.disabled}
                      className={styles.item}
                      data-checked={selected}
                      onSelect={() => {
                        onSelect(option);
                        if (!stayOpen) {
                          changeOpen(false);
                        }
                      }}
                    >
                      <span className={styles.check} aria-hidden="true">
                        {selected ? '✓' : ''}
                      </span>
                      <span className={styles.itemText}>
                        <span>
                          {option.label}
                          {selected ? (
                            <span className={styles.visuallyHiddenLabel}> ({t('select.selected')})</span>
                          ) : null}
                        </span>
                        {option.description ? <span className={styles.description}>{option.description}</span> : null}
                      </span>
                    </Command.Item>
                  );
                })}
              </Command.List>
            </Command>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <FieldErrors id={errorsId} messages={errors} />
    </div>
  );
}

export interface ChipListProps<O extends SelectOption> {
  selected: readonly O[];
  onRemove: (option: O) => void;
  disabled?: boolean;
  /** Where focus goes when the last chip was removed (the select's button). */
  afterLast?: RefObject<HTMLElement | null>;
}

/**
 * The chosen options of a multiple selection, each with a remove button. A chip removed from the keyboard gives focus
 * to the next chip's button (else the one before), the last one's to `afterLast`, not to the page's body.
 */
export function ChipList<O extends SelectOption>({
  selected,
  onRemove,
  disabled = false,
  afterLast,
}: ChipListProps<O>) {
  const { t } = useUiTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  // The index of the chip whose button was pressed while it had focus, until the list is drawn without it.
  const removedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = removedAt.current;
    if (index === null) {
      return;
    }
    removedAt.current = null;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const next = buttons[Math.min(index, buttons.length - 1)] ?? afterLast?.current;
    next?.focus();
  });
  if (selected.length === 0) {
    return null;
  }
  return (
    <ul ref={listRef} className={styles.chips}>
      {selected.map((option, index) => {
        // Namesakes chosen together are told apart by their description ("Karolis Petrauskas (s2401234)").
        const shared = option.description && selected.some((other) => other !== option && other.label === option.label);
        const label = shared ? `${option.label} (${option.description})` : option.label;
        return (
          <li key={String(option.value)} className={styles.chip}>
            {label}
            {/* A disabled choice (a reservation one may only read) shows its chips with nothing to press. */}
            {disabled ? null : (
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('select.remove', { label })}
                onClick={(event) => {
                  if (event.currentTarget === document.activeElement) {
                    removedAt.current = index;
                  }
                  onRemove(option);
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
