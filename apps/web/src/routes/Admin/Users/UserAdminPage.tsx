import type { AdminReservationRow, AdminUserDetail } from '@laikas/contract';
import {
  Button,
  Checkbox,
  DataTable,
  type DataTableColumn,
  FieldErrors,
  fieldIds,
  Page,
  Select,
  useConfirm,
} from '@laikas/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from './roleLabel';
import { Link, useParams } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { useAppInfo } from '../../../data/appInfo';
import {
  impersonate,
  resetUserPassword,
  setUserDisabled,
  updateUser,
  useAdminUser,
  useUserReservations,
} from '../../../data/adminUsers';
import { useSubmit } from '../../../data/useSubmit';
import * as styles from '../Admin.css';
import { HistoryLink } from '../Audit/HistoryLink';

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
    <dl className={styles.definitions}>
      <dt className={styles.term}>{t('admin.users.uid')}</dt>
      <dd className={styles.detail}>{user.uid}</dd>
      <dt className={styles.term}>{t('admin.users.email')}</dt>
      <dd className={styles.detail}>{user.email ?? '—'}</dd>
      <dt className={styles.term}>{t('admin.users.status')}</dt>
      <dd className={styles.detail}>{status}</dd>
      <dt className={styles.term}>{t('admin.users.groups')}</dt>
      <dd className={styles.detail}>{user.groups.map((group) => group.name).join(', ') || '—'}</dd>
      <dt className={styles.term}>{t('admin.users.abilities')}</dt>
      <dd className={styles.detail}>{user.abilities.join(', ') || '—'}</dd>
    </dl>
  );
}

function AccountActions({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('web');
  const confirm = useConfirm();
  const acting = useSubmit(t('admin.saveFailed'));
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  if (!user.manageable) {
    return <p className={styles.muted}>{t('admin.users.notManageable')}</p>;
  }

  async function actAs() {
    const sure = await confirm({
      title: t('admin.users.impersonateTitle'),
      message: t('admin.users.impersonateMessage', { name: user.name }),
      confirmLabel: t('admin.users.impersonate'),
    });
    if (
      sure &&
      (await acting.submit(() => impersonate(user.id), t('admin.users.impersonating', { name: user.name })))
    ) {
      // A full load: every screen starts again as the other user (spec 4).
      window.location.assign('/');
    }
  }

  async function toggleDisabled() {
    const disabling = !user.disabled;
    const sure = await confirm({
      title: t(disabling ? 'admin.users.disableTitle' : 'admin.users.enableTitle'),
      message: t(disabling ? 'admin.users.disableMessage' : 'admin.users.enableMessage', { name: user.name }),
      confirmLabel: t(disabling ? 'admin.users.disable' : 'admin.users.enable'),
      danger: disabling,
    });
    if (sure) {
      await acting.submit(
        () => setUserDisabled(user.id, disabling),
        t(disabling ? 'admin.users.disabled' : 'admin.users.enabled', { name: user.name }),
      );
    }
  }

  async function resetPassword() {
    const sure = await confirm({
      title: t('admin.users.resetPasswordTitle'),
      message: t('admin.users.resetPasswordMessage', { name: user.name }),
      confirmLabel: t('admin.users.resetPassword'),
      danger: true,
    });
    if (sure) {
      const result = await acting.submit(() => resetUserPassword(user.id), t('admin.users.passwordReset'));
      if (result) {
        setTemporaryPassword(result.temporary_password);
      }
    }
  }

  return (
    <section className={styles.fieldset} aria-labelledby="user-account-actions">
      <h2 id="user-account-actions" className={styles.legend}>
        {t('admin.users.account')}
      </h2>
      <div className={styles.actions}>
        {user.disabled ? null : (
          <Button variant="secondary" onClick={() => void actAs()}>
            {t('admin.users.impersonate')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void resetPassword()}>
          {t('admin.users.resetPassword')}
        </Button>
        <Button variant={user.disabled ? 'secondary' : 'danger'} onClick={() => void toggleDisabled()}>
          {t(user.disabled ? 'admin.users.enable' : 'admin.users.disable')}
        </Button>
      </div>
      {temporaryPassword ? (
        <div role="status">
          <p>{t('admin.users.temporaryPasswordIntro', { name: user.name })}</p>
          <p>
            <code data-testid="temporary-password">{temporaryPassword}</code>
          </p>
        </div>
      ) : null}
    </section>
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
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('admin.users.roles')}</legend>
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
        {errors.roles ? <p className={styles.errorText}>{errors.roles.join(' ')}</p> : null}
        <div>
          <Select
            id="user-language"
            label={t('admin.users.language')}
            options={LANGUAGE_OPTIONS}
            value={language}
            invalid={(errors.language?.length ?? 0) > 0}
            onValueChange={(next) => setLanguage(next ?? language)}
          />
          <FieldErrors id={fieldIds('user-language').errors} messages={errors.language ?? []} />
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {t('admin.save')}
        </Button>
      </div>
    </form>
  );
}

function UserReservations({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('web');
  const appInfo = useAppInfo();
  const [query, setQuery] = useState({ page: 1, per_page: 25, search: '' });
  const { data, isLoading, error } = useUserReservations(userId, query);

  const when = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: appInfo?.time_zone,
    });
    const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone: appInfo?.time_zone });
    return (row: AdminReservationRow) =>
      `${format.format(new Date(row.starts_at))}–${time.format(new Date(row.ends_at))}`;
  }, [appInfo?.time_zone, i18n.language]);

  const columns: DataTableColumn<AdminReservationRow>[] = [
    {
      id: 'name',
      header: t('admin.reservations.name'),
      accessor: (row) => row.name,
      cell: (row) => <Link to={pathTo('Reservation', { reservationId: row.id })}>{row.name}</Link>,
      sortable: false,
    },
    { id: 'resource', header: t('admin.reservations.resource'), accessor: (row) => row.resource.name, sortable: false },
    { id: 'when', header: t('admin.reservations.when'), accessor: when, sortable: false },
    {
      id: 'status',
      header: t('admin.reservations.status'),
      accessor: (row) => t(`admin.reservations.statuses.${row.status}`),
      sortable: false,
    },
  ];

  return (
    <section className={styles.page} aria-labelledby="user-reservations">
      <h2 id="user-reservations">{t('admin.users.reservations')}</h2>
      {error ? <p role="alert">{t('admin.loadFailed')}</p> : null}
      <DataTable
        label={t('admin.users.reservationsList')}
        columns={columns}
        data={data?.data ?? []}
        getRowId={(row) => String(row.id)}
        loading={isLoading}
        emptyText={t('admin.users.noReservations')}
        onSearchChange={(search) => setQuery((current) => ({ ...current, page: 1, search }))}
        serverPaging={{
          page: query.page,
          lastPage: data?.meta.last_page ?? 1,
          total: data?.meta.total,
          pageSize: query.per_page,
          onPageChange: (next) => setQuery((current) => ({ ...current, page: next })),
          onPageSizeChange: (perPage) => setQuery((current) => ({ ...current, page: 1, per_page: perPage })),
        }}
      />
    </section>
  );
}
