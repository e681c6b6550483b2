export { vars } from './vars.css';
export { universityTheme } from './themes/university.css';
export { highContrastTheme } from './themes/highContrast.css';
export { highContrastTokens, universityTokens } from './tokens';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { getContrastRatio } from './contrast';
export { visuallyHidden } from './visuallyHidden.css';
export { themeCss, themeVariables, variableName, type ThemeTokens } from './themeVariables';
