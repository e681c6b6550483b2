import type { CreateUserResponse, Language, WelcomeMethod } from '@laikas/contract';
import {
  Button,
  Checkbox,
  Field,
  FieldErrors,
  fieldIds,
  invalidProps,
  Page,
  type SearchOption,
  SearchSelect,
  Select,
  TextInput,
} from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../app/routeTable';
import { createUser, useRoles } from '../../../data/adminUsers';
import { searchGroups } from '../../../data/groups';
import { useSubmit } from '../../../data/useSubmit';
import * as styles from '../Admin.css';

/** The languages a person can be written to in, each named in itself. */
const LANGUAGE_OPTIONS = [
  { value: 'lt' as const, label: 'Lietuvių' },
  { value: 'en' as const, label: 'English' },
];

/**
 * /admin/users/create (issue 27): one account added by hand (a teacher, a member of staff) with its roles, groups and
 * language. Its first password is temporary: shown here once, or e-mailed to the person as an invitation.
 */
export default function UserCreatePage() {
  const { t } = useTranslation('web');
  const roles = useRoles();
  const [uid, setUid] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<Language>('lt');
  const [roleKeys, setRoleKeys] = useState<ReadonlySet<string>>(new Set(['teacher']));
  const [groups, setGroups] = useState<SearchOption[]>([]);
  const [welcome, setWelcome] = useState<WelcomeMethod>('password');
  const [created, setCreated] = useState<CreateUserResponse | null>(null);
  const { pending, errors, submit } = useSubmit(t('admin.saveFailed'));

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await submit(
      () =>
        createUser({
          uid,
          name,
          email: email.trim() === '' ? null : email.trim(),
          language,
          roles: [...roleKeys],
          groups: groups.map((group) => Number(group.value)),
          welcome,
        }),
      t('admin.users.created'),
    );
    if (result) {
      setCreated(result);
    }
  }

  if (created) {
    return (
      <Page title={t('admin.users.createTitle')}>
        <div role="status">
          {created.temporary_password === null ? (
            <p>{t('admin.users.invitationSent', { name: created.user.name, email: created.user.email })}</p>
          ) : (
            <>
              <p>{t('admin.users.temporaryPasswordIntro', { name: created.user.name })}</p>
              <p>
                <code data-testid="temporary-password">{created.temporary_password}</code>
              </p>
            </>
          )}
        </div>
        <div className={styles.actions}>
          <Link to={pathTo('Admin.Users.Show', { userId: created.user.id })}>{t('admin.users.openCreated')}</Link>
          <Link to={pathTo('Admin.Users')}>{t('admin.users.title')}</Link>
        </div>
      </Page>
    );
  }

  const welcomeOptions = [
    { value: 'password' as const, label: t('admin.users.welcome.password') },
    { value: 'email' as const, label: t('admin.users.welcome.email') },
  ];

  return (
    <Page title={t('admin.users.createTitle')}>
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        <div className={styles.fieldset}>
          <Field id="user-name" label={t('admin.users.name')} errors={errors.name}>
            <TextInput
              id="user-name"
              value={name}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              {...invalidProps('user-name', errors.name)}
            />
          </Field>
          <Field id="user-uid" label={t('admin.users.uid')} hint={t('admin.users.uidHint')} errors={errors.uid}>
            <TextInput
              id="user-uid"
              value={uid}
              autoComplete="off"
              onChange={(event) => setUid(event.target.value)}
              {...invalidProps('user-uid', errors.uid)}
            />
          </Field>
          <Field id="user-email" label={t('admin.users.email')} errors={errors.email}>
            <TextInput
              id="user-email"
              type="email"
              value={email}
              autoComplete="off"
              onChange={(event) => setEmail(event.target.value)}
              {...invalidProps('user-email', errors.email)}
            />
          </Field>
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
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('admin.users.roles')}</legend>
          {(roles.data ?? []).map((role) => (
            <Checkbox
              key={role.key}
              label={role.name}
              checked={roleKeys.has(role.key)}
              onCheckedChange={(on) =>
                setRoleKeys((current) => {
                  const next = new Set(current);
                  if (on) {
                    next.add(role.key);
                  } else {
                    next.delete(role.key);
                  }
                  return next;
                })
              }
            />
          ))}
          {errors.roles ? <p className={styles.errorText}>{errors.roles.join(' ')}</p> : null}
        </fieldset>
        <div className={styles.fieldset}>
          <SearchSelect
            id="user-groups"
            multiple
            label={t('admin.users.groups')}
            search={searchGroups}
            value={groups}
            onValueChange={setGroups}
            invalid={(errors.groups?.length ?? 0) > 0}
          />
          <FieldErrors id={fieldIds('user-groups').errors} messages={errors.groups ?? []} />
          <div>
            <Select
              id="user-welcome"
              label={t('admin.users.welcome.label')}
              options={welcomeOptions}
              value={welcome}
              onValueChange={(next) => setWelcome(next ?? welcome)}
            />
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {t('admin.users.create')}
          </Button>
          <Link to={pathTo('Admin.Users')}>{t('admin.cancel')}</Link>
        </div>
      </form>
    </Page>
  );
}
