import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box';

export interface MutedProps extends Omit<BoxProps, 'color' | 'fontSize'> {
  /** The theme's small size (a hint under a list, a count). */
  small?: boolean;
}

/**
 * Text that says less than what is around it (what a page is for, a hint, a count, where a room is): a paragraph in
 * the theme's muted colour by default; `as` makes it another element. It is a `Box`, so sprinkles pass through.
 */
export const Muted = forwardRef<HTMLElement, MutedProps>(function Muted({ as = 'p', small, ...rest }, ref) {
  return <Box ref={ref} as={as} color="textMuted" fontSize={small ? 'sm' : undefined} {...rest} />;
});
