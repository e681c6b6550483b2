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
 * Whether the element is narrower than `breakpoint` CSS pixels, measured before paint and followed as it resizes;
 * false while `enabled` is false (a grid with a fixed view never pays for the measurement). Only the answer is
 * state, not the width: the first measurement and the resize observer's first report leave a wide grid's answer
 * unchanged, so they do not render the grid again (issue 18: the room week's first render).
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, breakpoint: number, enabled = true): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) {
      return;
    }
    setNarrow(element.getBoundingClientRect().width < breakpoint);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) {
        setNarrow(entry.contentRect.width < breakpoint);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, breakpoint, enabled]);
  return enabled && narrow;
}

/** The interface language as the date adapter knows it. */
export function toDateLanguage(language: string | undefined): 'lt' | 'en' {
  return language?.startsWith('en') ? 'en' : 'lt';
}
