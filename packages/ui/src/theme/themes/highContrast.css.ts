import { createTheme } from '@vanilla-extract/css';
import { highContrastTokens } from '../tokens';
import { vars } from '../vars.css';

/** The high-contrast look (at least 7:1 for every text role); apply the class like `universityTheme`. */
export const highContrastTheme = createTheme(vars, highContrastTokens);
