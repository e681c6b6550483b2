import { visuallyHidden } from '@laikas/ui';
import { type LiveEvent } from '@laikas/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementAt } from '../data/liveKeys';
import { useSession } from '../data/session';
import { useLiveUpdates } from '../data/useLiveUpdates';

/**
 * Live timetables (issue 31): the tab's one event stream, and a polite live region that says once per change on
 * this screen that it was updated (never for the person's own change).
 */
export function LiveUpdates() {
  const { user } = useSession();
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const last = useRef<number | null>(null);
  const announce = useCallback(
    (event: LiveEvent) => {
      const now = Date.now();
      const what = announcementAt(event, now, last.current);
      if (!what) {
        return;
      }
      last.current = now;
      // A new text each time: the same words twice in a row are announced again.
      setMessage((previous) => (previous === t(`live.${what}`) ? `${t(`live.${what}`)}\u00a0` : t(`live.${what}`)));
    },
    [t],
  );
  useLiveUpdates(user?.id ?? null, announce);
  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-live-updates="">
      {message}
    </div>
  );
}
