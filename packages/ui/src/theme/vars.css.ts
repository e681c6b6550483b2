import { createGlobalThemeContract } from '@vanilla-extract/css';
import { variableName } from './themeVariables';

/**
 * The one theme contract, with stable variable names (`--laikas-color-primary`, `--laikas-color-surface-raised`): every
 * package compiles this file on its own, and only names that do not depend on where it was compiled let the
 * grid's and the form's CSS read the variables a theme class of `@laikas/ui` (or a consumer's own) sets. Components import `vars` only, never a theme or a raw value.
 * Every `*Text` colour role reaches at least 4.5:1 contrast against the background it is
 * named for (checked by `contrast.test.ts`).
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      border: null,
      borderStrong: null,
      text: null,
      textMuted: null,
      focusRing: null,
      primary: null,
      primaryHover: null,
      primaryText: null,
      primarySoft: null,
      primarySoftText: null,
      secondary: null,
      secondaryHover: null,
      secondaryText: null,
      danger: null,
      dangerHover: null,
      dangerText: null,
      dangerSoft: null,
      dangerSoftText: null,
      success: null,
      successText: null,
      successSoft: null,
      successSoftText: null,
      warningSoft: null,
      warningSoftText: null,
      lecture: null,
      lectureText: null,
      event: null,
      eventText: null,
      pending: null,
      pendingText: null,
      remote: null,
      tooltip: null,
      tooltipText: null,
      overlay: null,
      link: null,
      nowLine: null,
    },
    space: {
      none: null,
      xxs: null,
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    radius: {
      none: null,
      sm: null,
      md: null,
      lg: null,
      full: null,
    },
    font: {
      family: null,
      familyMono: null,
    },
    fontSize: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
    shadow: {
      sm: null,
      md: null,
      lg: null,
    },
    zIndex: {
      base: null,
      header: null,
      overlay: null,
      modal: null,
      dropdown: null,
      toast: null,
      tooltip: null,
    },
    duration: {
      fast: null,
      normal: null,
      slow: null,
    },
    size: {
      controlSm: null,
      controlMd: null,
      controlLg: null,
      headerHeight: null,
    },
  },
  // createGlobalThemeContract adds the leading `--` itself.
  (_value, path) => variableName(path).slice(2),
);
