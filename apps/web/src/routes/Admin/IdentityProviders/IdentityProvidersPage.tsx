import { type IdentityProvider, type MappingRuleInput } from '@laikas/contract';
import { Button, Checkbox, DataTable, Field, invalidProps, Select, TextInput, useConfirm } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { mutate } from 'swr';
import * as pageStyles from '../../../app/page.css';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';
import * as userStyles from '../../User/UserPage.css';
import * as styles from '../Admin.css';

type OidcProvider = Extract<IdentityProvider, { protocol: 'oidc' }>;
interface Listed {
  provider: IdentityProvider;
  source: 'environment' | 'settings';
}
interface ProviderList {
  data: Listed[];
  local_passwords: 'everyone' | 'super_admins';
}

const KEY = ['identity-providers'] as const;

/** A provider as it is written back: without its id and the "secret set" flags (a secret left out stays). */
function inputOf(provider: IdentityProvider) {
  if (provider.protocol === 'oidc') {
    const { id: _id, client_secret_set: _set, ...input } = provider;
    return input;
  }
  const { id: _id, bind_password_set: _set, ...input } = provider;
  return input;
}
const LINK_RULES = ['none', 'uid', 'email'] as const;
const EMPTY_RULE: MappingRuleInput = { attribute: '', value: '', role: '', group: '' };

/**
 * `/admin/identity-providers` (super administrators, issue 30): the university sign-ins (OpenID Connect) with their
 * mapping rules, and whether local passwords work for everyone. Secrets are written here, never shown: the server
 * only says whether one is set. Providers of the environment (SSO_PROVIDERS) are listed, not edited.
 */
