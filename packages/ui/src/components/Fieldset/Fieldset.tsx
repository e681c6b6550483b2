import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './Fieldset.css';

export interface FieldsetProps extends ComponentPropsWithoutRef<'fieldset'> {
  /** Names the group: a screen reader says it as it enters any of the group's controls. */
  legend: ReactNode;
}

/**
 * A named group of a form's options (a list of checkboxes), without a frame: the legend, then the options one under
 * another, spaced as a form's fields are.
 */
export function Fieldset({ legend, className, children, ...rest }: FieldsetProps) {
  return (
    <fieldset {...rest} className={clsx(styles.fieldset, className)}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
