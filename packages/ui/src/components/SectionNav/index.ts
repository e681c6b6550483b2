export { SectionNav, type NavLink, type SectionNavProps } from './SectionNav';
