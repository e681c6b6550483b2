import type { Blackout } from '@laikas/contract';
import { Box, Checkbox, DataTable, type DataTableColumn } from '@laikas/ui';
import { setResourceFeedPublic, useResourceCalendarFeed } from '../../../data/calendarFeed';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../../../data/calls';
import { useSubmit } from '../../../data/useSubmit';
import { formatBlackoutSpan } from '../Groups/blackoutSpan';

/** Whether the room's calendar feed needs no sign-in (issue 35): off by default. */
export function PublicFeedSetting({ resourceId }: { resourceId: number }) {
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
    <Box as="section" display="flex" flexDirection="column" gap="lg" aria-labelledby="resource-public-feed">
      <h2 id="resource-public-feed">{t('calendarFeed.publicTitle')}</h2>
      <Box as="p" color="textMuted">
        {t('calendarFeed.publicIntro')}
      </Box>
      <Checkbox
        label={t('calendarFeed.publicLabel')}
        checked={chosen ?? data?.public ?? false}
        disabled={!data || pending}
        onCheckedChange={(checked) => void change(checked)}
      />
    </Box>
  );
}

/** The room's own unavailabilities (an import's blackouts), with their hours, paged on the server (issue 27). */
export function ResourceBlackouts({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation('web');
  const [query, setQuery] = useState({ page: 1, per_page: 25 });
  const list = usePage<Blackout>('periods', `/api/admin/resources/${resourceId}/blackouts`, query);
  const columns = useMemo<DataTableColumn<Blackout>[]>(
    () => [
      { id: 'when', header: t('admin.resources.blackoutWhen'), accessor: formatBlackoutSpan, sortable: false },
      { id: 'name', header: t('admin.resources.blackoutName'), accessor: (row) => row.name, sortable: false },
    ],
    [t],
  );
  const total = list.data?.meta.total ?? 0;
  return (
    <Box as="section" display="flex" flexDirection="column" gap="lg" aria-labelledby="resource-blackouts">
      <h2 id="resource-blackouts">{t('admin.resources.blackouts')}</h2>
      {list.error ? <p role="alert">{t('admin.loadFailed')}</p> : null}
      {list.data && total === 0 ? (
        <Box as="p" color="textMuted">
          {t('admin.resources.noBlackouts')}
        </Box>
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
    </Box>
  );
}
