export { NotificationCard, type NotificationCardProps } from './NotificationCard';
