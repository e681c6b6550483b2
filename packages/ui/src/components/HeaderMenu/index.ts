export { HeaderMenu, type HeaderMenuProps } from './HeaderMenu';
