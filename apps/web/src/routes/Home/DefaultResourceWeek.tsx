import { Box } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourceWeek } from '../../app/reservations/ResourceWeek';
import { pathTo } from '../../app/routeTable';
import { useCurrentWeek } from '../../app/useAddressWeek';
import { useTimeZone } from '../../data/appInfo';
import { useResource } from '../../data/resources';
import { useSession } from '../../data/session';

/** This week of the user's default resource, or a pointer to choosing one. */
export function DefaultResourceWeek() {
  const { t } = useTranslation('web');
  const { user } = useSession();
  const timeZone = useTimeZone();
  const { data: resource } = useResource(user?.subscribed_calendar ?? undefined);
  const { from, to } = useCurrentWeek(timeZone);

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
        {t('home.defaultResource')}:{' '}
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
          label={t('home.defaultResourceWeek', { name: resource.name })}
        />
      ) : null}
    </Box>
  );
}
