import { Box } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceWeek } from '../../app/reservations/ResourceWeek';
import { pathTo } from '../../app/routeTable';
import { useTimeZone } from '../../data/appInfo';
import { useResource } from '../../data/resources';
import { useSession } from '../../data/session';
import { useHomeWeek } from './useHomeWeek';

/**
 * The week of the user's default resource Home shows (the groups' week: from Saturday on the coming one, its heading
 * and label then say "next week"), or a pointer to choosing one.
 */
export function DefaultResourceWeek() {
  const { t } = useTranslation('web');
  const { user } = useSession();
  const timeZone = useTimeZone();
  const { data: resource } = useResource(user?.subscribed_calendar ?? undefined);
  const { from, to, nextWeek } = useHomeWeek(timeZone);

  if (!user?.subscribed_calendar) {
    return (
      <p>
        {t('home.noDefaultResource')} <Link to={pathTo('ResourcesIndex')}>{t('home.chooseDefaultResource')}</Link>
      </p>
    );
  }
  return (
    <Box as="section" aria-labelledby="default-resource-heading" display="flex" flexDirection="column" gap="sm">
      <h2 id="default-resource-heading">
        {t(nextWeek ? 'home.defaultResourceNext' : 'home.defaultResource')}:{' '}
        {resource ? <Link to={pathTo('ResourceWithId', { id: resource.id })}>{resource.name}</Link> : null}
      </h2>
      {resource ? (
        <ResourceWeek
          resourceId={resource.id}
          resource={resource}
          from={from}
          to={to}
          timeZone={timeZone}
          scale="hours"
          label={t(nextWeek ? 'home.defaultResourceNextWeek' : 'home.defaultResourceWeek', { name: resource.name })}
        />
      ) : null}
    </Box>
  );
}
