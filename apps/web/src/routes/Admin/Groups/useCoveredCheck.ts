import type { BlackoutDecision, BlackoutPreview } from '@laikas/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../data/useSubmit';

/** A closure's two calls and their toasts: what it would cover, then its write. */
export interface CoveredCheck<Value> {
  /** What `value` would cover (nothing written). */
  preview: (value: Value) => Promise<BlackoutPreview>;
  /** The toast once the preview has answered. */
  checkedText: string;
  /** Writes `value`, with the decision about what it covers once one was asked for. */
  save: (value: Value, affected?: BlackoutDecision) => Promise<unknown>;
  /** The toast after the write, by the decision. */
  savedText: (affected?: BlackoutDecision) => string;
  /** After a write (a form emptied). */
  onSaved?: () => void;
  /** False for a value that covers nothing (no dates at all): written without a preview. */
  covers?: (value: Value) => boolean;
}

/**
 * A closure (a holiday, an exam session, a room's closed time) written only after a preview of the reservations it
 * would cover (issue 27): `check` is the form's submit; none covered, it writes at once; some, `decision` holds them
 * for `CoveredReservations` (cancel them, keep them, or go back). A submit while a decision is open is ignored.
 */
export function useCoveredCheck<Value>({
  preview,
  checkedText,
  save,
  savedText,
  onSaved,
  covers,
}: CoveredCheck<Value>) {
  const { t } = useTranslation('web');
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));
  const [covered, setCovered] = useState<{ value: Value; preview: BlackoutPreview }>();

  async function write(value: Value, affected?: BlackoutDecision) {
    const saved = await submit(() => save(value, affected), savedText(affected));
    if (saved) {
      setCovered(undefined);
      onSaved?.();
    }
    return saved;
  }

  async function check(value: Value) {
    if (covered) {
      return;
    }
    if (covers && !covers(value)) {
      await write(value);
      return;
    }
    const answer = await submit(() => preview(value), checkedText);
    if (answer?.total === 0) {
      await write(value);
    } else if (answer) {
      setCovered({ value, preview: answer });
    }
  }

  const decision = covered && {
    preview: covered.preview,
    onCancel: () => void write(covered.value, 'cancel'),
    onKeep: () => void write(covered.value, 'keep'),
    onBack: () => setCovered(undefined),
  };
  return { pending, errors, check, write, decision };
}
