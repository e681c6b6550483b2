import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The current instant for the now-line: the given `now` (stories and tests fix it), none with
 * `null`, or the clock, refreshed every minute, when it is left out.
 */
export function useNow(now: Date | null | undefined): number | null {
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    if (now !== undefined) {
      return;
    }
    const timer = setInterval(() => setClock(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, [now]);
  if (now === null) {
    return null;
  }
  return now ? now.getTime() : clock;
}

/**
 * The element's width in CSS pixels, measured before paint and followed as it resizes; `null`
 * while `enabled` is false (a grid with a fixed view never pays for the measurement).
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, enabled = true): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) {
      return;
    }
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) {
        setWidth(entry.contentRect.width);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return enabled ? width : null;
}

/** The interface language as the date adapter knows it. */
export function toDateLanguage(language: string | undefined): 'lt' | 'en' {
  return language?.startsWith('en') ? 'en' : 'lt';
}
