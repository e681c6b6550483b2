import { type LiveEvent } from '@laikas/contract';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { isStaleAfter, reconnectDelay } from './liveKeys';

/** The window event screens listen to for a change they show (a block to highlight, a slot just taken). */
export const LIVE_CHANGE_EVENT = 'laikas:live-change';

/** Tells the screens of a change (issue 31): `window.addEventListener(LIVE_CHANGE_EVENT, …)`. */
export function onLiveChange(listener: (event: LiveEvent) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<LiveEvent>).detail);
  window.addEventListener(LIVE_CHANGE_EVENT, handler);
  return () => window.removeEventListener(LIVE_CHANGE_EVENT, handler);
}

/**
 * One event stream per signed-in tab (issue 31): each change revalidates the SWR keys it may concern, through the
 * ordinary calls; `reload` (a gap too old to resume) revalidates everything. The browser's EventSource reconnects by
 * itself after a dropped connection, sending `Last-Event-ID`; a refused stream (429, 401, the server restarting) is
 * opened again here after a growing wait, from the last event seen. Meanwhile the bell's minute poll goes on.
 * `onChange` hears each change whose keys were on this tab (for its one announcement).
 */
export function useLiveUpdates(userId: number | null, onChange: (event: LiveEvent) => void) {
  const { mutate, cache } = useSWRConfig();
  const listener = useRef(onChange);
  listener.current = onChange;

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') {
      return undefined;
    }
    let source: EventSource | undefined;
    let lastId: string | undefined;
    let attempt = 0;
    let timer: number | undefined;
    let stopped = false;

    const change = (message: MessageEvent<string>) => {
      lastId = message.lastEventId || lastId;
      const event = JSON.parse(message.data) as LiveEvent;
      const shown = [...cache.keys()].some((key) => isStaleAfter(event, originalKey(cache.get(key))));
      void mutate((key) => isStaleAfter(event, key));
      window.dispatchEvent(new CustomEvent(LIVE_CHANGE_EVENT, { detail: event }));
      if (shown) {
        listener.current(event);
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
}

/** SWR's cache is by serialised key; each entry keeps the key it was made for (`_k`), as `mutate`'s filter gets it. */
function originalKey(state: unknown): unknown {
  return (state as { _k?: unknown } | undefined)?._k;
}
