import {
  IDENTITY_PROTOCOLS,
  identityProviderSettingsSchema,
  LINK_RULES,
  type IdentityProvider,
  type MappingRuleInput,
} from '@laikas/contract';
import { Box, Button, FormField, Muted, Panel, useSchemaForm } from '@laikas/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveIdentityProvider } from '../../../data/identityProviders';
import { SaveForm } from '../../ScreenKit';
import { DEFAULT_ATTRIBUTES, ProtocolFields, valuesOf } from './ProtocolFields';

const ATTRIBUTES = [
  ['uid', 'sso.attributeUid'],
  ['name', 'sso.attributeName'],
  ['email', 'sso.attributeEmail'],
  ['language', 'sso.attributeLanguage'],
] as const;
const RULE_FIELDS = ['attribute', 'value', 'role', 'group'] as const;

/**
 * Adds a provider (its protocol chosen first) or edits one: its fields, the attributes it sends, its mapping rules (an
 * attribute's value that gives a role or a group, one left empty is none); checked by the contract's schema of a
 * provider's settings.
 */
export function ProviderForm({ provider, onDone }: { provider: IdentityProvider | null; onDone: () => void }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(identityProviderSettingsSchema, valuesOf(provider));
  // Opened by "Add" or "Edit" (which it replaces, or which stays far above it): focus goes to the form, not back to
  // the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Another protocol chosen: the attribute names its providers usually send.
  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      if (name === 'protocol' && values.protocol) {
        form.setValue('attributes', DEFAULT_ATTRIBUTES[values.protocol]);
      }
    });
    return () => watching.unsubscribe();
  }, [form]);
  const rules = form.watch('rules');
  function setRules(next: MappingRuleInput[]) {
    form.clearErrors('rules');
    form.setValue('rules', next);
  }

  return (
    <Box maxWidth="medium">
      <SaveForm
        form={form}
        idPrefix="idp"
        save={({ id, ...body }) => saveIdentityProvider(id, body)}
        savedText={t('sso.saved')}
        onSaved={onDone}
        onCancel={onDone}
        aria-labelledby="idp-title"
      >
        <h2 id="idp-title" ref={heading} tabIndex={-1}>
          {provider ? t('sso.editTitle', { name: provider.name }) : t('sso.addTitle')}
        </h2>
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
        <Panel title={t('sso.rules')} spacing="roomy" role="group">
          <Muted small>{t('sso.rulesIntro')}</Muted>
          {rules.map((_rule, index) => (
            <Panel key={index} title={t('sso.ruleNumber', { number: index + 1 })} role="group">
              {RULE_FIELDS.map((field) => (
                <FormField
                  key={field}
                  name={`rules.${index}.${field}`}
                  label={t(`sso.rule.${field}`)}
                  emptyAsAbsent={field === 'role' || field === 'group'}
                />
              ))}
              <Box display="flex" flexWrap="wrap" gap="sm">
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => setRules(rules.filter((_, at) => at !== index))}
                >
                  {t('sso.removeRule', { number: index + 1 })}
                </Button>
              </Box>
            </Panel>
          ))}
          <Box display="flex" flexWrap="wrap" gap="sm">
            <Button size="small" variant="secondary" onClick={() => setRules([...rules, { attribute: '', value: '' }])}>
              {t('sso.addRule')}
            </Button>
          </Box>
        </Panel>
      </SaveForm>
    </Box>
  );
}
