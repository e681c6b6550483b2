import { createUserBodySchema, type CreateUserResponse, type Role } from '@laikas/contract';
import { Box, FormField, Page, Panel, type SearchOption, SearchSelect, useSchemaForm } from '@laikas/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { useGet, write } from '../../../data/calls';
import { api } from '../../../data/client';
import { searchGroups } from '../../../data/groups';
import { LANGUAGE_OPTIONS, SaveFormPage } from '../../ScreenKit';
import { TemporaryPassword } from './AccountActions';
import { roleLabel } from './roleLabel';

/**
 * /admin/users/create (issue 27): one account added by hand (a teacher, a member of staff) with its roles, groups and
 * language. Its first password is temporary: shown here once, or e-mailed to the person as an invitation.
 */
export default function UserCreatePage() {
  const { t } = useTranslation('web');
  const roles = useGet<Role[]>('users', '/api/roles');
  const form = useSchemaForm(createUserBodySchema, {
    uid: '',
    name: '',
    email: null,
    language: 'lt',
    roles: ['teacher'],
    groups: [],
    welcome: 'password',
  });
  // The chosen groups with their names, for the picker; the form holds their ids.
  const [groups, setGroups] = useState<SearchOption[]>([]);
  const [created, setCreated] = useState<CreateUserResponse | null>(null);
  if (created) {
    return <UserCreated created={created} />;
  }

  const roleChoices = (roles.data ?? []).map((role) => ({ value: role.key, label: roleLabel(t, role) }));
  const welcomeOptions = [
    { value: 'password' as const, label: t('admin.users.welcome.password') },
    { value: 'email' as const, label: t('admin.users.welcome.email') },
  ];

  return (
    <SaveFormPage
      title={t('admin.users.createTitle')}
      form={form}
      idPrefix="user"
      save={(body) => write('users', api.post<CreateUserResponse>('/api/admin/users', body))}
      savedText={t('admin.users.created')}
      onSaved={setCreated}
      submitLabel={t('admin.users.create')}
      cancelTo={pathTo('Admin.Users')}
    >
      <Panel>
        <FormField name="name" label={t('admin.users.name')} autoComplete="off" />
        <FormField name="uid" label={t('admin.users.uid')} hint={t('admin.users.uidHint')} autoComplete="off" />
        <FormField name="email" label={t('admin.users.email')} type="email" autoComplete="off" emptyAsNull />
        <FormField name="language" label={t('admin.users.language')} options={LANGUAGE_OPTIONS} />
      </Panel>
      <Panel title={t('admin.users.roles')} role="group">
        <FormField name="roles" label={t('admin.users.roles')} choices={roleChoices} />
      </Panel>
      <Panel>
        <FormField
          name="groups"
          label={t('admin.users.groups')}
          render={({ id, label, onChange, invalid }) => (
            <SearchSelect
              id={id}
              multiple
              label={label}
              search={searchGroups}
              value={groups}
              onValueChange={(next) => {
                setGroups(next);
                onChange(next.map((group) => Number(group.value)));
              }}
              invalid={invalid}
            />
          )}
        />
        <FormField name="welcome" label={t('admin.users.welcome.label')} options={welcomeOptions} />
      </Panel>
    </SaveFormPage>
  );
}

/** The account made: its temporary password shown once, or where the invitation went. */
function UserCreated({ created }: { created: CreateUserResponse }) {
  const { t } = useTranslation('web');
  return (
    <Page title={t('admin.users.createTitle')}>
      {created.temporary_password === null ? (
        <div role="status">
          <p>{t('admin.users.invitationSent', { name: created.user.name, email: created.user.email })}</p>
        </div>
      ) : (
        <TemporaryPassword name={created.user.name} password={created.temporary_password} />
      )}
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Link to={pathTo('Admin.Users.Show', { userId: created.user.id })}>{t('admin.users.openCreated')}</Link>
        <Link to={pathTo('Admin.Users')}>{t('admin.users.title')}</Link>
      </Box>
    </Page>
  );
}
