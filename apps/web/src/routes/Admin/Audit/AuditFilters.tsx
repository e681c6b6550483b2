import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type auditListQuerySchema } from '@laikas/contract';
import {
  Button,
  DatePicker,
  Field,
  ListFilters,
  PersonSelect,
  Select,
  TextInput,
  type ListQueryState,
} from '@laikas/ui';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonFilter } from '../../../data/reservations';

type AuditQuery = ReturnType<typeof auditListQuerySchema.parse>;

/** The audit log's filters: choices apply at once, typed text with Apply (or Enter). */
export function AuditFilters({ query, change, reset }: ListQueryState<AuditQuery>) {
  const { t } = useTranslation('web');
  // An actor from the address (a link from a user's page, Back) shows the person's name, asked for by id.
  const actor = usePersonFilter(query.actor_id || undefined, (actor_id) => change({ actor_id }));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change({ entity_id: String(form.get('entity_id') ?? ''), search: String(form.get('search') ?? '') });
  }
  const actions = (
    <>
      <Button type="submit">{t('audit.apply')}</Button>
      <Button type="button" variant="secondary" onClick={reset}>
        {t('audit.clear')}
      </Button>
    </>
  );
  return (
    <ListFilters label={t('audit.filters')} onSubmit={submit} actions={actions}>
      <PersonSelect label={t('audit.actor')} placeholder={t('audit.anyone')} {...actor} />
      <Select
        label={t('audit.entity')}
        placeholder={t('audit.anything')}
        options={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: t(`audit.entities.${type}`) }))}
        value={query.entity_type ?? null}
        onValueChange={(value) => change({ entity_type: value })}
      />
      <Field id="audit-entity-id" label={t('audit.entityId')}>
        {/* Keyed by the address's value: typed text shows what the address holds after Back, a link or Clear. */}
        <TextInput
          key={query.entity_id ?? ''}
          id="audit-entity-id"
          name="entity_id"
          inputMode="numeric"
          defaultValue={query.entity_id ?? ''}
        />
      </Field>
      <Select
        label={t('audit.action')}
        placeholder={t('audit.anyAction')}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
        value={query.action ?? null}
        onValueChange={(value) => change({ action: value })}
      />
      <DatePicker label={t('audit.from')} value={query.from ?? null} onValueChange={(from) => change({ from })} />
      <DatePicker label={t('audit.to')} value={query.to ?? null} onValueChange={(to) => change({ to })} />
      <Field id="audit-search" label={t('audit.search')}>
        <TextInput
          key={query.search ?? ''}
          id="audit-search"
          name="search"
          type="search"
          defaultValue={query.search ?? ''}
        />
      </Field>
    </ListFilters>
  );
}
