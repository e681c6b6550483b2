import './global.css';

export { vars } from './vars.css';
export { universityTheme } from './themes/university.css';
export { universityTokens } from './tokens';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { getContrastRatio } from './contrast';
