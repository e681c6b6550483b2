import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
  type AuditEntry,
  type AuditListQuery,
} from '@laikas/contract';
import { Button, ChangeList, Field, PersonSelect, Select, TextInput, type PersonOption } from '@laikas/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { useAppInfo } from '../../../data/appInfo';
import { useAuditLog } from '../../../data/audit';
import { searchPeople } from '../../../data/reservations';
import * as styles from '../Admin.css';
import * as audit from './Audit.css';
import { formatAuditValue, type ValueFormat } from './auditValues';

const PAGE_SIZES = [25, 50, 100] as const;
const TEXT_FILTERS = ['entity_id', 'search', 'from', 'to'] as const;

async function searchActors(query: string): Promise<PersonOption[]> {
  const people = await searchPeople(query);
  return people.map((person) => ({ value: person.id, label: person.name, description: person.uid }));
}

/** The query the address holds (`/admin/audit?entity_type=resource&entity_id=3`): links open a filtered log. */
function queryOf(params: URLSearchParams): AuditListQuery {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const perPage = Number(params.get('per_page'));
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    per_page: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : 25,
    actor_id: text('actor_id'),
    entity_type: (AUDIT_ENTITY_TYPES as readonly string[]).includes(params.get('entity_type') ?? '')
      ? (params.get('entity_type') as AuditEntityType)
      : undefined,
    entity_id: text('entity_id'),
    action: (AUDIT_ACTIONS as readonly string[]).includes(params.get('action') ?? '')
      ? (params.get('action') as AuditAction)
      : undefined,
    from: text('from'),
    to: text('to'),
    search: text('search'),
  };
}

/** Where an entry's entity is administered, when it still has a screen. */
function entityPath(entry: AuditEntry): string | undefined {
  const id = Number(entry.entity_id);
  if (!Number.isInteger(id) || entry.action === 'delete') {
    return undefined;
  }
  switch (entry.entity_type) {
    case 'resource':
      return pathTo('Admin.Resources.Show', { resourceId: id });
    case 'user':
      return pathTo('Admin.Users.Show', { userId: id });
    case 'annex':
      return pathTo('Admin.Annexes.Edit', { annexId: id });
    case 'group':
      return pathTo('Admin.Groups.Edit', { groupId: id });
    case 'reservation':
      return pathTo('Reservation', { reservationId: id });
    default:
      return undefined;
  }
}

