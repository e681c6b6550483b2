import type { UpdateSelectionBatch, UpdateSelectionRepeater } from '@laikas/contract';
import type { ReservationFormData } from './formValues';

/** The scope an update or delete applies to; the fields are the API's query/body names. */
export interface UpdateScope {
  update_selection_repeater?: UpdateSelectionRepeater;
  update_selection_batch?: UpdateSelectionBatch;
}

export const scopeQuestions = ['repeater', 'batch'] as const;
/** Which prompt to show: a repeating series, or a batch of resources reserved together. */
export type ScopeQuestion = (typeof scopeQuestions)[number];

/** The answers each prompt offers, in the order shown (spec 2: only this, this and upcoming, all). */
export const SCOPE_CHOICES = {
  repeater: ['this', 'upcoming', 'all'],
  batch: ['this', 'all'],
} as const satisfies Record<ScopeQuestion, readonly string[]>;

export type ScopeChoice<Q extends ScopeQuestion> = (typeof SCOPE_CHOICES)[Q][number];

/** Whether the occurrence still belongs to a repeat rule (a detached one left its series). */
export function isRepeating(reservation: ReservationFormData): boolean {
  return !reservation.detached && (Boolean(reservation.repeater) || typeof reservation.repeater_id === 'number');
}

/**
 * The prompts an update or delete of a saved reservation asks, in order: the series first, then the
 * batch. A new reservation asks nothing.
 */
export function getScopeQuestions(reservation: ReservationFormData | null | undefined): ScopeQuestion[] {
  if (!reservation || reservation.id === undefined || reservation.id === null) {
    return [];
  }
  const questions: ScopeQuestion[] = [];
  if (isRepeating(reservation)) {
    questions.push('repeater');
  }
  if (reservation.is_batch) {
    questions.push('batch');
  }
  return questions;
}

/** Puts one prompt's answer into the scope sent to the API. */
export function applyScopeAnswer(scope: UpdateScope, question: ScopeQuestion, answer: string): UpdateScope {
  switch (question) {
    case 'repeater':
      return { ...scope, update_selection_repeater: answer as UpdateSelectionRepeater };
    case 'batch':
      return { ...scope, update_selection_batch: answer as UpdateSelectionBatch };
    default:
      return question satisfies never;
  }
}
