import { visuallyHidden } from '@laikas/ui';
import { type LiveEvent } from '@laikas/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { announcementAt, isStaleAfter, LIVE_CHANGE_EVENT, reconnectDelay } from '../data/liveKeys';
import { useSession } from '../data/session';

/**
 * Live timetables (issue 31): one event stream per signed-in tab, and a polite live region that says once per change
 * on this screen that it was updated (never for the person's own change). Each change revalidates the SWR keys it may
 * concern, through the ordinary calls, and is told to the screens (`onLiveChange`); `reload` (a gap too old to resume)
 * revalidates everything. The browser's EventSource reconnects by itself after a dropped connection, sending
 * `Last-Event-ID`; a refused stream (429, 401, the server restarting) is opened again here after a growing wait, from
 * the last event seen. Meanwhile the bell's minute poll goes on. No stream while a temporary password is to change.
 */
export function LiveUpdates() {
  const { user } = useSession();
  const { t } = useTranslation();
  const { mutate, cache } = useSWRConfig();
  const [message, setMessage] = useState('');
  // Until a temporary password is changed the server refuses the stream (403), as every other call: the person gets
  // nothing else meanwhile, so the stream opens only once the password is changed.
  const userId = user && !user.must_change_password ? user.id : null;
  // A new text each time: the same words twice in a row are announced again.
  const say = useEffectEvent((what: string) =>
    setMessage((previous) => (previous === t(`live.${what}`) ? `${t(`live.${what}`)}\u00a0` : t(`live.${what}`))),
  );

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') {
      return undefined;
    }
    let source: EventSource | undefined;
    let lastId: string | undefined;
    let attempt = 0;
    let timer: number | undefined;
    let stopped = false;
    let announcedAt: number | null = null;

    const change = (message: MessageEvent<string>) => {
      lastId = message.lastEventId || lastId;
      const event = JSON.parse(message.data) as LiveEvent;
      // SWR's cache is by serialised key; each entry keeps the key it was made for (`_k`), as `mutate`'s filter gets it.
      const shown = [...cache.keys()].some((key) =>
        isStaleAfter(event, (cache.get(key) as { _k?: unknown } | undefined)?._k),
      );
      void mutate((key) => isStaleAfter(event, key));
      window.dispatchEvent(new CustomEvent(LIVE_CHANGE_EVENT, { detail: event }));
      const what = shown ? announcementAt(event, Date.now(), announcedAt) : undefined;
      if (what) {
        announcedAt = Date.now();
        say(what);
      }
    };
    const reload = (message: MessageEvent<string>) => {
      lastId = message.lastEventId || lastId;
      void mutate(() => true);
    };
    const open = () => {
      const query = lastId ? `?last_event_id=${encodeURIComponent(lastId)}` : '';
      source = new EventSource(`/api/events${query}`);
      source.addEventListener('change', change);
      source.addEventListener('reload', reload);
      source.addEventListener('open', () => {
        // Back after a gap the stream did not cover (it was refused): what was missed is read again.
        if (attempt > 0) {
          void mutate(() => true);
        }
        attempt = 0;
      });
      source.addEventListener('error', () => {
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          attempt += 1;
          timer = window.setTimeout(open, reconnectDelay(attempt));
        }
      });
    };
    open();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [userId, mutate, cache]);

  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" data-live-updates="">
      {message}
    </div>
  );
}
