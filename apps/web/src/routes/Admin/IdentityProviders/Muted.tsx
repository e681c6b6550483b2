import { Box } from '@laikas/ui';
import type { ReactNode } from 'react';

/** A muted line saying what a part of the screen is for. */
export function Muted({ children }: { children: ReactNode }) {
  return (
    <Box as="p" color="textMuted" fontSize="sm">
      {children}
    </Box>
  );
}
