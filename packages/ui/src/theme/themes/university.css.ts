import { createTheme } from '@vanilla-extract/css';
import { vars } from '../vars.css';
import { universityTokens } from '../tokens';

/** The default university look; apply the class to a root element (the app's `<html>` or a story). */
export const universityTheme = createTheme(vars, universityTokens);
