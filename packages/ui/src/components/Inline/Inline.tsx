import { forwardRef } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps } from '../Box';

/** How a row's items sit along it: packed at the start or the end, or the first and last pushed to the two ends. */
export const inlineAlignments = ['start', 'end', 'spaceBetween'] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];
/** How items of different heights line up across the row: centred, or on their bottoms (fields beside buttons). */
export const inlineVerticalAlignments = ['center', 'bottom'] as const;
export type InlineVerticalAlignment = (typeof inlineVerticalAlignments)[number];

const justifyContent: Record<InlineAlignment, Sprinkles['justifyContent']> = {
  start: 'flex-start',
  end: 'flex-end',
  spaceBetween: 'space-between',
};
const alignItems: Record<InlineVerticalAlignment, Sprinkles['alignItems']> = { center: 'center', bottom: 'flex-end' };

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexWrap' | 'justifyContent' | 'alignItems' | 'gap'> {
  /** The theme's space between items, across and between lines; `sm` by default. */
  space?: NonNullable<BoxProps['gap']>;
  /** `start` by default. */
  align?: InlineAlignment;
  /** `center` by default. */
  alignY?: InlineVerticalAlignment;
}

/**
 * A row of items that wraps onto more lines when the window is narrow (WCAG 1.4.10): a screen's toolbar, a group of
 * buttons, a dialog's answers, a card's badges. It is a `Box`, so `as`, `role`, `aria-label` and margins pass through.
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = 'sm', align = 'start', alignY = 'center', ...rest },
  ref,
) {
  return (
    <Box
      ref={ref}
      display="flex"
      flexWrap="wrap"
      gap={space}
      justifyContent={justifyContent[align]}
      alignItems={alignItems[alignY]}
      {...rest}
    />
  );
});
