import type { CurrentUser } from '@laikas/contract';
import { Button, Checkbox, Field, useConfirm } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { impersonate, updateUser, useAdminUser, useRoles } from '../../../data/adminUsers';
import { useSubmit } from '../../../data/useSubmit';
import * as styles from '../Admin.css';

/** /admin/users/{id}: who the user is; their roles and language; act as them. */
export default function UserAdminPage() {
  const { t } = useTranslation('web');
  const id = Number(useParams().userId);
  const { data, error } = useAdminUser(id);
  if (!data) {
    return error ? <p role="alert">{t('admin.loadFailed')}</p> : <p>{t('admin.loading')}</p>;
  }
  return <UserForm key={data.id} user={data} />;
}

function UserForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('web');
  const confirm = useConfirm();
  const { data: roles } = useRoles();
  const [roleKeys, setRoleKeys] = useState<ReadonlySet<string>>(new Set(user.roles.map((role) => role.key)));
  const [language, setLanguage] = useState(user.language);
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));
  const acting = useSubmit(t('admin.saveFailed'));

  async function save(event: FormEvent) {
    event.preventDefault();
    await submit(() => updateUser(user.id, { roles: [...roleKeys], language }), t('admin.users.saved'));
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

  return (
    <div className={styles.page}>
      <h1>{user.name}</h1>
      <dl className={styles.definitions}>
        <dt className={styles.term}>{t('admin.users.uid')}</dt>
        <dd className={styles.detail}>{user.uid}</dd>
        <dt className={styles.term}>{t('admin.users.email')}</dt>
        <dd className={styles.detail}>{user.email ?? '—'}</dd>
        <dt className={styles.term}>{t('admin.users.abilities')}</dt>
        <dd className={styles.detail}>{user.abilities.join(', ') || '—'}</dd>
      </dl>
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('admin.users.roles')}</legend>
          {(roles ?? []).map((role) => (
            <Checkbox
              key={role.key}
              label={role.name}
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
          <Field id="user-language" label={t('admin.users.language')} errors={errors.language}>
            <select
              id="user-language"
              className={styles.select}
              value={language}
              onChange={(event) => setLanguage(event.target.value as 'lt' | 'en')}
            >
              <option value="lt">Lietuvių</option>
              <option value="en">English</option>
            </select>
          </Field>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {t('admin.save')}
          </Button>
          <Button variant="secondary" onClick={() => void actAs()}>
            {t('admin.users.impersonate')}
          </Button>
        </div>
      </form>
    </div>
  );
}
