import type { TFunction } from 'i18next';
import { getI18n } from 'react-i18next';
import { RESERVATION_FORM_NAMESPACE } from '../i18n';

/**
 * A play function's strings in the story's language (the toolbar's, a test mode's, or the story's own), from the
 * i18next instance the components read (Storybook's, `.storybook/i18n.ts`): a play finds what a person reads
 * through the same catalogue, so it passes in every language.
 */
export function storyT(
  context: { globals: Record<string, unknown> },
  namespace: string = RESERVATION_FORM_NAMESPACE,
): TFunction {
  const i18n = getI18n();
  if (!i18n) {
    throw new Error('storyT: no i18next instance; Storybook registers one in .storybook/i18n.ts');
  }
  return i18n.getFixedT((context.globals.locale as string | undefined) ?? 'lt', namespace);
}
