import type { BlackoutPreview } from '@laikas/contract';
import { formatLocal, formatTimeOfDay, toLocalEnd } from '@laikas/contract/time';
import { Box, Button, Muted, Panel } from '@laikas/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../data/appInfo';

/** The words of a `CoveredReservations`, each for the count the preview found. */
export interface CoveredTexts {
  title: string;
  list: string;
  cancel: string;
  keep: string;
  back: string;
}

/**
 * The words of the periods screen's two previews (a holiday, an exam session), written once: each names its i18n keys,
 * and every word takes the preview's count.
 */
const PERIOD_TEXTS = {
  holiday: {
    title: 'groups.periods.covers',
    list: 'groups.periods.coveredList',
    cancel: 'groups.periods.cancelCovered',
    keep: 'groups.periods.keepCovered',
    back: 'groups.periods.backFromCovered',
  },
  session: {
    title: 'groups.periods.sessionCovers',
    list: 'groups.periods.sessionCoveredList',
    cancel: 'groups.periods.takeOutOfSession',
    keep: 'groups.periods.keepInSession',
    back: 'groups.periods.backFromSession',
  },
} as const satisfies Record<string, Record<keyof CoveredTexts, string>>;
export type PeriodCover = keyof typeof PERIOD_TEXTS;

/**
 * The reservations a new closure (a holiday, a room's closed time) would cover, before anything is written (issue 27):
 * the first of them listed, and the decision: cancel them (their people are told), keep them, or go back.
 */
export function CoveredReservations({
  preview,
  texts,
  onCancel,
  onKeep,
  onBack,
}: {
  preview: BlackoutPreview;
  /** The words, or which of the periods screen's previews this is. */
  texts: CoveredTexts | PeriodCover;
  onCancel: () => void;
  onKeep: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('web');
  const timeZone = useTimeZone();
  const titleId = useId();
  const more = preview.total - preview.reservations.length;
  const words: CoveredTexts =
    typeof texts === 'string'
      ? {
          title: t(PERIOD_TEXTS[texts].title, { count: preview.total }),
          list: t(PERIOD_TEXTS[texts].list),
          cancel: t(PERIOD_TEXTS[texts].cancel, { count: preview.total }),
          keep: t(PERIOD_TEXTS[texts].keep, { count: preview.total }),
          back: t(PERIOD_TEXTS[texts].back),
        }
      : texts;
  return (
    <Panel role="alertdialog" aria-labelledby={titleId}>
      <h3 id={titleId}>{words.title}</h3>
      <ul aria-label={words.list}>
        {preview.reservations.map((reservation) => (
          <li key={reservation.id}>
            {t('groups.periods.coveredItem', {
              name: reservation.name,
              resource: reservation.resource,
              from: formatLocal(new Date(reservation.starts_at), timeZone),
              to: formatTimeOfDay(toLocalEnd(new Date(reservation.ends_at), timeZone).time),
            })}
          </li>
        ))}
      </ul>
      {more > 0 ? <Muted>{t('groups.periods.coveredMore', { count: more })}</Muted> : null}
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button variant="danger" onClick={onCancel}>
          {words.cancel}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {words.keep}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {words.back}
        </Button>
      </Box>
    </Panel>
  );
}
