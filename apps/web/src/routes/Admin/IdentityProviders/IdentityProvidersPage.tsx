import {
  IDENTITY_PROTOCOLS,
  type IdentityProtocol,
  type IdentityProvider,
  type IdentityProviderTrial,
  type MappingRuleInput,
} from '@laikas/contract';
import {
  Box,
  Button,
  Checkbox,
  DataTable,
  Field,
  invalidProps,
  Select,
  TextArea,
  TextInput,
  useConfirm,
} from '@laikas/ui';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR, { mutate } from 'swr';
import * as pageStyles from '../../../app/page.css';
import { api } from '../../../data/client';
import { useSubmit } from '../../../data/useSubmit';
import * as styles from '../Admin.css';

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
  if (provider.protocol === 'saml') {
    const { id: _id, sp_private_key_set: _set, ...input } = provider;
    return input;
  }
  const { id: _id, bind_password_set: _set, ...input } = provider;
  return input;
}
const LINK_RULES = ['none', 'uid', 'email'] as const;
const EMPTY_RULE: MappingRuleInput = { attribute: '', value: '', role: '', group: '' };

/**
 * `/admin/identity-providers` (super administrators, issue 30): the university sign-ins (OpenID Connect, SAML 2.0,
 * LDAP) with their mapping rules, a trial sign-in for each, and whether local passwords work for everyone. Secrets are
 * written here, never shown: the server only says whether one is set. Providers of the environment (SSO_PROVIDERS)
 * are listed and tried, not edited.
 */
