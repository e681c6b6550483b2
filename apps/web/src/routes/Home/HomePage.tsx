import type { Reservation } from '@laikas/contract';
import { Box, Inline, Muted, Panel, TimeList } from '@laikas/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTimeZone } from '../../data/appInfo';
import { useGet } from '../../data/calls';
import { USER_RESERVATIONS } from '../../data/reservations';
import { useSession } from '../../data/session';
import { formatCivilDate } from '../../app/civilDates';
import { ReservationLink, timeSpanOf } from '../../app/reservations/ReservationParts';
import { pathTo } from '../../app/routeTable';
import { groupUpcoming, mergeBatchMembers } from './groupUpcoming';
import { DefaultResourceWeek } from './DefaultResourceWeek';
import { GroupTimetableWeeks } from './GroupTimetableWeeks';

const SECTIONS = ['today', 'tomorrow', 'thisWeek', 'nextWeek'] as const;

/** Nothing of the person's is coming: where time is reserved, so that a first visit does not end here. */
function NothingUpcoming() {
  const { t } = useTranslation('web');
  return (
    <>
      <p>
        {t('home.nothingUpcoming')} {t('home.howToReserve')}
      </p>
      <Inline space="lg">
        <Link to={pathTo('ResourcesIndex')}>{t('home.openResources')}</Link>
        <Link to={pathTo('FindRoom')}>{t('home.findFreeRoom')}</Link>
      </Inline>
    </>
  );
}

/** Home: the signed-in user's coming reservations, today first. */
export default function HomePage() {
  const { t, i18n } = useTranslation('web');
  const { user } = useSession();
  const timeZone = useTimeZone();
  const { data, error } = useGet<Reservation[]>('reservations', ...USER_RESERVATIONS);
  const groups = useMemo(() => groupUpcoming(mergeBatchMembers(data ?? []), new Date(), timeZone), [timeZone, data]);
  const total = SECTIONS.reduce((sum, section) => sum + groups[section].length, 0);

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <Box as="section" display="flex" flexDirection="column" gap="xs">
        <h1>{t('home.greeting', { name: user?.name ?? '' })}</h1>
        <Muted>{t('home.intro')}</Muted>
      </Box>
      <Box as="section" aria-labelledby="upcoming-heading" display="flex" flexDirection="column" gap="md">
        <h2 id="upcoming-heading">{t('home.upcoming')}</h2>
        {error ? <p role="alert">{t('home.loadFailed')}</p> : null}
        {data !== undefined && !error && total === 0 ? <NothingUpcoming /> : null}
        {SECTIONS.filter((section) => groups[section].length > 0).map((section) => (
          <Panel key={section} aria-label={t(`home.${section}`)}>
            <Box as="h3" fontSize="lg">
              {t(`home.${section}`)}
            </Box>
            <TimeList
              timeWidth="wide"
              items={groups[section].map((reservation) => ({
                key: reservation.id,
                time: (
                  <>
                    {section === 'today' || section === 'tomorrow' ? null : (
                      <Muted as="span" display="block" fontWeight="regular">
                        {formatCivilDate(reservation.from, i18n.language, 'dayOfWeek')}
                      </Muted>
                    )}
                    {timeSpanOf(reservation)}
                  </>
                ),
                title: (
                  <strong>
                    <ReservationLink reservation={reservation} />
                  </strong>
                ),
                meta: [
                  reservation.rooms.join(', '),
                  t(`reservation.type.${reservation.type}`),
                  reservation.is_remote ? t('reservation.remote') : null,
                  reservation.status === 'pending' ? t('reservation.pending') : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
              }))}
            />
          </Panel>
        ))}
      </Box>
      <GroupTimetableWeeks />
      <DefaultResourceWeek />
    </Box>
  );
}
