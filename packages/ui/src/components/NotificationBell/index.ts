export { NotificationBell, type NotificationBellProps } from './NotificationBell';
export {
  BELL_NOTIFICATION_LIMIT,
  formatBadgeCount,
  getNotificationKind,
  getNotificationPreview,
  getNotificationTitle,
  getRelativeTime,
  isUnread,
  messageParts,
  notificationKinds,
  PREVIEW_LENGTH,
  truncatePreview,
  type MessageParts,
  type NotificationData,
  type NotificationItem,
  type NotificationKind,
  type RelativeTime,
  type TranslatableText,
} from './notificationText';
export { useNotificationText } from './useNotificationText';
