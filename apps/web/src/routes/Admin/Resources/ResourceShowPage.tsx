import type { AdminResource } from '@laikas/contract';
import { formatTimeOfDay as formatTime } from '@laikas/contract/time';
import { Box, DefinitionList, Page, Thumbnails } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { useGet } from '../../../data/calls';
import { ButtonLink, DeleteButton, Loading, Section, useDeleteRecord, useIdParam } from '../../ScreenKit';
import { HistoryLink } from '../Audit/HistoryLink';
import { ResourceClosedTimes } from './ResourceClosedTimes';
import { PublicFeedSetting } from './ResourceSections';
import { ItemForm } from './ItemForm';

/** /admin/resources/{id}: a resource's settings, images and items; edit, delete, add and rename items. */
export default function ResourceShowPage() {
  const id = useIdParam('resourceId');
  const { data, error } = useGet<AdminResource>(id ? 'resources' : null, `/api/admin/resources/${id}`);
  return data ? <ResourceShow resource={data} /> : <Loading error={error} />;
}

function ResourceShow({ resource }: { resource: AdminResource }) {
  const { t } = useTranslation('web');
  const { remove, errors } = useDeleteRecord(
    'resources',
    `/api/admin/resources/${resource.id}`,
    t('admin.resources.deleted'),
    pathTo('Admin.Resources'),
  );
  const settings = resource.settings;
  const yes = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  const minutes = (value: number | null) =>
    value === null ? t('admin.resources.noLimit') : t('admin.resources.minutes', { count: value });
  const spans = (list: typeof settings.available_slots) =>
    list.map((span) => `${formatTime(span.from)}–${formatTime(span.to)}`).join(', ');

  const rows: [string, string][] = [
    [t('admin.resources.description'), resource.description ?? '—'],
    [t('admin.resources.notes'), resource.notes ?? '—'],
    [t('admin.resources.contactInfo'), resource.contact_info ?? '—'],
    [t('admin.resources.address'), resource.address ?? '—'],
    [t('admin.resources.capacity'), resource.capacity === null ? '—' : String(resource.capacity)],
    [t('admin.resources.tags'), resource.tags.join(', ') || '—'],
    [t('admin.resources.minDuration'), minutes(settings.min_duration)],
    [t('admin.resources.maxDuration'), minutes(settings.max_duration)],
    [t('admin.resources.availableSpaces'), String(settings.available_spaces)],
    [t('admin.resources.dailyWindow'), `${formatTime(settings.from)}–${formatTime(settings.to)}`],
    [t('admin.resources.approvalNeededLabel'), yes(!settings.approved)],
    [t('admin.resources.allowAnybody'), yes(settings.allow_anybody)],
    [t('admin.resources.allowRemote'), yes(settings.allow_remote_reservations)],
    [t('admin.resources.availableSlots'), spans(settings.available_slots)],
    [t('admin.resources.forbiddenSlots'), spans(settings.forbidden_slots)],
    [t('admin.resources.futureReservations'), String(resource.future_reservations)],
  ];

  return (
    <Page
      title={resource.name}
      actions={
        <>
          <ButtonLink to={pathTo('Admin.Resources.Edit', { resourceId: resource.id })}>{t('admin.edit')}</ButtonLink>
          <Link to={pathTo('ResourceWithId', { id: resource.id })}>{t('admin.resources.timetable')}</Link>
          <HistoryLink entityType="resource" entityId={resource.id} />
          <DeleteButton
            title={t('admin.resources.deleteTitle')}
            message={t('admin.resources.deleteMessage', { name: resource.name })}
            onConfirm={remove}
          />
        </>
      }
    >
      {errors.resource ? (
        <Box as="p" role="alert" color="danger">
          {errors.resource.join(' ')}
        </Box>
      ) : null}
      <DefinitionList items={rows.map(([term, detail]) => ({ term, detail }))} />
      {resource.stored_images.length > 0 ? (
        <section>
          <h2>{t('admin.resources.images')}</h2>
          <Thumbnails
            images={resource.stored_images.map((image, index) => ({
              key: String(image.id),
              src: image.url,
              alt: t('admin.resources.imageAlt', { n: index + 1 }),
            }))}
          />
        </section>
      ) : null}
      <Section title={t('admin.resources.items')} intro={t('admin.resources.itemsIntro')}>
        {resource.named_items.map((item) => (
          <ItemForm key={item.id} resourceId={resource.id} item={item} deletable={resource.named_items.length > 1} />
        ))}
        <ItemForm key={`new-${resource.named_items.length}`} resourceId={resource.id} item={null} />
      </Section>
      <PublicFeedSetting resourceId={resource.id} />
      <ResourceClosedTimes resourceId={resource.id} />
    </Page>
  );
}
