import { Box, Muted } from '@laikas/ui';
import { useId, type ReactNode } from 'react';

/** A titled part of a screen without a frame (a `Panel` has one), named by its `<h2>`, with an optional muted intro. */
export function Section({
  title,
  intro,
  headingId,
  gap = 'lg',
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** The heading's id, when something else points at it; its own otherwise. */
  headingId?: string;
  gap?: 'md' | 'lg';
  children: ReactNode;
}) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Box as="section" display="flex" flexDirection="column" gap={gap} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro ? <Muted>{intro}</Muted> : null}
      {children}
    </Box>
  );
}
