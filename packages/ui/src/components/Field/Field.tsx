import { clsx as cx } from 'clsx';
import {
  createContext,
  forwardRef,
  useContext,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import * as styles from './Field.css';

/** The ids a field's parts share: the control, its label, its hint and its error list. */
export function fieldIds(id: string) {
  return { control: id, label: `${id}-label`, hint: `${id}-hint`, errors: `${id}-errors` };
}

/** The ids of an `aria-describedby`, leaving out the missing ones and repeats; undefined when none is left. */
export function describedIds(...ids: readonly (string | undefined)[]): string | undefined {
  const present = ids.flatMap((each) => each?.split(' ') ?? []).filter((each) => each !== '');
  return present.length > 0 ? [...new Set(present)].join(' ') : undefined;
}

/** The ids that describe a field's control: its hint, then its errors, of those it has. */
export function fieldDescription(id: string, { hint, errors }: { hint?: unknown; errors?: readonly string[] }) {
  const ids = fieldIds(id);
  return describedIds(hint ? ids.hint : undefined, (errors?.length ?? 0) > 0 ? ids.errors : undefined);
}

/** What a `Field` tells its control: which id the control has and what describes it. */
const FieldContext = createContext<{ control: string; describedBy: string | undefined } | null>(null);

/** A control's `aria-describedby`: what its Field says (when it is that Field's control), then its own. */
function useDescribedBy(id: string | undefined, own: string | undefined) {
  const field = useContext(FieldContext);
  return describedIds(field && field.control === id ? field.describedBy : undefined, own);
}

export interface FieldErrorsProps {
  id: string;
  messages: readonly string[];
}

/** The messages under a field; announced politely when they change. */
export function FieldErrors({ id, messages }: FieldErrorsProps) {
  if (messages.length === 0) {
    return null;
  }
  return (
    <ul id={id} className={styles.errors} aria-live="polite" data-testid={id}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** The help text under a field's control; nothing when there is none. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) {
    return null;
  }
  return (
    <div id={id} className={styles.hint}>
      {hint}
    </div>
  );
}

export interface FieldProps {
  /** The id of the control inside; the label points at it and the errors are named after it. */
  id: string;
  label: ReactNode;
  /** A short help text under the control. */
  hint?: ReactNode;
  errors?: readonly string[];
  children: ReactNode;
  className?: string;
}

/**
 * A labelled control with an optional hint and its errors underneath. A `TextInput` or `TextArea` with the field's
 * `id` is described by the hint and the errors, in that order.
 */
export function Field({ id, label, hint, errors = [], children, className }: FieldProps) {
  const ids = fieldIds(id);
  return (
    <div className={cx(styles.field, className)} data-field={id}>
      <label id={ids.label} htmlFor={ids.control} className={styles.label}>
        {label}
      </label>
      <FieldContext.Provider value={{ control: ids.control, describedBy: fieldDescription(id, { hint, errors }) }}>
        {children}
      </FieldContext.Provider>
      <FieldHint id={ids.hint} hint={hint} />
      <FieldErrors id={ids.errors} messages={errors} />
    </div>
  );
}

/** ARIA of a control with errors. */
export function invalidProps(id: string, errors: readonly string[] | undefined) {
  const invalid = (errors?.length ?? 0) > 0;
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? fieldIds(id).errors : undefined,
  } as const;
}

/** How wide a text input is: `full` fills its field, `short` fits a time or a small number (`09:30`, `120`). */
export const textInputWidths = ['full', 'short'] as const;
export type TextInputWidth = (typeof textInputWidths)[number];

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'width'> {
  /** `full` by default. */
  width?: TextInputWidth;
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { className, width = 'full', ...props },
  ref,
) {
  const describedBy = useDescribedBy(props.id, props['aria-describedby']);
  return (
    <input
      ref={ref}
      className={cx(styles.control, styles.controlWidth[width], className)}
      {...props}
      aria-describedby={describedBy}
    />
  );
});

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(
  { className, ...props },
  ref,
) {
  const describedBy = useDescribedBy(props.id, props['aria-describedby']);
  return <textarea ref={ref} className={cx(styles.textarea, className)} {...props} aria-describedby={describedBy} />;
});

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
}

/** A native checkbox with its label beside it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, onCheckedChange, className, disabled, ...props },
  ref,
) {
  return (
    <label className={cx(styles.checkboxRow, className)} data-disabled={disabled || undefined}>
      <input
        ref={ref}
        type="checkbox"
        className={styles.checkbox}
        disabled={disabled}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        {...props}
      />
      {label}
    </label>
  );
});
