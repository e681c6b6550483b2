import type { AdminUserDetail } from '@laikas/contract';
import { Box, Button, Checkbox, DefinitionList, Page, Panel, Select } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from './roleLabel';
import { useParams } from 'react-router';
import { updateUser, useAdminUser } from '../../../data/adminUsers';
import { useSubmit } from '../../../data/useSubmit';
import { HistoryLink } from '../Audit/HistoryLink';
import { AccountActions } from './AccountActions';
import { UserReservations } from './UserReservations';

/** The languages a person can be written to in, each named in itself. */
const LANGUAGE_OPTIONS = [
  { value: 'lt' as const, label: 'Lietuvių' },
  { value: 'en' as const, label: 'English' },
];

/**
 * /admin/users/{id} (issue 15): who the user is, their groups, roles and language, their reservations (paged on
 * the server); disable or enable the account, reset its password, act as them — the last three only for a user
 * with fewer abilities than the caller's (the server checks the same and answers 403 otherwise).
 */
export default function UserAdminPage() {
  const { t } = useTranslation('web');
  const id = Number(useParams().userId);
  const { data, error } = useAdminUser(id);
  if (!data) {
    return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
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
  const [roleKeys, setRoleKeys] = useState<ReadonlySet<string>>(new Set(user.roles.map((role) => role.key)));
  const [language, setLanguage] = useState(user.language);
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));

  async function save(event: FormEvent) {
    event.preventDefault();
    await submit(() => updateUser(user.id, { roles: [...roleKeys], language }), t('admin.users.saved'));
  }

  return (
    <Box
      as="form"
      display="flex"
      flexDirection="column"
      gap="lg"
      maxWidth="medium"
      onSubmit={(event) => void save(event)}
      noValidate
    >
      <Panel title={t('admin.users.roles')} role="group">
        {user.assignable_roles.map((role) => (
          <Checkbox
            key={role.key}
            label={roleLabel(t, role)}
            checked={roleKeys.has(role.key)}
            onCheckedChange={(on) =>
              setRoleKeys((current) => {
                const next = new Set(current);
                if (on) next.add(role.key);
                else next.delete(role.key);
                return next;
              })
            }
          />
        ))}
        {errors.roles ? (
          <Box as="p" color="danger">
            {errors.roles.join(' ')}
          </Box>
        ) : null}
        <div>
          <Select
            id="user-language"
            label={t('admin.users.language')}
            options={LANGUAGE_OPTIONS}
            value={language}
            errors={errors.language}
            onValueChange={(next) => setLanguage(next ?? language)}
          />
        </div>
      </Panel>
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button type="submit" loading={pending}>
          {t('admin.save')}
        </Button>
      </Box>
    </Box>
  );
}
