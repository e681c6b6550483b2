import { createTheme, globalStyle } from '@vanilla-extract/css';
import { highContrastTokens } from '../tokens';
import { vars } from '../vars.css';

/** The high-contrast look (at least 7:1 for every text role); apply the class like `universityTheme`. */
export const highContrastTheme = createTheme(vars, highContrastTokens);

// The element carrying the theme (the app's `<html>`) gets the theme's font and text colour, so that labels and
// portals read as the design system without `reset.css`; `:where` keeps the rule as weak as the page's own.
globalStyle(`:where(.${highContrastTheme})`, { fontFamily: vars.font.family, color: vars.color.text });