export default function IdentityProvidersPage() {
  const { t } = useTranslation('web');
  const confirm = useConfirm();
  const { data, error } = useSWR(KEY, () =>
    api.get<ProviderList>('/api/admin/identity-providers', undefined, { raw: true }),
  );
  const [editing, setEditing] = useState<OidcProvider | 'new' | null>(null);
  const action = useSubmit(t('sso.failed'));

  async function toggle(provider: IdentityProvider) {
    await action.submit(
      () =>
        api.put(`/api/admin/identity-providers/${provider.id}`, { ...inputOf(provider), enabled: !provider.enabled }),
      provider.enabled ? t('sso.switchedOff') : t('sso.switchedOn'),
    );
    await mutate(KEY);
  }

  async function remove(provider: IdentityProvider) {
    const sure = await confirm({
      title: t('sso.deleteTitle'),
      message: t('sso.deleteQuestion', { name: provider.name }),
      confirmLabel: t('sso.delete'),
      danger: true,
    });
    if (sure) {
      await action.submit(() => api.delete(`/api/admin/identity-providers/${provider.id}`), t('sso.deleted'));
      await mutate(KEY);
    }
  }

  const columns = [
    { id: 'name', header: t('sso.name'), accessor: ({ provider }: Listed) => provider.name },
    { id: 'id', header: t('sso.id'), accessor: ({ provider }: Listed) => provider.id },
    {
      id: 'protocol',
      header: t('sso.protocol'),
      accessor: ({ provider }: Listed) => t(`sso.protocols.${provider.protocol}`),
    },
    {
      id: 'state',
      header: t('sso.state'),
      accessor: ({ provider }: Listed) => (provider.enabled ? t('sso.on') : t('sso.off')),
    },
    { id: 'source', header: t('sso.source'), accessor: ({ source }: Listed) => t(`sso.sources.${source}`) },
    {
      id: 'actions',
      header: t('sso.actions'),
      accessor: () => '',
      sortable: false,
      searchable: false,
      cell: ({ provider, source }: Listed) =>
        source === 'settings' ? (
          <div className={userStyles.actions}>
            {provider.protocol === 'oidc' ? (
              <Button
                size="small"
                variant="secondary"
                aria-label={t('sso.editNamed', { name: provider.name })}
                onClick={() => setEditing(provider)}
              >
                {t('sso.edit')}
              </Button>
            ) : null}
            <Button
              size="small"
              variant="secondary"
              aria-label={t(provider.enabled ? 'sso.switchOffNamed' : 'sso.switchOnNamed', { name: provider.name })}
              onClick={() => void toggle(provider)}
            >
              {provider.enabled ? t('sso.switchOff') : t('sso.switchOn')}
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={t('sso.deleteNamed', { name: provider.name })}
              onClick={() => void remove(provider)}
            >
              {t('sso.delete')}
            </Button>
          </div>
        ) : (
          t('sso.readOnly')
        ),
    },
  ];

  return (
    <div className={styles.page}>
      <h1>{t('sso.title')}</h1>
      <p className={pageStyles.muted}>{t('sso.intro')}</p>
      {error ? (
        <p role="alert">{t('sso.loadFailed')}</p>
      ) : (
        <DataTable
          label={t('sso.listLabel')}
          columns={columns}
          data={data?.data ?? []}
          loading={!data}
          searchable={false}
          getRowId={({ provider }) => provider.id}
          emptyText={t('sso.empty')}
        />
      )}
      {editing === null ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setEditing('new')}>
            {t('sso.add')}
          </Button>
        </div>
      ) : (
        <ProviderForm
          key={editing === 'new' ? 'new' : editing.id}
          provider={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {data ? <LocalPasswords current={data.local_passwords} /> : null}
    </div>
  );
}

function LocalPasswords({ current }: { current: 'everyone' | 'super_admins' }) {
  const { t } = useTranslation('web');
  const [value, setValue] = useState(current);
  const { pending, submit } = useSubmit(t('sso.failed'));
  async function save(event: FormEvent) {
    event.preventDefault();
    await submit(() => api.put('/api/admin/local-passwords', { local_passwords: value }), t('sso.saved'));
    await mutate(KEY);
  }
  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sso.localPasswords.title')}</legend>
        <p className={pageStyles.muted}>{t('sso.localPasswords.intro')}</p>
        <Select
          id="local-passwords"
          label={t('sso.localPasswords.label')}
          options={[
            { value: 'everyone', label: t('sso.localPasswords.everyone') },
            { value: 'super_admins', label: t('sso.localPasswords.superAdmins') },
          ]}
          value={value}
          onValueChange={(next) => setValue(next ?? value)}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {t('sso.save')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function ProviderForm({ provider, onDone }: { provider: OidcProvider | null; onDone: () => void }) {
  const { t } = useTranslation('web');
  const [form, setForm] = useState({
    id: provider?.id ?? '',
    name: provider?.name ?? '',
    enabled: provider?.enabled ?? true,
    issuer: provider?.issuer ?? '',
    client_id: provider?.client_id ?? '',
    client_secret: '',
    scopes: provider?.scopes ?? 'openid profile email',
    uid: provider?.attributes.uid ?? 'preferred_username',
    fullName: provider?.attributes.name ?? 'name',
    email: provider?.attributes.email ?? 'email',
    language: provider?.attributes.language ?? 'locale',
    link: provider?.link ?? 'none',
  });
  const [rules, setRules] = useState<MappingRuleInput[]>(provider?.rules ?? []);
  const { pending, errors, submit } = useSubmit(t('sso.failed'));
  const change = (values: Partial<typeof form>) => setForm((previous) => ({ ...previous, ...values }));
  const changeRule = (index: number, values: Partial<MappingRuleInput>) =>
    setRules((previous) => previous.map((rule, at) => (at === index ? { ...rule, ...values } : rule)));
  const text = (
    id: string,
    field: keyof typeof form,
    label: string,
    options: { hint?: string; type?: string } = {},
  ) => (
    <Field id={`idp-${id}`} label={label} hint={options.hint} errors={errors[id]}>
      <TextInput
        id={`idp-${id}`}
        type={options.type ?? 'text'}
        autoComplete="off"
        value={String(form[field])}
        onChange={(event) => change({ [field]: event.target.value })}
        {...invalidProps(`idp-${id}`, errors[id])}
      />
    </Field>
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = {
      protocol: 'oidc',
      name: form.name,
      enabled: form.enabled,
      issuer: form.issuer.trim(),
      client_id: form.client_id,
      ...(form.client_secret && { client_secret: form.client_secret }),
      scopes: form.scopes,
      attributes: {
        uid: form.uid,
        name: form.fullName,
        email: form.email,
        ...(form.language.trim() && { language: form.language }),
      },
      rules: rules.map((rule) => ({
        attribute: rule.attribute,
        value: rule.value,
        ...(rule.role?.trim() && { role: rule.role.trim() }),
        ...(rule.group?.trim() && { group: rule.group.trim() }),
      })),
      link: form.link,
    };
    const saved = await submit(
      () => api.put(`/api/admin/identity-providers/${encodeURIComponent(form.id.trim())}`, body),
      t('sso.saved'),
    );
    if (saved) {
      await mutate(KEY);
      onDone();
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <h2>{provider ? t('sso.editTitle', { name: provider.name }) : t('sso.addTitle')}</h2>
      <div className={styles.fieldset}>
        {provider ? null : text('id', 'id', t('sso.id'), { hint: t('sso.idHint') })}
        {text('name', 'name', t('sso.name'), { hint: t('sso.nameHint') })}
        {text('issuer', 'issuer', t('sso.issuer'), { hint: t('sso.issuerHint') })}
        {text('client_id', 'client_id', t('sso.clientId'))}
        {text('client_secret', 'client_secret', t('sso.clientSecret'), {
          type: 'password',
          hint: provider?.client_secret_set ? t('sso.secretSet') : t('sso.secretNew'),
        })}
        {text('scopes', 'scopes', t('sso.scopes'))}
        <Checkbox label={t('sso.enabled')} checked={form.enabled} onCheckedChange={(enabled) => change({ enabled })} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sso.attributes')}</legend>
        <p className={pageStyles.muted}>{t('sso.attributesIntro')}</p>
        {text('attributes.uid', 'uid', t('sso.attributeUid'))}
        {text('attributes.name', 'fullName', t('sso.attributeName'))}
        {text('attributes.email', 'email', t('sso.attributeEmail'))}
        {text('attributes.language', 'language', t('sso.attributeLanguage'))}
        <Select
          id="idp-link"
          label={t('sso.link')}
          options={LINK_RULES.map((rule) => ({ value: rule, label: t(`sso.links.${rule}`) }))}
          value={form.link}
          onValueChange={(link) => change({ link: link ?? 'none' })}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sso.rules')}</legend>
        <p className={pageStyles.muted}>{t('sso.rulesIntro')}</p>
        {rules.map((rule, index) => (
          <fieldset key={index} className={styles.fieldset}>
            <legend className={styles.legend}>{t('sso.ruleNumber', { number: index + 1 })}</legend>
            {(['attribute', 'value', 'role', 'group'] as const).map((field) => (
              <Field
                key={field}
                id={`idp-rule-${index}-${field}`}
                label={t(`sso.rule.${field}`)}
                errors={errors[`rules.${index}.${field}`]}
              >
                <TextInput
                  id={`idp-rule-${index}-${field}`}
                  value={rule[field] ?? ''}
                  onChange={(event) => changeRule(index, { [field]: event.target.value })}
                  {...invalidProps(`idp-rule-${index}-${field}`, errors[`rules.${index}.${field}`])}
                />
              </Field>
            ))}
            <div className={styles.actions}>
              <Button
                size="small"
                variant="secondary"
                onClick={() => setRules((previous) => previous.filter((_, at) => at !== index))}
              >
                {t('sso.removeRule', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        ))}
        <div className={styles.actions}>
          <Button size="small" variant="secondary" onClick={() => setRules((previous) => [...previous, EMPTY_RULE])}>
            {t('sso.addRule')}
          </Button>
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {t('sso.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('sso.cancel')}
        </Button>
      </div>
    </form>
  );
}