export default function IdentityProvidersPage() {
  const { t } = useTranslation('web');
  const confirm = useConfirm();
  const { data, error } = useSWR(KEY, () =>
    api.get<ProviderList>('/api/admin/identity-providers', undefined, { raw: true }),
  );
  const [editing, setEditing] = useState<IdentityProvider | 'new' | null>(null);
  const [tryingLdap, setTryingLdap] = useState<IdentityProvider | null>(null);
  const [search, setSearch] = useSearchParams();
  const triedId = search.get('trial');
  // The result of a round trip to the provider, which the server keeps for one reading.
  const { data: roundTrip } = useSWR(triedId ? ['identity-provider-trial', triedId] : null, () =>
    api.get<IdentityProviderTrial>('/api/admin/identity-providers/trial', undefined, { quiet: true }),
  );
  const [ldapTrial, setLdapTrial] = useState<IdentityProviderTrial | null>(null);
  const trial = ldapTrial ?? (triedId ? roundTrip : undefined) ?? null;
  const nameOf = (id: string) => data?.data.find((listed) => listed.provider.id === id)?.provider.name ?? id;
  function closeTrial() {
    setLdapTrial(null);
    setTryingLdap(null);
    setSearch({}, { replace: true });
  }
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
      cell: ({ provider, source }: Listed) => {
        const tryIt =
          provider.protocol === 'ldap' ? (
            <Button
              size="small"
              variant="secondary"
              aria-label={t('sso.tryNamed', { name: provider.name })}
              onClick={() => {
                setLdapTrial(null);
                setTryingLdap(provider);
              }}
            >
              {t('sso.try')}
            </Button>
          ) : (
            <a
              className={styles.buttonLink}
              aria-label={t('sso.tryNamed', { name: provider.name })}
              href={`/api/admin/identity-providers/${encodeURIComponent(provider.id)}/try`}
            >
              {t('sso.try')}
            </a>
          );
        if (source !== 'settings') {
          return (
            <Box display="flex" gap="sm">
              {tryIt}
              <span>{t('sso.readOnly')}</span>
            </Box>
          );
        }
        return (
          <Box display="flex" gap="sm">
            {tryIt}
            <Button
              size="small"
              variant="secondary"
              aria-label={t('sso.editNamed', { name: provider.name })}
              onClick={() => setEditing(provider)}
            >
              {t('sso.edit')}
            </Button>
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
          </Box>
        );
      },
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
      {tryingLdap ? <LdapTrialForm provider={tryingLdap} onResult={setLdapTrial} onClose={closeTrial} /> : null}
      {trial ? <TrialResult trial={trial} name={nameOf(trial.provider)} onClose={closeTrial} /> : null}
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

/** What an administrator's trial sign-in brought back: the outcome, the account, roles, groups and attributes. */
function TrialResult({ trial, name, onClose }: { trial: IdentityProviderTrial; name: string; onClose: () => void }) {
  const { t } = useTranslation('web');
  const none = t('sso.trialNone');
  let outcome: string;
  if (trial.ok) {
    outcome = t('sso.trialOk');
  } else if (trial.missing) {
    outcome = t('sso.trialMissing', { attribute: trial.missing });
  } else if (trial.reason) {
    outcome = t('sso.trialFailed', { reason: t(`login.sso.failure.${trial.reason}`) });
  } else {
    outcome = t('sso.trialWrongPassword');
  }
  const account = trial.profile
    ? [trial.profile.uid, trial.profile.name, trial.profile.email, trial.profile.language].filter(Boolean).join(' · ')
    : none;
  return (
    <section className={styles.fieldset} aria-labelledby="idp-trial-title">
      <h2 id="idp-trial-title">{t('sso.trialTitle', { name })}</h2>
      <p role="status">{outcome}</p>
      {trial.subject !== null ? (
        <>
          <p className={pageStyles.muted}>{t('sso.trialIntro')}</p>
          <dl className={styles.definitions}>
            <dt className={styles.term}>{t('sso.trialAccount')}</dt>
            <dd className={styles.detail}>{account}</dd>
            <dt className={styles.term}>{t('sso.trialSubject')}</dt>
            <dd className={styles.detail}>{trial.subject}</dd>
            <dt className={styles.term}>{t('sso.trialRoles')}</dt>
            <dd className={styles.detail}>{trial.roles.join(', ') || none}</dd>
            <dt className={styles.term}>{t('sso.trialGroups')}</dt>
            <dd className={styles.detail}>{trial.groups.join(', ') || none}</dd>
          </dl>
          <h3>{t('sso.trialAttributes')}</h3>
          <dl className={styles.definitions}>
            {Object.entries(trial.attributes).map(([attribute, values]) => (
              <Fragment key={attribute}>
                <dt className={styles.term}>{attribute}</dt>
                <dd className={styles.detail}>{values.join(', ')}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('sso.trialClose')}
        </Button>
      </div>
    </section>
  );
}

/** A trial sign-in with an LDAP directory: a test person's uid and password, checked there, nobody signed in. */
function LdapTrialForm({
  provider,
  onResult,
  onClose,
}: {
  provider: IdentityProvider;
  onResult: (trial: IdentityProviderTrial) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('web');
  const [uid, setUid] = useState('');
  const [password, setPassword] = useState('');
  const { pending, errors, submit } = useSubmit(t('sso.failed'));
  async function tryIt(event: FormEvent) {
    event.preventDefault();
    const result = await submit(
      () =>
        api.post<IdentityProviderTrial>(`/api/admin/identity-providers/${encodeURIComponent(provider.id)}/try`, {
          uid,
          password,
        }),
      t('sso.trialDone'),
    );
    if (result) {
      onResult(result);
    }
  }
  return (
    <form className={styles.form} onSubmit={(event) => void tryIt(event)} noValidate>
      <h2>{t('sso.tryNamed', { name: provider.name })}</h2>
      <div className={styles.fieldset}>
        <Field id="idp-trial-uid" label={t('sso.trialUid')} errors={errors.uid}>
          <TextInput
            id="idp-trial-uid"
            autoComplete="off"
            value={uid}
            onChange={(event) => setUid(event.target.value)}
            {...invalidProps('idp-trial-uid', errors.uid)}
          />
        </Field>
        <Field id="idp-trial-password" label={t('sso.trialPassword')} errors={errors.password}>
          <TextInput
            id="idp-trial-password"
            type="password"
            autoComplete="off"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...invalidProps('idp-trial-password', errors.password)}
          />
        </Field>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={pending} disabled={!uid || !password}>
          {t('sso.trialSubmit')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('sso.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The attribute names a protocol's providers usually send. */
const DEFAULT_ATTRIBUTES: Record<IdentityProtocol, { uid: string; fullName: string; email: string; language: string }> =
  {
    oidc: { uid: 'preferred_username', fullName: 'name', email: 'email', language: 'locale' },
    saml: { uid: 'eduPersonPrincipalName', fullName: 'displayName', email: 'mail', language: 'preferredLanguage' },
    ldap: { uid: 'uid', fullName: 'displayName', email: 'mail', language: 'preferredLanguage' },
  };

/** The form's fields of every protocol, filled from the provider being edited. */
function formOf(provider: IdentityProvider | null) {
  const protocol: IdentityProtocol = provider?.protocol ?? 'oidc';
  const oidc = provider?.protocol === 'oidc' ? provider : undefined;
  const saml = provider?.protocol === 'saml' ? provider : undefined;
  const ldap = provider?.protocol === 'ldap' ? provider : undefined;
  const defaults = DEFAULT_ATTRIBUTES[protocol];
  return {
    protocol,
    id: provider?.id ?? '',
    name: provider?.name ?? '',
    enabled: provider?.enabled ?? true,
    issuer: oidc?.issuer ?? '',
    client_id: oidc?.client_id ?? '',
    client_secret: '',
    scopes: oidc?.scopes ?? 'openid profile email',
    metadata_url: saml?.metadata_url ?? '',
    metadata_xml: saml?.metadata_xml ?? '',
    idp_entity_id: saml?.idp_entity_id ?? '',
    sp_certificate: saml?.sp_certificate ?? '',
    sp_private_key: '',
    url: ldap?.url ?? '',
    start_tls: ldap?.start_tls ?? false,
    bind_dn: ldap?.bind_dn ?? '',
    bind_password: '',
    base_dn: ldap?.base_dn ?? '',
    user_filter: ldap?.user_filter ?? '(uid={uid})',
    group_base_dn: ldap?.group_base_dn ?? '',
    group_filter: ldap?.group_filter ?? '(member={dn})',
    uid: provider?.attributes.uid ?? defaults.uid,
    fullName: provider?.attributes.name ?? defaults.fullName,
    email: provider?.attributes.email ?? defaults.email,
    language: provider?.attributes.language ?? defaults.language,
    link: provider?.link ?? 'none',
  };
}
type FormState = ReturnType<typeof formOf>;

/** What the form sends for its protocol (a secret left empty is left out: the stored one stays). */
function bodyOf(form: FormState, rules: MappingRuleInput[]) {
  const common = {
    protocol: form.protocol,
    name: form.name,
    enabled: form.enabled,
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
  if (form.protocol === 'oidc') {
    return {
      ...common,
      issuer: form.issuer.trim(),
      client_id: form.client_id,
      ...(form.client_secret && { client_secret: form.client_secret }),
      scopes: form.scopes,
    };
  }
  if (form.protocol === 'saml') {
    return {
      ...common,
      metadata_url: form.metadata_url.trim(),
      metadata_xml: form.metadata_xml.trim(),
      idp_entity_id: form.idp_entity_id.trim(),
      sp_certificate: form.sp_certificate.trim(),
      ...(form.sp_private_key.trim() && { sp_private_key: form.sp_private_key.trim() }),
    };
  }
  return {
    ...common,
    url: form.url.trim(),
    start_tls: form.start_tls,
    bind_dn: form.bind_dn,
    ...(form.bind_password && { bind_password: form.bind_password }),
    base_dn: form.base_dn,
    user_filter: form.user_filter,
    group_base_dn: form.group_base_dn,
    group_filter: form.group_filter,
  };
}

function ProviderForm({ provider, onDone }: { provider: IdentityProvider | null; onDone: () => void }) {
  const { t } = useTranslation('web');
  const [form, setForm] = useState(() => formOf(provider));
  const [rules, setRules] = useState<MappingRuleInput[]>(provider?.rules ?? []);
  const { pending, errors, submit } = useSubmit(t('sso.failed'));
  const change = (values: Partial<FormState>) => setForm((previous) => ({ ...previous, ...values }));
  const changeRule = (index: number, values: Partial<MappingRuleInput>) =>
    setRules((previous) => previous.map((rule, at) => (at === index ? { ...rule, ...values } : rule)));
  const changeProtocol = (protocol: IdentityProtocol) => {
    const defaults = DEFAULT_ATTRIBUTES[protocol];
    change({
      protocol,
      uid: defaults.uid,
      fullName: defaults.fullName,
      email: defaults.email,
      language: defaults.language,
    });
  };
  const text = (
    id: string,
    field: keyof FormState,
    label: string,
    options: { hint?: string; type?: string; multiline?: boolean } = {},
  ) => (
    <Field id={`idp-${id}`} label={label} hint={options.hint} errors={errors[id]}>
      {options.multiline ? (
        <TextArea
          id={`idp-${id}`}
          rows={5}
          spellCheck={false}
          value={String(form[field])}
          onChange={(event) => change({ [field]: event.target.value })}
          {...invalidProps(`idp-${id}`, errors[id])}
        />
      ) : (
        <TextInput
          id={`idp-${id}`}
          type={options.type ?? 'text'}
          autoComplete="off"
          value={String(form[field])}
          onChange={(event) => change({ [field]: event.target.value })}
          {...invalidProps(`idp-${id}`, errors[id])}
        />
      )}
    </Field>
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await submit(
      () => api.put(`/api/admin/identity-providers/${encodeURIComponent(form.id.trim())}`, bodyOf(form, rules)),
      t('sso.saved'),
    );
    if (saved) {
      await mutate(KEY);
      onDone();
    }
  }

  const spMetadataUrl = `${window.location.origin}/api/auth/sso/${form.id.trim() || '…'}/metadata`;
  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <h2>{provider ? t('sso.editTitle', { name: provider.name }) : t('sso.addTitle')}</h2>
      <div className={styles.fieldset}>
        {provider ? null : <p className={pageStyles.muted}>{t('sso.protocolHint')}</p>}
        {provider ? null : (
          <Select
            id="idp-protocol"
            label={t('sso.protocol')}
            options={IDENTITY_PROTOCOLS.map((protocol) => ({ value: protocol, label: t(`sso.protocols.${protocol}`) }))}
            value={form.protocol}
            onValueChange={(protocol) => changeProtocol(protocol ?? 'oidc')}
          />
        )}
        {provider ? null : text('id', 'id', t('sso.id'), { hint: t('sso.idHint') })}
        {text('name', 'name', t('sso.name'), { hint: t('sso.nameHint') })}
        {form.protocol === 'oidc' ? (
          <>
            {text('issuer', 'issuer', t('sso.issuer'), { hint: t('sso.issuerHint') })}
            {text('client_id', 'client_id', t('sso.clientId'))}
            {text('client_secret', 'client_secret', t('sso.clientSecret'), {
              type: 'password',
              hint:
                provider?.protocol === 'oidc' && provider.client_secret_set ? t('sso.secretSet') : t('sso.secretNew'),
            })}
            {text('scopes', 'scopes', t('sso.scopes'))}
          </>
        ) : null}
        {form.protocol === 'saml' ? (
          <>
            <p className={pageStyles.muted}>{t('sso.spMetadata', { url: spMetadataUrl })}</p>
            {text('metadata_url', 'metadata_url', t('sso.metadataUrl'), { hint: t('sso.metadataUrlHint') })}
            {text('metadata_xml', 'metadata_xml', t('sso.metadataXml'), {
              hint: t('sso.metadataXmlHint'),
              multiline: true,
            })}
            {text('idp_entity_id', 'idp_entity_id', t('sso.idpEntityId'), { hint: t('sso.idpEntityIdHint') })}
            {text('sp_certificate', 'sp_certificate', t('sso.spCertificate'), {
              hint: t('sso.spCertificateHint'),
              multiline: true,
            })}
            {text('sp_private_key', 'sp_private_key', t('sso.spPrivateKey'), {
              hint: provider?.protocol === 'saml' && provider.sp_private_key_set ? t('sso.keySet') : t('sso.keyNew'),
              multiline: true,
            })}
          </>
        ) : null}
        {form.protocol === 'ldap' ? (
          <>
            {text('url', 'url', t('sso.ldapUrl'), { hint: t('sso.ldapUrlHint') })}
            <Checkbox
              label={t('sso.startTls')}
              checked={form.start_tls}
              onCheckedChange={(start_tls) => change({ start_tls })}
            />
            {text('bind_dn', 'bind_dn', t('sso.bindDn'))}
            {text('bind_password', 'bind_password', t('sso.bindPassword'), {
              type: 'password',
              hint: provider?.protocol === 'ldap' && provider.bind_password_set ? t('sso.secretSet') : undefined,
            })}
            {text('base_dn', 'base_dn', t('sso.baseDn'))}
            {text('user_filter', 'user_filter', t('sso.userFilter'), { hint: t('sso.userFilterHint') })}
            {text('group_base_dn', 'group_base_dn', t('sso.groupBaseDn'))}
            {text('group_filter', 'group_filter', t('sso.groupFilter'), { hint: t('sso.groupFilterHint') })}
          </>
        ) : null}
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
