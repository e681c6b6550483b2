import { Button, useModal, type ModalRequestProps } from '@laikas/ui';
import { useCallback } from 'react';
import { useReservationFormTranslation } from '../../i18n';
import type { ReservationFormData } from '../../model/formValues';
import {
  applyScopeAnswer,
  getScopeQuestions,
  SCOPE_CHOICES,
  type ScopeChoice,
  type ScopeQuestion,
  type UpdateScope,
} from '../../model/scope';
import * as styles from './UpdateScopePrompt.css';

export const scopeActions = ['update', 'delete'] as const;
export type ScopeAction = (typeof scopeActions)[number];

export interface UpdateScopePromptProps extends ModalRequestProps<ScopeChoice<ScopeQuestion>> {
  /** A repeating series (this / this and upcoming / all) or a batch (this / all). */
  question: ScopeQuestion;
}

/** The body of the update-scope prompt: what the reservation belongs to, and one button per scope. */
export function UpdateScopePrompt({ question, resolve, cancel }: UpdateScopePromptProps) {
  const { t } = useReservationFormTranslation();
  const choices: readonly ScopeChoice<ScopeQuestion>[] = SCOPE_CHOICES[question];
  return (
    <div className={styles.root} data-testid="update-scope-prompt" data-question={question}>
      <p className={styles.message}>{t(question === 'repeater' ? 'scope.repeaterMessage' : 'scope.batchMessage')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={cancel}>
          {t('scope.cancel')}
        </Button>
        {choices.map((choice, index) => (
          <Button key={choice} variant={index === 0 ? 'primary' : 'secondary'} onClick={() => resolve(choice)}>
            {t(`scope.${choice}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}

export interface UpdateScopeAsker {
  /** Shows one prompt; resolves with the chosen scope, or undefined when cancelled or dismissed. */
  ask: (question: ScopeQuestion, action: ScopeAction) => Promise<ScopeChoice<ScopeQuestion> | undefined>;
  /**
   * Asks every prompt a reservation needs (series first, then batch) and resolves with the scope to
   * send; `{}` when it needs none, undefined as soon as one prompt is cancelled (the caller aborts).
   */
  askFor: (
    reservation: ReservationFormData | null | undefined,
    action: ScopeAction,
  ) => Promise<UpdateScope | undefined>;
}

/** The update-scope prompt on the nearest `ModalHost` (its promise-returning `request`). */
export function useUpdateScopePrompt(): UpdateScopeAsker {
  const { request } = useModal();
  const { t } = useReservationFormTranslation();
  const ask = useCallback<UpdateScopeAsker['ask']>(
    (question, action) =>
      request<ScopeChoice<ScopeQuestion>, { question: ScopeQuestion }>(UpdateScopePrompt, {
        header: t(action === 'delete' ? 'scope.deleteTitle' : 'scope.updateTitle'),
        props: { question },
        size: 'small',
      }),
    [request, t],
  );
  const askFor = useCallback<UpdateScopeAsker['askFor']>(
    async (reservation, action) => {
      let scope: UpdateScope = {};
      for (const question of getScopeQuestions(reservation)) {
        const answer = await ask(question, action);
        if (answer === undefined) {
          return undefined;
        }
        scope = applyScopeAnswer(scope, question, answer);
      }
      return scope;
    },
    [ask],
  );
  return { ask, askFor };
}
