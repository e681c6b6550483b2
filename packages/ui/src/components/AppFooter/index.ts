export { AppFooter, type AppFooterProps } from './AppFooter';
