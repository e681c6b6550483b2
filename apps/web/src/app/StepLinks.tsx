import { buttonClass, Inline } from '@laikas/ui';
import { Link } from 'react-router';

/** One step: its text and the address's query for it (`?week=…`, or '' for the default). */
export interface Step {
  label: string;
  search: string;
}

export interface StepLinksProps {
  /** What the steps move through, for a screen reader. */
  label: string;
  previous: Step;
  /**
   * The step that holds today: while it is the one shown, the same link marked disabled (`aria-disabled`), so that
   * the focus of a keyboard user who has just followed it stays on it instead of falling to the page's body.
   */
  current: Step & { shown: boolean };
  next: Step;
  /** The step replaces the address instead of adding to the history (a lane screen's day). */
  replace?: boolean;
}

/**
 * Previous, today's and next week or day as links to the same screen with another query: on a page the server drew
 * they work before the app has started (a slow phone) and without JavaScript; once it has, the app moves in place.
 */
export function StepLinks({ label, previous, current, next, replace = false }: StepLinksProps) {
  const look = buttonClass({ variant: 'secondary', size: 'small' });
  const link = (step: Step, disabled = false) => (
    <Link
      to={{ search: step.search }}
      replace={replace}
      className={look}
      aria-disabled={disabled || undefined}
      onClick={disabled ? (event) => event.preventDefault() : undefined}
    >
      {step.label}
    </Link>
  );
  return (
    <Inline space="xs" role="group" aria-label={label}>
      {link(previous)}
      {link(current, current.shown)}
      {link(next)}
    </Inline>
  );
}
