import type { CurrentUser, ResourceListItem } from '@laikas/contract';
import { Badge, Box, Button, CardGrid, Checkbox, Field, Inline, TextInput, useModal, Muted } from '@laikas/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayOpen } from '../../app/menu';
import { pathTo, routeNamed } from '../../app/routeTable';
import { api } from '../../data/client';
import { useResourceList } from '../../data/resources';
import { useSession } from '../../data/session';
import { useSubmit } from '../../data/useSubmit';
import { filterResources } from './filterResources';
import { ResourceDetails } from './ResourceDetails';
import * as styles from './Resources.css';

/** What a university with no resource yet shows: whoever may make one is led to it, anybody else told to wait. */
function NoResourcesYet() {
  const { t } = useTranslation('web');
  const { user } = useSession();
  const create = routeNamed('Admin.Resources.Create');
  if (mayOpen(user, create.access)) {
    return (
      <p>
        {t('resources.none')} <Link to={create.path}>{t('resources.createFirst')}</Link>
      </p>
    );
  }
  return (
    <p>
      {t('resources.none')} {t('resources.noneYet')}
    </p>
  );
}

/** Every resource with search and filters, its details, and "set as my default" (spec 2, issue 7). */
export default function ResourcesIndexPage() {
  const { t } = useTranslation('web');
  const { user, setUser } = useSession();
  const modal = useModal();
  const { data, error } = useResourceList();
  const [query, setQuery] = useState('');
  const [remoteOnly, setRemoteOnly] = useState(false);
  const [approvalOnly, setApprovalOnly] = useState(false);
  const { submit } = useSubmit(t('resources.defaultFailed'));
  const { submit: submitClear } = useSubmit(t('usability.defaultResource.clearFailed'));
  const shown = useMemo(
    () => filterResources(data ?? [], { query, remoteOnly, approvalOnly }),
    [approvalOnly, data, query, remoteOnly],
  );

  function showDetails(resource: ResourceListItem) {
    modal.open(() => <ResourceDetails id={resource.id} />, { header: resource.name, size: 'medium' });
  }

  /** Makes the resource the person's default, or clears it when it already is. */
  async function toggleDefault(resource: ResourceListItem, isDefault: boolean) {
    const updated = isDefault
      ? await submitClear(
          () => api.delete<CurrentUser>('/api/users/default-resource'),
          t('usability.defaultResource.cleared', { name: resource.name }),
        )
      : await submit(
          () => api.post<CurrentUser>(`/api/users/default-resource/${resource.id}`),
          t('resources.defaultSet', { name: resource.name }),
        );
    if (updated) {
      setUser(updated);
    }
  }

  return (
    <Box display="flex" flexDirection="column" gap="md">
      <h1>{t('resources.title')}</h1>
      <Inline role="search" alignY="bottom" space="lg" marginBottom="lg">
        <Field id="resource-search" label={t('resources.search')} className={styles.search}>
          <TextInput
            id="resource-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Field>
        <Checkbox label={t('resources.remoteOnly')} checked={remoteOnly} onCheckedChange={setRemoteOnly} />
        <Checkbox label={t('resources.approvalOnly')} checked={approvalOnly} onCheckedChange={setApprovalOnly} />
      </Inline>
      {error ? <p role="alert">{t('resources.loadFailed')}</p> : null}
      {data ? (
        <Muted small aria-live="polite">
          {t('resources.count', { count: shown.length, total: data.length })}
        </Muted>
      ) : null}
      <CardGrid
        aria-label={t('resources.title')}
        titleAs="h2"
        items={shown.map((resource) => {
          const isDefault = user?.subscribed_calendar === resource.id;
          return {
            key: String(resource.id),
            title: <Link to={pathTo('ResourceWithId', { id: resource.id })}>{resource.name}</Link>,
            description: resource.address,
            details: (
              <Inline space="xs">
                {resource.allow_remote_reservations ? <Badge>{t('resources.badge.remote')}</Badge> : null}
                {!resource.approved ? <Badge tone="warning">{t('resources.badge.approval')}</Badge> : null}
                {isDefault ? <Badge tone="success">{t('resources.badge.default')}</Badge> : null}
              </Inline>
            ),
            actions: (
              <>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => showDetails(resource)}
                  aria-label={t('resources.detailsOf', { name: resource.name })}
                >
                  {t('resources.details')}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => void toggleDefault(resource, isDefault)}
                  aria-label={t(isDefault ? 'usability.defaultResource.clearOf' : 'resources.makeDefaultOf', {
                    name: resource.name,
                  })}
                >
                  {t(isDefault ? 'usability.defaultResource.clear' : 'resources.makeDefault')}
                </Button>
              </>
            ),
          };
        })}
      />
      {data && data.length === 0 ? <NoResourcesYet /> : null}
      {data && data.length > 0 && shown.length === 0 ? <p>{t('resources.nothingFound')}</p> : null}
    </Box>
  );
}
