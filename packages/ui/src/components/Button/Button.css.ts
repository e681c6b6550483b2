import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    fontFamily: vars.font.family,
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.secondaryText,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.secondaryHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.dangerText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
      // No hover token of its own, so that a consumer's theme needs no new colour: the hover is the success colour
      // darkened, which only raises the contrast of its text.
      success: {
        background: vars.color.success,
        color: vars.color.successText,
        selectors: {
          '&:hover:not(:disabled)': { background: `color-mix(in srgb, ${vars.color.success} 85%, black)` },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primarySoftText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
      },
      link: {
        background: 'none',
        color: vars.color.primary,
        textDecoration: 'underline',
      },
    },
    size: {
      small: { minHeight: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      medium: { minHeight: vars.size.controlMd, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
      large: { minHeight: vars.size.controlLg, paddingInline: vars.space.lg, fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  // A link-looking button is text in its line (a name in a table that opens what is behind it): the sizes' height and
  // padding, and the button's own font, would make it stand out of the text around it.
  compoundVariants: (['small', 'medium', 'large'] as const).map((size) => ({
    variants: { variant: 'link' as const, size },
    style: {
      display: 'inline',
      minHeight: 0,
      padding: 0,
      border: 'none',
      borderRadius: 0,
      font: 'inherit',
      whiteSpace: 'normal',
      textAlign: 'start',
    },
  })),
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
