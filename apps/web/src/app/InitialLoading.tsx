import { LOADING_OVERLAY_DELAY_MS, LOADING_OVERLAY_MINIMUM_MS, LoadingPanel, useOverlayVisibility } from '@laikas/ui';
import { loading as en } from '@laikas/ui/locales/en.json';
import { loading as lt } from '@laikas/ui/locales/lt.json';
import { bootLanguage } from '../data/language';

/**
 * While the first screen's code loads: the loading overlay, from the same delay on as for calls. It is part of the
 * entry bundle, which holds no i18next (issue 18), so it reads `@laikas/ui`'s own "Loading…" from its JSON.
 */
export function InitialLoading() {
  const visible = useOverlayVisibility(true, LOADING_OVERLAY_DELAY_MS, LOADING_OVERLAY_MINIMUM_MS);
  return visible ? <LoadingPanel label={(bootLanguage() === 'en' ? en : lt).label} /> : null;
}
