import { type ApiToken, type CreatedApiToken, type TokenKind } from '@laikas/contract';
import { actionsColumn, ConfirmButton, CopyField, DataTable, Panel, Muted } from '@laikas/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_TOKENS } from '../../data/apiTokens';
import { deleteRecord, useGet } from '../../data/calls';
import { useSubmit } from '../../data/useSubmit';
import { useUniversityTime } from '../../data/useUniversityTime';
import { NewApiTokenForm } from './NewApiTokenForm';

/**
 * API tokens (issue 35): the profile's personal tokens (`kind="personal"`, scopes read and write) or the
 * administrators' service tokens (`kind="service"`, up to admin). A new token's secret is shown once, here.
 */
export function ApiTokensSection({ kind }: { kind: TokenKind }) {
  const { t } = useTranslation('web');
  const { data, error } = useGet<ApiToken[]>('api-tokens', API_TOKENS[kind]);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const revoking = useSubmit(t('apiTokens.failed'));
  const { dateTime } = useUniversityTime();
  const secretId = `api-token-secret-${kind}`;
  // The secret is shown once, above the list and far from the form: focus (which selects it) goes there.
  useEffect(() => {
    if (created) {
      document.getElementById(secretId)?.focus();
    }
  }, [created, secretId]);
  // A column of instants, in the institution's time; `none` where the token has none.
  const instantColumn = (
    id: 'created' | 'lastUsed' | 'expires',
    at: (token: ApiToken) => string | null,
    none = '',
  ) => ({
    id,
    header: t(`apiTokens.${id}`),
    accessor: (token: ApiToken) => at(token) ?? '',
    cell: (token: ApiToken) => {
      const instant = at(token);
      return instant ? dateTime(instant) : none;
    },
  });

  async function revoke(token: ApiToken) {
    await revoking.submit(
      () => deleteRecord('api-tokens', `${API_TOKENS[kind]}/${token.id}`),
      t('apiTokens.revoked', { name: token.name }),
    );
    if (created?.token.id === token.id) {
      setCreated(null);
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
    instantColumn('created', (token) => token.created_at),
    instantColumn('lastUsed', (token) => token.last_used_at, t('apiTokens.neverUsed')),
    instantColumn('expires', (token) => token.expires_at, t('apiTokens.noExpiry')),
    actionsColumn(t('apiTokens.actions'), (token: ApiToken) => (
      <ConfirmButton
        size="small"
        variant="secondary"
        aria-label={t('apiTokens.revokeNamed', { name: token.name })}
        confirm={{
          title: t('apiTokens.revokeTitle', { name: token.name }),
          message: t('apiTokens.revokeQuestion'),
          confirmLabel: t('apiTokens.revoke'),
          danger: true,
        }}
        onConfirm={() => revoke(token)}
      >
        {t('apiTokens.revoke')}
      </ConfirmButton>
    )),
  ];

  const list = error ? (
    <p role="alert">{t('apiTokens.loadFailed')}</p>
  ) : (
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

  const titleId = `api-tokens-${kind}-title`;
  return (
    <Panel spacing="roomy" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`apiTokens.${kind}.title`)}</h2>
      <Muted>{t(`apiTokens.${kind}.intro`)}</Muted>
      {created ? (
        <CopyField
          id={secretId}
          label={t('apiTokens.secretLabel', { name: created.token.name })}
          hint={t('apiTokens.secretHint')}
          value={created.secret}
        />
      ) : null}
      {list}
      <NewApiTokenForm kind={kind} onCreated={setCreated} />
    </Panel>
  );
}
