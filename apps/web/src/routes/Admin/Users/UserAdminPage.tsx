import { type AdminUserDetail, updateUserBodySchema } from '@laikas/contract';
import { Box, DefinitionList, Form, FormField, Page, Panel, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, roleLabel } from './roleLabel';
import { useParams } from 'react-router';
import { useGet, write } from '../../../data/calls';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';
import { Loading } from '../../ScreenKit';
import { HistoryLink } from '../Audit/HistoryLink';
import { AccountActions } from './AccountActions';
import { UserReservations } from './UserReservations';

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
  const { errors, submit } = useSubmit(t('admin.saveFailed'));
  const roleChoices = user.assignable_roles.map((role) => ({ value: role.key, label: roleLabel(t, role) }));

  return (
    <Box maxWidth="medium">
      <Form
        form={form}
        idPrefix="user"
        onSubmit={(body) =>
          submit(() => write('users', api.put(`/api/users/${user.id}`, body)), t('admin.users.saved'))
        }
        serverErrors={errors}
        submitLabel={t('admin.save')}
        aria-label={t('admin.users.roles')}
      >
        <Panel title={t('admin.users.roles')} role="group">
          {/* A role the caller may not grant stays as it is: only the assignable ones are checkboxes. */}
          <FormField name="roles" label={t('admin.users.roles')} choices={roleChoices} />
          <FormField name="language" label={t('admin.users.language')} options={LANGUAGE_OPTIONS} />
        </Panel>
      </Form>
    </Box>
  );
}
