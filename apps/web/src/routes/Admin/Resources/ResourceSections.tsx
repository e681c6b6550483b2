import type { Blackout } from '@laikas/contract';
import { Checkbox, ListTable, useListState, type DataTableColumn, Muted } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage, write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useResourceFeed } from '../../../data/resources';
import { useSubmit } from '../../../data/useSubmit';
import { Section } from '../../ScreenKit';
import { formatBlackoutSpan } from '../Groups/blackoutSpan';

/** Whether the room's calendar feed needs no sign-in (issue 35): off by default. */
export function PublicFeedSetting({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation('web');
  const { data } = useResourceFeed(resourceId);
  const { pending, submit } = useSubmit(t('admin.saveFailed'));
  // The box follows the click at once; a refused change puts it back.
  const [chosen, setChosen] = useState<boolean | null>(null);

  async function change(checked: boolean) {
    setChosen(checked);
    const saved = await submit(
      () =>
        write('resource-feed', api.put(`/api/admin/resources/${resourceId}/public-feed`, { public: checked })).then(
          () => true,
        ),
      checked ? t('calendarFeed.madePublic') : t('calendarFeed.madePrivate'),
    );
    if (!saved) {
      setChosen(null);
    }
  }

  return (
    <Section title={t('calendarFeed.publicTitle')} intro={t('calendarFeed.publicIntro')}>
      <Checkbox
        label={t('calendarFeed.publicLabel')}
        checked={chosen ?? data?.public ?? false}
        disabled={!data || pending}
        onCheckedChange={(checked) => void change(checked)}
      />
    </Section>
  );
}

/** The room's own unavailabilities (an import's blackouts), with their hours, paged on the server (issue 27). */
export function ResourceBlackouts({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation('web');
  const { query, change } = useListState({ page: 1, per_page: 25 });
  const list = usePage<Blackout>('periods', `/api/admin/resources/${resourceId}/blackouts`, query);
  const columns: DataTableColumn<Blackout>[] = [
    { id: 'when', header: t('admin.resources.blackoutWhen'), accessor: formatBlackoutSpan },
    { id: 'name', header: t('admin.resources.blackoutName'), accessor: (row) => row.name },
  ];
  return (
    <Section title={t('admin.resources.blackouts')}>
      {list.data?.meta.total === 0 ? (
        <Muted>{t('admin.resources.noBlackouts')}</Muted>
      ) : (
        <ListTable
          label={t('admin.resources.blackouts')}
          list={list}
          query={query}
          onQueryChange={change}
          columns={columns}
          loadFailedText={t('admin.loadFailed')}
        />
      )}
    </Section>
  );
}
