import { type AdminReservationRow, type AdminUserDetail, updateUserBodySchema } from '@laikas/contract';
import { Box, DefinitionList, FormField, ListTable, Page, Panel, useListState, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGet, usePage, write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useUniversityTime } from '../../../data/useUniversityTime';
import { LANGUAGE_OPTIONS, Loading, SaveForm, Section } from '../../ScreenKit';
import { HistoryLink } from '../Audit/HistoryLink';
import { reservationRowColumns } from '../Reservations/reservationColumns';
import { AccountActions } from './AccountActions';
import { roleLabel } from './roleLabel';

/**
 * /admin/users/{id} (issue 15): who the user is, their groups, roles and language, their reservations (paged on
 * the server); disable or enable the account, reset its password, act as them — the last three only for a user
 * with fewer abilities than the caller's (the server checks the same and answers 403 otherwise).
 */
export default function UserAdminPage() {
  const { data, error } = useGet<AdminUserDetail>('users', `/api/admin/users/${Number(useParams().userId)}`);
  if (!data) {
    return <Loading error={error} />;
  }
  return (
    <Page title={data.name}>
      <HistoryLink entityType="user" entityId={data.id} />
      <UserDetails user={data} />
      <AccountActions user={data} />
      <UserForm key={data.id} user={data} />
      <UserReservations userId={data.id} />
    </Page>
  );
}

function UserDetails({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('web');
  const status = user.disabled
    ? t('admin.users.statusDisabled')
    : user.must_change_password
      ? t('admin.users.statusMustChangePassword')
      : t('admin.users.statusActive');
  return (
    <DefinitionList
      items={[
        { term: t('admin.users.uid'), detail: user.uid },
        { term: t('admin.users.email'), detail: user.email ?? '—' },
        { term: t('admin.users.status'), detail: status },
        { term: t('admin.users.groups'), detail: user.groups.map((group) => group.name).join(', ') || '—' },
        { term: t('admin.users.abilities'), detail: user.abilities.join(', ') || '—' },
      ]}
    />
  );
}

function UserForm({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('web');
  // Of `PUT /api/users/{id}` this page sends the roles and the language.
  const form = useSchemaForm(updateUserBodySchema, {
    roles: user.roles.map((role) => role.key),
    language: user.language,
  });
  const roleChoices = user.assignable_roles.map((role) => ({ value: role.key, label: roleLabel(t, role) }));
  return (
    <Box maxWidth="medium">
      <SaveForm
        form={form}
        idPrefix="user"
        save={(body) => write('users', api.put(`/api/users/${user.id}`, body))}
        savedText={t('admin.users.saved')}
        aria-label={t('admin.users.roles')}
      >
        <Panel title={t('admin.users.roles')} role="group">
          {/* A role the caller may not grant stays as it is: only the assignable ones are checkboxes. */}
          <FormField name="roles" label={t('admin.users.roles')} choices={roleChoices} />
          <FormField name="language" label={t('admin.users.language')} options={LANGUAGE_OPTIONS} />
        </Panel>
      </SaveForm>
    </Box>
  );
}

/** The user's reservations, newest first, paged and searched on the server. */
function UserReservations({ userId }: { userId: number }) {
  const { t } = useTranslation('web');
  const { query, change } = useListState({ page: 1, per_page: 25, search: '' });
  const list = usePage<AdminReservationRow>('users', `/api/admin/users/${userId}/reservations`, {
    ...query,
    direction: 'desc',
  });
  const { name, resource, when, status } = reservationRowColumns(t, useUniversityTime().span);
  return (
    <Section title={t('admin.users.reservations')}>
      <ListTable
        label={t('admin.users.reservationsList')}
        list={list}
        query={query}
        onQueryChange={change}
        search={{ value: query.search, onChange: (search) => change({ search }) }}
        columns={[name, resource, when, status]}
        emptyText={t('admin.users.noReservations')}
        loadFailedText={t('admin.loadFailed')}
      />
    </Section>
  );
}
