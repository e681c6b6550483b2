import { useId } from 'react';
import { useReservationFormTranslation } from '../../i18n';
import type { OverlapLine } from '../../model/serverErrors';
import * as styles from './OverlapList.css';

export const overlapKinds = ['overlapping', 'batchesOverlapping'] as const;
export type OverlapKind = (typeof overlapKinds)[number];

export interface OverlapListProps {
  /** `repeater_overlaps` of a 422: occurrences of the series that clash (shown under "overlapping"). */
  repeaterOverlaps?: readonly OverlapLine[];
  /** `batch_overlaps` of a 422: other resources of the batch that clash (shown under "batches overlapping"). */
  batchOverlaps?: readonly OverlapLine[];
  /** `repeater_validation` of a 422: a text about the rule as a whole. */
  repeaterValidation?: string | null;
}

function Section({ kind, overlaps }: { kind: OverlapKind; overlaps: readonly OverlapLine[] }) {
  const { t } = useReservationFormTranslation();
  const titleId = useId();
  return (
    <div data-kind={kind}>
      <p id={titleId} className={styles.title}>
        {t(`overlaps.${kind}`)}
      </p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {overlaps.map((overlap, index) => (
          <li key={`${overlap.name}-${overlap.from}-${overlap.resource}-${index}`}>
            <span className={styles.name}>{overlap.name}</span>
            {' — '}
            <span className={styles.time}>{t('overlaps.time', { from: overlap.from, to: overlap.to })}</span>
            {overlap.resource ? ` (${overlap.resource})` : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The clashes a save ran into (spec 5): occurrences of the series under "overlapping", other
 * resources of the batch under "batches overlapping", and the rule's own problem as text.
 * Renders nothing when there is nothing to show.
 */
export function OverlapList({ repeaterOverlaps = [], batchOverlaps = [], repeaterValidation }: OverlapListProps) {
  if (repeaterOverlaps.length === 0 && batchOverlaps.length === 0 && !repeaterValidation) {
    return null;
  }
  return (
    <div className={styles.root} role="alert" data-testid="overlap-list">
      {repeaterValidation ? <p className={styles.text}>{repeaterValidation}</p> : null}
      {repeaterOverlaps.length > 0 ? <Section kind="overlapping" overlaps={repeaterOverlaps} /> : null}
      {batchOverlaps.length > 0 ? <Section kind="batchesOverlapping" overlaps={batchOverlaps} /> : null}
    </div>
  );
}
