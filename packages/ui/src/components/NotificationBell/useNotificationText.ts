import { localeTags, useUiTranslation, type Language } from '../../i18n';
import { getRelativeTime, type TranslatableText } from './notificationText';

/**
 * A notification's words in the reader's language, as the bell writes them: its texts (`getNotificationTitle`,
 * `getNotificationPreview`) and how long ago it came ("5 min ago", the date once older than a week) at `now`.
 */
export function useNotificationText(now: Date) {
  const { t, i18n } = useUiTranslation();
  const localeTag = localeTags[(i18n.language as Language) in localeTags ? (i18n.language as Language) : 'lt'];
  const translate = (text: TranslatableText) => text.text ?? t(text.key, text.values ?? {});
  const relative = (createdAt: string | Date) => {
    const time = getRelativeTime(createdAt, now);
    switch (time.unit) {
      case 'now':
        return t('notifications.time.now');
      case 'minutes':
      case 'hours':
      case 'days':
        return t(`notifications.time.${time.unit}`, { value: time.value });
      case 'date':
        return time.date.toLocaleDateString(localeTag);
      default:
        return time satisfies never;
    }
  };
  return { translate, relative };
}
