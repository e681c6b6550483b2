import { INLINED_ANSWERS_ID } from './inlined';

/**
 * For tests: puts `answers` in the page as the server inlines them. The data modules read the page once, so a test
 * imports them afresh after `vi.resetModules()`.
 */
export function inlineAnswersInPage(answers: Record<string, unknown>): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINED_ANSWERS_ID;
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
}

/** Takes the answers `inlineAnswersInPage` put in the page out again. */
export function removeInlinedAnswers(): void {
  document.getElementById(INLINED_ANSWERS_ID)?.remove();
}
