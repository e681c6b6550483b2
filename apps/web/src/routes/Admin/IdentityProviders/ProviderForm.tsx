import {
  IDENTITY_PROTOCOLS,
  identityProviderSettingsSchema,
  LINK_RULES,
  type IdentityProvider,
  type IdentityProviderSettings,
} from '@laikas/contract';
import { Box, Button, Form, FormField, Muted, Panel, useSchemaForm } from '@laikas/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { saveIdentityProvider } from '../../../data/identityProviders';
import { useSubmit } from '../../../data/useSubmit';
import { MappingRules } from './MappingRules';
import { ProtocolFields } from './ProtocolFields';
import { DEFAULT_ATTRIBUTES, valuesOf } from './providerForm';

const ATTRIBUTES = [
  ['uid', 'sso.attributeUid'],
  ['name', 'sso.attributeName'],
  ['email', 'sso.attributeEmail'],
  ['language', 'sso.attributeLanguage'],
] as const;

/**
 * Adds a provider (its protocol chosen first) or edits one: its fields, the attributes it sends, its mapping rules;
 * checked by the contract's schema of a provider's settings.
 */
export function ProviderForm({ provider, onDone }: { provider: IdentityProvider | null; onDone: () => void }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(identityProviderSettingsSchema, valuesOf(provider));
  const { errors, submit } = useSubmit(t('sso.failed'));
  // Another protocol chosen: the attribute names its providers usually send.
  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      if (name === 'protocol' && values.protocol) {
        form.setValue('attributes', DEFAULT_ATTRIBUTES[values.protocol]);
      }
    });
    return () => watching.unsubscribe();
  }, [form]);

  async function save({ id, ...body }: IdentityProviderSettings) {
    if (await submit(() => saveIdentityProvider(id, body), t('sso.saved'))) {
      onDone();
    }
  }

  return (
    <Box maxWidth="medium">
      <Form
        form={form}
        idPrefix="idp"
        onSubmit={save}
        serverErrors={errors}
        submitLabel={t('sso.save')}
        actions={
          <Button variant="secondary" onClick={onDone}>
            {t('sso.cancel')}
          </Button>
        }
        aria-labelledby="idp-title"
      >
        <h2 id="idp-title">{provider ? t('sso.editTitle', { name: provider.name }) : t('sso.addTitle')}</h2>
        <Panel spacing="roomy">
          {provider ? null : (
            <>
              <Muted small>{t('sso.protocolHint')}</Muted>
              <FormField
                name="protocol"
                label={t('sso.protocol')}
                options={IDENTITY_PROTOCOLS.map((value) => ({ value, label: t(`sso.protocols.${value}`) }))}
              />
              <FormField name="id" label={t('sso.id')} hint={t('sso.idHint')} autoComplete="off" />
            </>
          )}
          <FormField name="name" label={t('sso.name')} hint={t('sso.nameHint')} autoComplete="off" />
          <ProtocolFields protocol={form.watch('protocol')} id={form.watch('id')} provider={provider} />
          <FormField name="enabled" label={t('sso.enabled')} type="checkbox" />
        </Panel>
        <Panel title={t('sso.attributes')} spacing="roomy" role="group">
          <Muted small>{t('sso.attributesIntro')}</Muted>
          {ATTRIBUTES.map(([name, label]) => (
            <FormField key={name} name={`attributes.${name}`} label={t(label)} autoComplete="off" emptyAsAbsent />
          ))}
          <FormField
            name="link"
            label={t('sso.link')}
            options={LINK_RULES.map((value) => ({ value, label: t(`sso.links.${value}`) }))}
          />
        </Panel>
        <MappingRules
          rules={form.watch('rules')}
          onChange={(rules) => {
            form.clearErrors('rules');
            form.setValue('rules', rules);
          }}
        />
      </Form>
    </Box>
  );
}
