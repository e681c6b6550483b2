export { Muted, type MutedProps } from './Muted';
