import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useUiButtonTranslation } from '../../i18n';
import { button, spinner } from './Button.css';

// The unions are written out: the docs' prop tables read them (an indexed type showed as `unknown[number]`).
export const buttonVariants = [
  'primary',
  'secondary',
  'danger',
  'success',
  'ghost',
  'link',
] as const satisfies readonly ButtonVariant[];
export const buttonSizes = ['small', 'medium', 'large'] as const satisfies readonly ButtonSize[];
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'success' | 'ghost' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Visual weight: one primary action per view, secondary for the rest, danger for destructive ones, success for going
   * ahead with something already agreed (joining a remote meeting); `link` reads as a link in its line of text (a name
   * in a table that opens what is behind it in place).
   */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, announces the busy state and ignores clicks. A loading button keeps focus (it is only
   * `aria-disabled`), even when `disabled` is set as well: a person who pressed it from the keyboard stays on it.
   */
  loading?: boolean;
  fullWidth?: boolean;
}

export interface ButtonClassOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * The Button's look as a class name, for an element that is not a `<button>`: a router `<Link>` or an `<a>` that leads
 * somewhere but reads as an action (`<Link className={buttonClass()} to="/new">`). ui stays free of any router.
 */
export function buttonClass({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonClassOptions = {}): string {
  return button({ variant, size, fullWidth });
}

/** The action button of Laikas. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    loading = false,
    fullWidth = false,
    disabled,
    className,
    children,
    type = 'button',
    onClick,
    ...props
  },
  ref,
) {
  const { t } = useUiButtonTranslation();
  return (
    <button
      ref={ref}
      type={type}
      className={clsx(buttonClass({ variant, size, fullWidth }), className)}
      // A disabled button loses focus to the page's body; a loading one is aria-disabled instead (and ignores clicks).
      disabled={loading ? undefined : disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-state={loading ? 'loading' : 'idle'}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? <span className={spinner} role="status" aria-label={t('button.loading')} /> : null}
      {children}
    </button>
  );
});
