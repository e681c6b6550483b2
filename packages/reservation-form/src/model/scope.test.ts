import { describe, expect, it } from 'vitest';
import type { ReservationFormData } from './formValues';
import { applyScopeAnswer, getScopeQuestions, SCOPE_CHOICES } from './scope';

const rule = { type: 'weekly' as const, interval: 1, until: '2026-05-31', weekdays: [] };

describe('getScopeQuestions', () => {
  it.each<{ name: string; reservation: ReservationFormData | undefined; questions: string[] }>([
    { name: 'a new reservation', reservation: undefined, questions: [] },
    { name: 'a new repeating reservation', reservation: { repeater: rule }, questions: [] },
    { name: 'a single saved reservation', reservation: { id: 1, repeater: null, is_batch: false }, questions: [] },
    { name: 'an occurrence of a series', reservation: { id: 1, repeater: rule }, questions: ['repeater'] },
    { name: 'an occurrence known by its rule id', reservation: { id: 1, repeater_id: 4 }, questions: ['repeater'] },
    { name: 'a detached occurrence', reservation: { id: 1, repeater: rule, detached: true }, questions: [] },
    { name: 'a batch member', reservation: { id: 1, is_batch: true }, questions: ['batch'] },
    {
      name: 'a batched series',
      reservation: { id: 1, repeater: rule, is_batch: true },
      questions: ['repeater', 'batch'],
    },
  ])('given $name, should ask $questions', ({ reservation, questions }) => {
    expect(getScopeQuestions(reservation)).toEqual(questions);
  });
});

describe('SCOPE_CHOICES', () => {
  it('should offer this, upcoming and all for a series and this and all for a batch', () => {
    expect(SCOPE_CHOICES).toEqual({ repeater: ['this', 'upcoming', 'all'], batch: ['this', 'all'] });
  });
});

describe('applyScopeAnswer', () => {
  it.each([
    {
      name: 'a series answer',
      question: 'repeater' as const,
      answer: 'upcoming',
      scope: { update_selection_repeater: 'upcoming' },
    },
    { name: 'a batch answer', question: 'batch' as const, answer: 'all', scope: { update_selection_batch: 'all' } },
  ])('given $name, should set $scope', ({ question, answer, scope }) => {
    expect(applyScopeAnswer({}, question, answer)).toEqual(scope);
  });

  it('given both answers in turn, should keep the first', () => {
    const scope = applyScopeAnswer(applyScopeAnswer({}, 'repeater', 'all'), 'batch', 'this');
    expect(scope).toEqual({ update_selection_repeater: 'all', update_selection_batch: 'this' });
  });
});
