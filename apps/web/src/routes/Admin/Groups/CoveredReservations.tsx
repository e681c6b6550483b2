import type { BlackoutDecision, BlackoutPreview } from '@laikas/contract';
import { formatLocal, formatTimeOfDay, toLocalEnd } from '@laikas/contract/time';
import { Box, Button, Panel, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../../data/appInfo';

/** The reservations a new holiday covers, and the choice: cancel them (their people are told), keep them, or back. */
export function CoveredReservations({
  preview,
  onDecide,
  onBack,
}: {
  preview: BlackoutPreview;
  onDecide: (decision: BlackoutDecision) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('web');
  const timeZone = useTimeZone();
  const more = preview.total - preview.reservations.length;
  return (
    <Panel role="alertdialog" aria-labelledby="holiday-covers-title">
      <h3 id="holiday-covers-title">{t('groups.periods.covers', { count: preview.total })}</h3>
      <ul aria-label={t('groups.periods.coveredList')}>
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
        <Button variant="danger" onClick={() => onDecide('cancel')}>
          {t('groups.periods.cancelCovered', { count: preview.total })}
        </Button>
        <Button variant="secondary" onClick={() => onDecide('keep')}>
          {t('groups.periods.keepCovered', { count: preview.total })}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          {t('groups.periods.backFromCovered')}
        </Button>
      </Box>
    </Panel>
  );
}
