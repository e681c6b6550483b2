import {
  type CreatedApiToken,
  PERSONAL_TOKEN_SCOPES,
  personalTokenBodySchema,
  serviceTokenBodySchema,
  TOKEN_LIFETIMES,
  TOKEN_SCOPES,
  type TokenKind,
} from '@laikas/contract';
import { Fieldset, FormField, Panel, Select, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { API_TOKENS } from '../../data/apiTokens';
import { write } from '../../data/calls';
import { api } from '../../data/client';
import { SaveForm } from '../ScreenKit';

const NEVER = 'never';

/** A new API token of the kind: its name, scopes and lifetime, checked by the contract's body schema. */
export function NewApiTokenForm({
  kind,
  onCreated,
}: {
  kind: TokenKind;
  onCreated: (created: CreatedApiToken) => void;
}) {
  const { t } = useTranslation('web');
  const schema = kind === 'service' ? serviceTokenBodySchema : personalTokenBodySchema;
  const form = useSchemaForm(schema, { name: '', scopes: ['read'], expires_in_days: 90 });
  const prefix = `api-token-${kind}`;
  const scopes = (kind === 'service' ? TOKEN_SCOPES : PERSONAL_TOKEN_SCOPES).map((scope) => ({
    value: scope,
    label: `${t(`apiTokens.scope.${scope}`)} — ${t(`apiTokens.scopeHint.${scope}`)}`,
  }));
  const lifetimes = [
    ...TOKEN_LIFETIMES.map((days) => ({ value: String(days), label: t('apiTokens.days', { count: days }) })),
    { value: NEVER, label: t('apiTokens.noExpiry') },
  ];

  return (
    <Panel spacing="roomy">
      <SaveForm
        form={form}
        idPrefix={prefix}
        save={(body) => write('api-tokens', api.post<CreatedApiToken>(API_TOKENS[kind], body))}
        savedText={(body) => t('apiTokens.createdToast', { name: body.name })}
        failedText={t('apiTokens.failed')}
        onSaved={(created) => {
          onCreated(created);
          form.resetField('name');
        }}
        submitLabel={t('apiTokens.create')}
        aria-labelledby={`${prefix}-new`}
      >
        <h3 id={`${prefix}-new`}>{t('apiTokens.newTitle')}</h3>
        <FormField name="name" label={t('apiTokens.name')} hint={t('apiTokens.nameHint')} maxLength={100} />
        <Fieldset legend={t('apiTokens.scopes')}>
          <FormField name="scopes" label={t('apiTokens.scopes')} choices={scopes} />
        </Fieldset>
        <FormField
          name="expires_in_days"
          label={t('apiTokens.expiry')}
          render={({ id, label, value, onChange }) => (
            <Select
              id={id}
              label={label}
              options={lifetimes}
              value={value === null ? NEVER : String(value as number)}
              onValueChange={(next) => onChange(next === NEVER ? null : Number(next ?? 90))}
            />
          )}
        />
      </SaveForm>
    </Panel>
  );
}
