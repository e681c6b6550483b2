import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../vars.css';
import { universityTokens } from '../tokens';

/** The default university look; apply the class to a root element (the app's `<html>` or a story). */
export const universityTheme = createTheme(vars, universityTokens);

// The element carrying the theme (the app's `<html>`) gets the theme's font and text colour, so that labels and
// portals read as the design system without `reset.css`; `:where` keeps the rule as weak as the page's own.
globalStyle(`:where(.${universityTheme})`, { fontFamily: vars.font.family, color: vars.color.text });
