import { Box, Button } from '@laikas/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, reportRenderError, routeErrorStrings } from './routeError';

/**
 * The router's error element: a screen's code that no longer loads (a deploy replaced it) offers a reload; any other
 * error shows a page in the interface language with the way back to the start, and is reported. The language is the
 * one boot.tsx set on `<html>`: i18next may be what failed to load.
 */
export function RouteError() {
  const error = useRouteError();
  const outdated = isChunkLoadError(error);
  useEffect(() => {
    if (!outdated) {
      void reportRenderError(error);
    }
  }, [error, outdated]);
  const strings = routeErrorStrings[document.documentElement.lang === 'en' ? 'en' : 'lt'];
  return (
    <Box as="main" display="flex" flexDirection="column" gap="md" paddingY="xxl" textAlign="center" alignItems="center">
      <h1>{outdated ? strings.updatedTitle : strings.errorTitle}</h1>
      <p>{outdated ? strings.updatedText : strings.errorText}</p>
      <Box display="flex" gap="md" alignItems="center">
        <Button variant={outdated ? 'primary' : 'secondary'} onClick={() => window.location.reload()}>
          {strings.reload}
        </Button>
        {!outdated && <a href="/">{strings.home}</a>}
      </Box>
    </Box>
  );
}
