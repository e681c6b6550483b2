import type { Resource } from '@laikas/contract';
import { formatTimeOfDay } from '@laikas/contract';
import { Box, Carousel, CopyField, DefinitionList } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useResource, useResourceFeed } from '../../data/resources';
import * as styles from './Resources.css';

/**
 * The resource details modal (spec 2): name, description, notes, contact info, settings list, image carousel, and the
 * address of its calendar feed (issue 14; public only where an administrator made it so, issue 35).
 */
export function ResourceDetails({ id }: { id: number }) {
  const { t } = useTranslation('web');
  // The list holds what a list shows (issue 33): the settings, notes and images come with the one resource.
  const { data, error } = useResource(id);
  if (error) {
    return <p role="alert">{t('resources.loadFailed')}</p>;
  }
  if (!data) {
    return <p aria-busy="true">{t('common.loading')}</p>;
  }
  return <Details resource={data} />;
}

function Details({ resource }: { resource: Resource }) {
  const { t } = useTranslation('web');
  const { settings } = resource;
  const minutes = (value: number | null) =>
    value === null ? t('resources.noLimit') : t('resources.minutes', { count: value });
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const rows: [string, string][] = [
    [t('resources.setting.minDuration'), minutes(settings.min_duration)],
    [t('resources.setting.maxDuration'), minutes(settings.max_duration)],
    [t('resources.setting.window'), `${formatTimeOfDay(settings.from)}–${formatTimeOfDay(settings.to)}`],
    [t('resources.setting.spaces'), String(settings.available_spaces)],
    [t('resources.setting.needsApproval'), yesNo(!settings.approved)],
    [t('resources.setting.anybody'), yesNo(settings.allow_anybody)],
    [t('resources.setting.remote'), yesNo(settings.allow_remote_reservations)],
    [
      t('resources.setting.slots'),
      settings.available_slots.map((slot) => `${formatTimeOfDay(slot.from)}–${formatTimeOfDay(slot.to)}`).join(', '),
    ],
  ];

  // A text's section only when the resource has it; the settings and the feed always.
  const textOf = (text: string | null) => (text ? <p>{text}</p> : null);
  const sections = [
    { heading: t('resources.description'), body: textOf(resource.description) },
    { heading: t('resources.notes'), body: textOf(resource.notes) },
    { heading: t('resources.contact'), body: textOf(resource.contact_info) },
    {
      heading: t('resources.settings'),
      body: <DefinitionList ruled items={rows.map(([term, detail]) => ({ term, detail }))} />,
    },
    { heading: t('calendarFeed.resourceTitle'), body: <ResourceFeedAddress resource={resource} /> },
  ];

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Carousel
        label={resource.name}
        images={resource.images.map((image, index) => ({
          key: image.original_url,
          src: image.original_url,
          alt: t('resources.imageAlt', { name: resource.name, index: index + 1, count: resource.images.length }),
        }))}
      />
      {resource.address ? <p>{resource.address}</p> : null}
      {sections
        .filter((section) => section.body)
        .map((section) => (
          <section key={section.heading}>
            <h3 className={styles.detailHeading}>{section.heading}</h3>
            {section.body}
          </section>
        ))}
    </Box>
  );
}

/** The room's calendar address: public where an administrator made it so, else the person's own (issue 35). */
function ResourceFeedAddress({ resource }: { resource: Resource }) {
  const { t } = useTranslation('web');
  const { data, error } = useResourceFeed(resource.id);
  if (error) {
    return <p role="alert">{t('calendarFeed.loadFailed')}</p>;
  }
  if (!data) {
    return <p>{t('calendarFeed.loading')}</p>;
  }
  return (
    <CopyField
      id={`resource-feed-${resource.id}`}
      label={t('calendarFeed.resourceLabel', { name: resource.name })}
      hint={data.public ? t('calendarFeed.resourceHint') : t('calendarFeed.resourcePersonalHint')}
      value={data.url}
    />
  );
}
