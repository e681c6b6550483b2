import type { AdminItem, AdminResource, Blackout } from '@laikas/contract';
import {
  Button,
  Checkbox,
  DataTable,
  Field,
  invalidProps,
  Page,
  TextInput,
  useConfirm,
  type DataTableColumn,
} from '@laikas/ui';
import { setResourceFeedPublic, useResourceCalendarFeed } from '../../../data/calendarFeed';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { deleteResource, saveItem, useAdminResource, useResourceBlackouts } from '../../../data/adminResources';
import { useSubmit } from '../../../data/useSubmit';
import * as styles from '../Admin.css';
import { HistoryLink } from '../Audit/HistoryLink';
import { formatBlackoutSpan } from '../Groups/blackoutSpan';
import { formatTime } from './resourceForm';

/** /admin/resources/{id}: a resource's settings, images and items; edit, delete, add and rename items. */
export default function ResourceShowPage() {
  const { t } = useTranslation('web');
  const id = Number(useParams().resourceId);
  const { data, error } = useAdminResource(id);
  if (!data) {
    return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
  }
  return <ResourceShow resource={data} />;
}

function ResourceShow({ resource }: { resource: AdminResource }) {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { submit, errors } = useSubmit(t('admin.saveFailed'));
  const settings = resource.settings;
  const yes = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  const minutes = (value: number | null) =>
    value === null ? t('admin.resources.noLimit') : t('admin.resources.minutes', { count: value });
  const spans = (list: typeof settings.available_slots) =>
    list.map((span) => `${formatTime(span.from)}–${formatTime(span.to)}`).join(', ');

  async function remove() {
    const sure = await confirm({
      title: t('admin.resources.deleteTitle'),
      message: t('admin.resources.deleteMessage', { name: resource.name }),
      confirmLabel: t('admin.delete'),
      danger: true,
    });
    if (sure && (await submit(() => deleteResource(resource.id).then(() => true), t('admin.resources.deleted')))) {
      navigate(pathTo('Admin.Resources'));
    }
  }

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
          <Link className={styles.buttonLink} to={pathTo('Admin.Resources.Edit', { resourceId: resource.id })}>
            {t('admin.edit')}
          </Link>
          <Link to={pathTo('ResourceWithId', { id: resource.id })}>{t('admin.resources.timetable')}</Link>
          <HistoryLink entityType="resource" entityId={resource.id} />
          <Button variant="danger" onClick={() => void remove()}>
            {t('admin.delete')}
          </Button>
        </>
      }
    >
      {errors.resource ? (
        <p role="alert" className={styles.errorText}>
          {errors.resource.join(' ')}
        </p>
      ) : null}
      <dl className={styles.definitions}>
        {rows.map(([term, detail]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </div>
        ))}
      </dl>
      {resource.stored_images.length > 0 ? (
        <section>
          <h2>{t('admin.resources.images')}</h2>
          <ul className={styles.thumbs}>
            {resource.stored_images.map((image, index) => (
              <li key={image.id} className={styles.thumb}>
                <img
                  className={styles.thumbImage}
                  src={image.url}
                  alt={t('admin.resources.imageAlt', { n: index + 1 })}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.page}>
        <h2>{t('admin.resources.items')}</h2>
        <p className={styles.muted}>{t('admin.resources.itemsIntro')}</p>
        {resource.named_items.map((item) => (
          <ItemForm key={item.id} resourceId={resource.id} item={item} />
        ))}
        <ItemForm key={`new-${resource.named_items.length}`} resourceId={resource.id} item={null} />
      </section>
      <PublicFeedSetting resourceId={resource.id} />
      <ResourceBlackouts resourceId={resource.id} />
    </Page>
  );
}

/** Whether the room's calendar feed needs no sign-in (issue 35): off by default. */
function PublicFeedSetting({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation('web');
  const { data } = useResourceCalendarFeed(resourceId);
  const { pending, submit } = useSubmit(t('admin.saveFailed'));
  // The box follows the click at once; a refused change puts it back.
  const [chosen, setChosen] = useState<boolean | null>(null);

  async function change(checked: boolean) {
    setChosen(checked);
    const saved = await submit(
      async () => {
        await setResourceFeedPublic(resourceId, checked);
        return true;
      },
      checked ? t('calendarFeed.madePublic') : t('calendarFeed.madePrivate'),
    );
    if (!saved) {
      setChosen(null);
    }
  }

  return (
    <section className={styles.page} aria-labelledby="resource-public-feed">
      <h2 id="resource-public-feed">{t('calendarFeed.publicTitle')}</h2>
      <p className={styles.muted}>{t('calendarFeed.publicIntro')}</p>
      <Checkbox
        label={t('calendarFeed.publicLabel')}
        checked={chosen ?? data?.public ?? false}
        disabled={!data || pending}
        onCheckedChange={(checked) => void change(checked)}
      />
    </section>
  );
}

/** The room's own unavailabilities (an import's blackouts), with their hours, paged on the server (issue 27). */
function ResourceBlackouts({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation('web');
  const [query, setQuery] = useState({ page: 1, per_page: 25 });
  const list = useResourceBlackouts(resourceId, query);
  const columns = useMemo<DataTableColumn<Blackout>[]>(
    () => [
      { id: 'when', header: t('admin.resources.blackoutWhen'), accessor: formatBlackoutSpan, sortable: false },
      { id: 'name', header: t('admin.resources.blackoutName'), accessor: (row) => row.name, sortable: false },
    ],
    [t],
  );
  const total = list.data?.meta.total ?? 0;
  return (
    <section className={styles.page} aria-labelledby="resource-blackouts">
      <h2 id="resource-blackouts">{t('admin.resources.blackouts')}</h2>
      {list.error ? <p role="alert">{t('admin.loadFailed')}</p> : null}
      {list.data && total === 0 ? (
        <p className={styles.muted}>{t('admin.resources.noBlackouts')}</p>
      ) : (
        <DataTable
          label={t('admin.resources.blackouts')}
          columns={columns}
          data={list.data?.data ?? []}
          getRowId={(row) => String(row.id)}
          loading={list.isLoading}
          searchable={false}
          serverPaging={{
            page: query.page,
            lastPage: list.data?.meta.last_page ?? 1,
            total: list.data?.meta.total,
            pageSize: query.per_page,
            onPageChange: (page) => setQuery((current) => ({ ...current, page })),
            onPageSizeChange: (perPage) => setQuery({ page: 1, per_page: perPage }),
          }}
        />
      )}
    </section>
  );
}

/** One item's name and places; with `item: null`, a new item. */
function ItemForm({ resourceId, item }: { resourceId: number; item: AdminItem | null }) {
  const { t } = useTranslation('web');
  const [name, setName] = useState(item?.name ?? '');
  const [spaces, setSpaces] = useState(item?.available_spaces === null || !item ? '' : String(item.available_spaces));
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));
  const prefix = `item-${item?.id ?? 'new'}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = spaces.trim();
    await submit(
      () =>
        saveItem(resourceId, item?.id ?? null, {
          name,
          available_spaces: trimmed === '' ? null : Number(trimmed),
        }),
      item ? t('admin.resources.itemSaved') : t('admin.resources.itemCreated'),
    );
  }

  return (
    <form
      className={styles.slotRow}
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={item ? item.name : t('admin.resources.newItem')}
    >
      <Field
        id={`${prefix}-name`}
        label={item ? t('admin.resources.itemName') : t('admin.resources.newItem')}
        errors={errors.name}
      >
        <TextInput
          id={`${prefix}-name`}
          value={name}
          onChange={(event) => setName(event.target.value)}
          {...invalidProps(`${prefix}-name`, errors.name)}
        />
      </Field>
      <Field
        id={`${prefix}-spaces`}
        label={t('admin.resources.itemSpaces')}
        hint={t('admin.resources.itemSpacesHint')}
        errors={errors.available_spaces}
      >
        <TextInput
          id={`${prefix}-spaces`}
          inputMode="numeric"
          value={spaces}
          onChange={(event) => setSpaces(event.target.value)}
          {...invalidProps(`${prefix}-spaces`, errors.available_spaces)}
        />
      </Field>
      <Button type="submit" variant="secondary" loading={pending}>
        {item ? t('admin.save') : t('admin.resources.addItem')}
      </Button>
    </form>
  );
}
