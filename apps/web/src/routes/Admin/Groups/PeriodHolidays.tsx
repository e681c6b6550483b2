import type { Blackout, Period } from '@laikas/contract';
import { Box, Muted } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { RemoveButton } from '../../ScreenKit';
import { formatBlackoutSpan } from './blackoutSpan';
import { HolidayForm } from './HolidayForm';

/**
 * A period's holidays under their heading, each removable; how many rooms' own closed times it holds (kept on the
 * rooms' pages); and the form adding a holiday.
 */
export function PeriodHolidays({ period }: { period: Period }) {
  const { t } = useTranslation('web');
  return (
    <>
      <h3>{t('groups.periods.holidays')}</h3>
      {period.blackouts.length === 0 ? (
        <Muted>{t('groups.periods.noHolidays')}</Muted>
      ) : (
        <ul>
          {period.blackouts.map((blackout) => (
            <li key={blackout.id}>
              {`${blackout.name}: ${formatBlackoutSpan(blackout)}`} <RemoveHoliday holiday={blackout} />
            </li>
          ))}
        </ul>
      )}
      {period.resource_blackouts > 0 ? (
        <Box as="p" color="textMuted">
          {t('groups.periods.resourceBlackouts', { count: period.resource_blackouts })}{' '}
          <Link to={pathTo('Admin.Resources')}>{t('groups.periods.resourcesLink')}</Link>
        </Box>
      ) : null}
      <HolidayForm period={period} />
    </>
  );
}

/**
 * A holiday's Remove, asked first: the days can be reserved again, but what the holiday cancelled stays cancelled
 * (nothing restores it, and its people were told it was cancelled).
 */
function RemoveHoliday({ holiday }: { holiday: Blackout }) {
  const { t } = useTranslation('web');
  return (
    <RemoveButton
      confirm={{
        title: t('groups.periods.removeHolidayTitle'),
        message: t('groups.periods.removeHolidayMessage', { name: holiday.name, when: formatBlackoutSpan(holiday) }),
        confirmLabel: t('groups.periods.remove'),
      }}
      areas="periods"
      path={`/api/admin/blackouts/${holiday.id}`}
      removedText={t('groups.periods.holidayRemoved')}
    >
      {t('groups.periods.removeHoliday', { name: holiday.name })}
    </RemoveButton>
  );
}
