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
  texts: CoveredTexts;
  onCancel: () => void;
  onKeep: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('web');
  const timeZone = useTimeZone();
  const titleId = useId();
  const more = preview.total - preview.reservations.length;
  return (
    <Panel role="alertdialog" aria-labelledby={titleId}>
      <h3 id={titleId}>{texts.title}</h3>
      <ul aria-label={texts.list}>
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
          {texts.cancel}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {texts.keep}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {texts.back}
        </Button>
      </Box>
    </Panel>
  );
}
