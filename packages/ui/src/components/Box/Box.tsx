import { clsx } from 'clsx';
import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

export type BoxProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> &
  Sprinkles & {
    /** The element to render; `div` by default. */
    as?: ElementType;
  };

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** A layout element whose spacing, flex and colour props come from the theme's sprinkles. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) {
      atoms[key] = value;
    } else {
      rest[key] = value;
    }
  }
  return createElement(as, { ...rest, ref, className: clsx(sprinkles(atoms as Sprinkles), className) });
});
