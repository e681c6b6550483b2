import { LOADING_OVERLAY_DELAY_MS, LOADING_OVERLAY_MINIMUM_MS, LoadingPanel, useOverlayVisibility } from '@laikas/ui';
import { loading as en } from '@laikas/ui/locales/en.json';
import { loading as lt } from '@laikas/ui/locales/lt.json';
import { useEffect } from 'react';
import { bootLanguage } from '../data/language';

/** When the boot's overlay appeared on this page load; undefined while it has not (a quick boot shows none). */
let bootOverlayShownAt: number | undefined;

/**
 * When the boot's overlay appeared, for the app's LoadingProvider to take it over as it mounts: one continuous
 * overlay from the boot through the first screen's slow calls, not one lifted and another shown after the delay.
 */
export function bootOverlayShownSince(): number | undefined {
  return bootOverlayShownAt;
}

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
  return visible ? <LoadingPanel label={(bootLanguage() === 'en' ? en : lt).label} /> : null;
}
