import {
  type ApiToken,
  type CreatedApiToken,
  PERSONAL_TOKEN_SCOPES,
  TOKEN_LIFETIMES,
  TOKEN_SCOPES,
  type TokenKind,
  type TokenScope,
} from '@laikas/contract';
import {
  Box,
  Button,
  Checkbox,
  CopyField,
  DataTable,
  Field,
  invalidProps,
  Panel,
  Select,
  TextInput,
  useConfirm,
} from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as pageStyles from '../../app/page.css';
import { createApiToken, revokeApiToken, useApiTokens } from '../../data/apiTokens';
import { useSubmit } from '../../data/useSubmit';

const NEVER = 'never';

/**
 * API tokens (issue 35): the profile's personal tokens (`kind="personal"`, scopes read and write) or the
 * administrators' service tokens (`kind="service"`, up to admin). A new token's secret is shown once, here.
 */
export function ApiTokensSection({ kind }: { kind: TokenKind }) {
  const { t, i18n } = useTranslation('web');
  const confirm = useConfirm();
  const { data, error } = useApiTokens(kind);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const revoking = useSubmit(t('apiTokens.failed'));
  const dateTime = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'lt-LT', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const when = (instant: string | null, none: string) => (instant ? dateTime.format(new Date(instant)) : none);

  async function revoke(token: ApiToken) {
    const sure = await confirm({
      title: t('apiTokens.revokeTitle', { name: token.name }),
      message: t('apiTokens.revokeQuestion'),
      confirmLabel: t('apiTokens.revoke'),
      danger: true,
    });
    if (sure) {
      await revoking.submit(() => revokeApiToken(kind, token.id), t('apiTokens.revoked', { name: token.name }));
      if (created?.token.id === token.id) {
        setCreated(null);
      }
    }
  }

  const columns = [
    { id: 'name', header: t('apiTokens.name'), accessor: (token: ApiToken) => token.name },
    ...(kind === 'service'
      ? [{ id: 'owner', header: t('apiTokens.owner'), accessor: (token: ApiToken) => token.owner.name }]
      : []),
    {
      id: 'scopes',
      header: t('apiTokens.scopes'),
      accessor: (token: ApiToken) => token.scopes.map((scope) => t(`apiTokens.scope.${scope}`)).join(', '),
    },
    {
      id: 'created',
      header: t('apiTokens.created'),
      accessor: (token: ApiToken) => token.created_at,
      cell: (token: ApiToken) => when(token.created_at, ''),
    },
    {
      id: 'lastUsed',
      header: t('apiTokens.lastUsed'),
      accessor: (token: ApiToken) => token.last_used_at ?? '',
      cell: (token: ApiToken) => when(token.last_used_at, t('apiTokens.neverUsed')),
    },
    {
      id: 'expires',
      header: t('apiTokens.expires'),
      accessor: (token: ApiToken) => token.expires_at ?? '',
      cell: (token: ApiToken) => when(token.expires_at, t('apiTokens.noExpiry')),
    },
    {
      id: 'actions',
      header: t('apiTokens.actions'),
      accessor: () => '',
      sortable: false,
      searchable: false,
      cell: (token: ApiToken) => (
        <Button
          size="small"
          variant="secondary"
          aria-label={t('apiTokens.revokeNamed', { name: token.name })}
          onClick={() => void revoke(token)}
        >
          {t('apiTokens.revoke')}
        </Button>
      ),
    },
  ];

  let list;
  if (error) {
    list = <p role="alert">{t('apiTokens.loadFailed')}</p>;
  } else {
    list = (
      <DataTable
        label={t(`apiTokens.${kind}.listLabel`)}
        columns={columns}
        data={data ?? []}
        loading={!data}
        searchable={false}
        getRowId={(token) => String(token.id)}
        emptyText={t('apiTokens.empty')}
      />
    );
  }

  const titleId = `api-tokens-${kind}-title`;
  return (
    <Panel spacing="roomy" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`apiTokens.${kind}.title`)}</h2>
      <Box as="p" color="textMuted">
        {t(`apiTokens.${kind}.intro`)}
      </Box>
      {created ? (
        <CopyField
          id={`api-token-secret-${kind}`}
          label={t('apiTokens.secretLabel', { name: created.token.name })}
          hint={t('apiTokens.secretHint')}
          value={created.secret}
        />
      ) : null}
      {list}
      <NewTokenForm kind={kind} onCreated={setCreated} />
    </Panel>
  );
}

function NewTokenForm({ kind, onCreated }: { kind: TokenKind; onCreated: (created: CreatedApiToken) => void }) {
  const { t } = useTranslation('web');
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<TokenScope>>(new Set(['read']));
  const [lifetime, setLifetime] = useState<string>('90');
  const { pending, errors, submit } = useSubmit(t('apiTokens.failed'));
  const offered: readonly TokenScope[] = kind === 'service' ? TOKEN_SCOPES : PERSONAL_TOKEN_SCOPES;
  const prefix = `api-token-${kind}`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const created = await submit(
      () =>
        createApiToken(kind, {
          name,
          scopes: offered.filter((scope) => scopes.has(scope)),
          expires_in_days: lifetime === NEVER ? null : (Number(lifetime) as (typeof TOKEN_LIFETIMES)[number]),
        }),
      t('apiTokens.createdToast', { name }),
    );
    if (created) {
      onCreated(created);
      setName('');
    }
  }

  const scopeErrors = errors.scopes;
  return (
    <Panel spacing="roomy">
      <Box
        as="form"
        display="flex"
        flexDirection="column"
        gap="lg"
        onSubmit={(event) => void save(event)}
        noValidate
        aria-labelledby={`${prefix}-new`}
      >
        <h3 id={`${prefix}-new`}>{t('apiTokens.newTitle')}</h3>
        <Field id={`${prefix}-name`} label={t('apiTokens.name')} hint={t('apiTokens.nameHint')} errors={errors.name}>
          <TextInput
            id={`${prefix}-name`}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            {...invalidProps(`${prefix}-name`, errors.name)}
          />
        </Field>
        <fieldset
          className={pageStyles.optionGroup}
          aria-describedby={scopeErrors ? `${prefix}-scopes-errors` : undefined}
        >
          <legend>{t('apiTokens.scopes')}</legend>
          {offered.map((scope) => (
            <Checkbox
              key={scope}
              label={`${t(`apiTokens.scope.${scope}`)} — ${t(`apiTokens.scopeHint.${scope}`)}`}
              checked={scopes.has(scope)}
              onCheckedChange={(checked) => {
                const next = new Set(scopes);
                if (checked) {
                  next.add(scope);
                } else {
                  next.delete(scope);
                }
                setScopes(next);
              }}
            />
          ))}
          {scopeErrors ? (
            <Box as="p" id={`${prefix}-scopes-errors`} role="alert" color="dangerText">
              {scopeErrors.join(' ')}
            </Box>
          ) : null}
        </fieldset>
        <Select
          id={`${prefix}-expiry`}
          label={t('apiTokens.expiry')}
          options={[
            ...TOKEN_LIFETIMES.map((days) => ({ value: String(days), label: t('apiTokens.days', { count: days }) })),
            { value: NEVER, label: t('apiTokens.noExpiry') },
          ]}
          value={lifetime}
          onValueChange={(next) => setLifetime(next ?? '90')}
        />
        <Box display="flex" gap="sm">
          <Button type="submit" loading={pending}>
            {t('apiTokens.create')}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
