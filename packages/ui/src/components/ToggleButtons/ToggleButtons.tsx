import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Inline, type InlineProps } from '../Inline';

/** One choice of a `ToggleButtons`. */
export interface ToggleButtonOption<T extends string> {
  value: T;
  label: ReactNode;
}

export interface ToggleButtonsProps<T extends string> extends Omit<
  InlineProps,
  'children' | 'role' | 'aria-label' | 'onChange'
> {
  /** The group's name ("View", "Time scale"). */
  label: string;
  options: readonly ToggleButtonOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
}

/**
 * A few ways to show one thing (a day or a week, hours or academic slots): small buttons in a named group, the one
 * chosen pressed (`aria-pressed`) and filled.
 */
export function ToggleButtons<T extends string>({
  label,
  options,
  value,
  onValueChange,
  space = 'xs',
  ...rest
}: ToggleButtonsProps<T>) {
  return (
    <Inline {...rest} space={space} role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          variant={value === option.value ? 'primary' : 'secondary'}
          size="small"
          aria-pressed={value === option.value}
          onClick={() => onValueChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Inline>
  );
}
