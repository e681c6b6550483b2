import type { AuditEntry } from '@laikas/contract';
import { Box, ChangeList, ListItem, ListItemMeta } from '@laikas/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { useUniversityTime } from '../../../data/useUniversityTime';
import { formatAuditValue, isWholeDays, type ValueFormat, wholeDayFormat } from './auditValues';

/** Where each kind of entity is administered, for those that have a screen. */
const ENTITY_PATHS: Partial<Record<AuditEntry['entity_type'], (id: number) => string>> = {
  resource: (id) => pathTo('Admin.Resources.Show', { resourceId: id }),
  user: (id) => pathTo('Admin.Users.Show', { userId: id }),
  annex: (id) => pathTo('Admin.Annexes.Edit', { annexId: id }),
  group: (id) => pathTo('Admin.Groups.Edit', { groupId: id }),
  reservation: (id) => pathTo('Reservation', { reservationId: id }),
};

/** Where an entry's entity is administered, when it still has a screen. */
function entityPath(entry: AuditEntry): string | undefined {
  const id = Number(entry.entity_id);
  const path = ENTITY_PATHS[entry.entity_type];
  return path && Number.isInteger(id) && entry.action !== 'delete' ? path(id) : undefined;
}

/** How the log writes values: instants in the institution's zone, yes/no and known codes in the reader's language. */
export function useAuditFormat(): ValueFormat & { date: (iso: string) => string } {
  const { t, i18n } = useTranslation('web');
  const { dateTime, date } = useUniversityTime();
  return useMemo(() => {
    return {
      instant: (iso) => dateTime(iso),
      date,
      yes: t('audit.yes'),
      no: t('audit.no'),
      label: (field, value) => {
        const key = `audit.values.${field}.${value}`;
        return i18n.exists(key, { ns: 'web' }) ? t(key) : undefined;
      },
    };
  }, [date, dateTime, i18n, t]);
}

/** One recorded change: what, of which thing, when and by whom, each field before and after. */
export function AuditEntryCard({
  entry,
  format,
}: {
  entry: AuditEntry;
  format: ValueFormat & { date: (iso: string) => string };
}) {
  const { t } = useTranslation('web');
  const path = entityPath(entry);
  const name = entry.label ?? `#${entry.entity_id}`;
  const who = entry.actor?.name ?? t('audit.system');
  const named: ValueFormat = { ...format, name: (field, id) => entry.names?.[field]?.[id] };
  // A span of whole days (a holiday, a closure) reads as the days it was set to, on either side of the change.
  const sides = {
    before: isWholeDays(entry.changes, 'before') ? wholeDayFormat(named, format.date) : named,
    after: isWholeDays(entry.changes, 'after') ? wholeDayFormat(named, format.date) : named,
  };
  const changes = Object.entries(entry.changes).map(([field, change]) => ({
    field,
    // A field's name where one kind of entity means something of its own by it (a webhook's `url`), else the common one.
    label: t([`audit.entityFields.${entry.entity_type}.${field}`, `audit.fields.${field}`], { defaultValue: field }),
    before: formatAuditValue(change.before, sides.before, field),
    after: formatAuditValue(change.after, sides.after, field),
  }));
  const by = entry.impersonator
    ? t('audit.byImpersonated', { who, impersonator: entry.impersonator.name })
    : t('audit.by', { who });
  return (
    <ListItem>
      <Box as="h2" fontSize="md">
        {t(`audit.actions.${entry.action}`)} · {t(`audit.entities.${entry.entity_type}`)}{' '}
        {path ? <Link to={path}>{name}</Link> : name}
      </Box>
      <ListItemMeta>
        {format.instant(entry.at)} · {by}
        {entry.token ? ` ${t('audit.viaToken', { name: entry.token })}` : ''}
      </ListItemMeta>
      <ChangeList
        changes={changes}
        labels={{ field: t('audit.field'), before: t('audit.before'), after: t('audit.after') }}
        caption={t('audit.changesOf', { name })}
        emptyText={t('audit.noFields')}
      />
      <ListItemMeta>
        {t('audit.entry', { id: entry.id })}
        {entry.request_id ? ` · ${t('audit.request', { id: entry.request_id })}` : ''}
      </ListItemMeta>
    </ListItem>
  );
}
