import { LOADING_OVERLAY_DELAY_MS, LOADING_OVERLAY_MINIMUM_MS, LoadingPanel, useOverlayVisibility } from '@laikas/ui';
import { loading as en } from '@laikas/ui/locales/en.json';
import { loading as lt } from '@laikas/ui/locales/lt.json';
import { useEffect } from 'react';

/**
 * When the boot's overlay appeared on this page load (undefined while it has not: a quick boot shows none), for the
 * app's LoadingProvider to take it over as it mounts: one continuous overlay from the boot through the first screen's
 * slow calls, not one lifted and another shown after the delay.
 */
export let bootOverlayShownAt: number | undefined;

/**
 * While the first screen's code loads: the loading overlay, from the same delay on as for calls. It is part of the
 * entry bundle, which holds no i18next (issue 18), so it reads `@laikas/ui`'s own "Loading…" from its JSON.
 */
export function InitialLoading() {
  const visible = useOverlayVisibility(true, LOADING_OVERLAY_DELAY_MS, LOADING_OVERLAY_MINIMUM_MS);
  useEffect(() => {
    if (visible) {
      bootOverlayShownAt ??= Date.now();
    }
  }, [visible]);
  // The boot's language as boot.tsx set it on <html> at the start: asked again later, bootLanguage() could miss the
  // page's inlined user (taken by the first call meanwhile) and fall back to an older stored one.
  return visible ? <LoadingPanel label={(document.documentElement.lang === 'en' ? en : lt).label} /> : null;
}
