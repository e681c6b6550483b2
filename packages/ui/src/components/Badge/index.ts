export { Badge, badgeTones, type BadgeProps, type BadgeTone } from './Badge';
