import { clsx as cx } from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import * as styles from './Field.css';

/** The ids a field's parts share: the control, its label and its error list. */
export function fieldIds(id: string) {
  return { control: id, label: `${id}-label`, errors: `${id}-errors` };
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

/** A labelled control with an optional hint and its errors underneath. */
export function Field({ id, label, hint, errors = [], children, className }: FieldProps) {
  const ids = fieldIds(id);
  return (
    <div className={cx(styles.field, className)} data-field={id}>
      <label id={ids.label} htmlFor={ids.control} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
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
  return <input ref={ref} className={cx(styles.control, styles.controlWidth[width], className)} {...props} />;
});

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(
  { className, ...props },
  ref,
) {
  return <textarea ref={ref} className={cx(styles.textarea, className)} {...props} />;
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