/** /admin/audit (super administrators): every recorded change, filtered, with what changed before and after. */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation('web');
  const appInfo = useAppInfo();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryOf(params), [params]);
  const { data, error, isLoading } = useAuditLog(query);
  const [actor, setActor] = useState<PersonOption | null>(
    query.actor_id ? { value: Number(query.actor_id), label: `#${query.actor_id}` } : null,
  );

  const format: ValueFormat = useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: appInfo?.time_zone,
    });
    return {
      instant: (iso) => dateTime.format(new Date(iso)),
      yes: t('audit.yes'),
      no: t('audit.no'),
      label: (field, value) => {
        const key = `audit.values.${field}.${value}`;
        return i18n.exists(key, { ns: 'web' }) ? t(key) : undefined;
      },
    };
  }, [appInfo?.time_zone, i18n, t]);

  /** Sets filters in the address (empty ones removed); any filter change goes back to page 1. */
  function update(next: Record<string, string | number | undefined>, keepPage = false) {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '') {
        merged.delete(key);
      } else {
        merged.set(key, String(value));
      }
    }
    if (!keepPage) {
      merged.delete('page');
    }
    setParams(merged);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update(Object.fromEntries(TEXT_FILTERS.map((key) => [key, String(form.get(key) ?? '').trim()])));
  }

  const entityOptions = AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: t(`audit.entities.${type}`) }));
  const actionOptions = AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }));
  const meta = data?.meta;
  const rows = data?.data ?? [];

  return (
    <div className={styles.page}>
      <h1>{t('audit.title')}</h1>
      <p className={styles.muted}>{t('audit.intro')}</p>
      <form className={audit.filters} onSubmit={submit} aria-label={t('audit.filters')} key={params.toString()}>
        <PersonSelect
          label={t('audit.actor')}
          placeholder={t('audit.anyone')}
          search={searchActors}
          value={actor}
          onValueChange={(person) => {
            setActor(person);
            update({ actor_id: person?.value });
          }}
        />
        <Select
          label={t('audit.entity')}
          placeholder={t('audit.anything')}
          options={entityOptions}
          value={query.entity_type ?? null}
          onValueChange={(value) => update({ entity_type: value ?? undefined })}
        />
        <Field id="audit-entity-id" label={t('audit.entityId')}>
          <TextInput id="audit-entity-id" name="entity_id" inputMode="numeric" defaultValue={query.entity_id ?? ''} />
        </Field>
        <Select
          label={t('audit.action')}
          placeholder={t('audit.anyAction')}
          options={actionOptions}
          value={query.action ?? null}
          onValueChange={(value) => update({ action: value ?? undefined })}
        />
        <Field id="audit-from" label={t('audit.from')}>
          <TextInput id="audit-from" name="from" type="date" defaultValue={query.from ?? ''} />
        </Field>
        <Field id="audit-to" label={t('audit.to')}>
          <TextInput id="audit-to" name="to" type="date" defaultValue={query.to ?? ''} />
        </Field>
        <Field id="audit-search" label={t('audit.search')}>
          <TextInput id="audit-search" name="search" type="search" defaultValue={query.search ?? ''} />
        </Field>
        <div className={styles.actions}>
          <Button type="submit">{t('audit.apply')}</Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setActor(null);
              setParams(new URLSearchParams());
            }}
          >
            {t('audit.clear')}
          </Button>
        </div>
      </form>
      {error ? <p role="alert">{t('audit.loadFailed')}</p> : null}
      <p aria-live="polite" className={styles.muted}>
        {isLoading && !data ? t('audit.loading') : t('audit.total', { count: meta?.total ?? 0 })}
      </p>
      {data && rows.length === 0 ? <p>{t('audit.empty')}</p> : null}
      <ol className={audit.entries}>
        {rows.map((entry) => (
          <AuditEntryCard key={entry.id} entry={entry} format={format} />
        ))}
      </ol>
      {meta && meta.total > 0 ? (
        <nav className={audit.pager} aria-label={t('audit.paging')}>
          <Button
            variant="secondary"
            disabled={meta.current_page <= 1}
            onClick={() => update({ page: meta.current_page - 1 }, true)}
          >
            {t('audit.previous')}
          </Button>
          <span>{t('audit.pageOf', { page: meta.current_page, last: meta.last_page })}</span>
          <Button
            variant="secondary"
            disabled={meta.current_page >= meta.last_page}
            onClick={() => update({ page: meta.current_page + 1 }, true)}
          >
            {t('audit.next')}
          </Button>
          <Select
            label={t('audit.perPage')}
            options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
            value={Number(query.per_page ?? 25)}
            onValueChange={(value) => update({ per_page: value ?? undefined })}
          />
        </nav>
      ) : null}
    </div>
  );
}

function AuditEntryCard({ entry, format }: { entry: AuditEntry; format: ValueFormat }) {
  const { t } = useTranslation('web');
  const path = entityPath(entry);
  const name = entry.label ?? `#${entry.entity_id}`;
  const who = entry.actor?.name ?? t('audit.system');
  const named: ValueFormat = { ...format, name: (field, id) => entry.names?.[field]?.[id] };
  const changes = Object.entries(entry.changes).map(([field, change]) => ({
    field,
    label: t(`audit.fields.${field}`, { defaultValue: field }),
    before: formatAuditValue(change.before, named, field),
    after: formatAuditValue(change.after, named, field),
  }));
  return (
    <li className={audit.entry}>
      <h2 className={audit.heading}>
        {t(`audit.actions.${entry.action}`)} · {t(`audit.entities.${entry.entity_type}`)}{' '}
        {path ? <Link to={path}>{name}</Link> : name}
      </h2>
      <p className={audit.meta}>
        {format.instant(entry.at)} ·{' '}
        {entry.impersonator
          ? t('audit.byImpersonated', { who, impersonator: entry.impersonator.name })
          : t('audit.by', { who })}
        {entry.token ? ` ${t('audit.viaToken', { name: entry.token })}` : ''}
      </p>
      <ChangeList
        changes={changes}
        labels={{ field: t('audit.field'), before: t('audit.before'), after: t('audit.after') }}
        caption={t('audit.changesOf', { name })}
        emptyText={t('audit.noFields')}
      />
      <p className={audit.meta}>
        {t('audit.entry', { id: entry.id })}
        {entry.request_id ? ` · ${t('audit.request', { id: entry.request_id })}` : ''}
      </p>
    </li>
  );
}
