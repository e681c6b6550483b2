/** How long a person is told to wait before signing in again: whole seconds under a minute, else whole minutes. */
export interface Wait {
  unit: 'seconds' | 'minutes';
  count: number;
}

/**
 * The wait of a refused sign-in (a 429's `Retry-After`) as a person reads it: "po 15 min.", not "po 898
 * sekundžių" (issue 12, item 19). Minutes round up, so that trying again at the time said works.
 */
export function describeWait(seconds: number): Wait {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) {
    return { unit: 'seconds', count: whole };
  }
  return { unit: 'minutes', count: Math.ceil(whole / 60) };
}
