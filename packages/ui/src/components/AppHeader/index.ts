export { AppHeader, type AppHeaderProps } from './AppHeader';
export { renderAnchor, type RenderLink, type RenderLinkProps } from '../private/link';
