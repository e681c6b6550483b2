import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Box } from '../Box';
import { Button } from '../Button';
import { TextInput } from '../Field';
import { useControllableState } from '../private/useControllableState';

/** A time span as a person types it: two `HH:MM` texts, read as times by whoever takes the list (a form's schema). */
export interface TimeSpanText {
  from: string;
  to: string;
}

export interface TimeSpanListProps {
  /** Starts the ids (the label's is `{id}-label`); also the list's `data-testid`. */
  id: string;
  /** The list's name, drawn above its rows. */
  label: ReactNode;
  value?: readonly TimeSpanText[];
  defaultValue?: readonly TimeSpanText[];
  onValueChange?: (value: TimeSpanText[]) => void;
}

const NONE: readonly TimeSpanText[] = [];

/**
 * A list of time spans typed as `HH:MM` texts (a day's academic slots, its forbidden gaps): a row's two texts edited,
 * a row removed, an empty one added. A named group; each text and button says its row's number. The texts stay as
 * typed: the form that reads them says which is no time (its errors go under the list, as a `FormField` draws them).
 */
export function TimeSpanList({ id, label, value, defaultValue = NONE, onValueChange }: TimeSpanListProps) {
  const { t } = useUiTranslation();
  const [spans, setSpans] = useControllableState<readonly TimeSpanText[]>(
    value,
    defaultValue,
    onValueChange as ((next: readonly TimeSpanText[]) => void) | undefined,
  );
  const update = (index: number, change: Partial<TimeSpanText>) =>
    setSpans(spans.map((span, other) => (other === index ? { ...span, ...change } : span)));
  return (
    <div role="group" aria-labelledby={`${id}-label`} data-testid={id}>
      <Box as="p" id={`${id}-label`} fontWeight="bold" paddingX="xs">
        {label}
      </Box>
      {spans.map((span, index) => (
        <Box key={index} display="flex" flexWrap="wrap" gap="sm" alignItems="flex-end">
          <TextInput
            width="short"
            aria-label={t('timeSpanList.from', { n: index + 1 })}
            value={span.from}
            onChange={(event) => update(index, { from: event.target.value })}
          />
          <span aria-hidden>–</span>
          <TextInput
            width="short"
            aria-label={t('timeSpanList.to', { n: index + 1 })}
            value={span.to}
            onChange={(event) => update(index, { to: event.target.value })}
          />
          <Button
            size="small"
            variant="ghost"
            onClick={() => setSpans(spans.filter((_, other) => other !== index))}
            aria-label={t('timeSpanList.remove', { n: index + 1 })}
          >
            ✕
          </Button>
        </Box>
      ))}
      <Button size="small" variant="secondary" onClick={() => setSpans([...spans, { from: '', to: '' }])}>
        {t('timeSpanList.add')}
      </Button>
    </div>
  );
}
