import {
  IDENTITY_PROTOCOLS,
  type IdentityProtocol,
  type IdentityProvider,
  type MappingRuleInput,
} from '@laikas/contract';
import { Box, Button, Checkbox, Panel, Select, Muted } from '@laikas/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveIdentityProvider } from '../../../data/identityProviders';
import { useSubmit } from '../../../data/useSubmit';
import { MappingRules } from './MappingRules';
import { ProtocolFields } from './ProtocolFields';
import { bodyOf, DEFAULT_ATTRIBUTES, formOf, LINK_RULES, type FormState } from './providerForm';
import { ProviderText } from './ProviderText';

/** Adds a provider (its protocol chosen first) or edits one: its fields, the attributes it sends, its mapping rules. */
export function ProviderForm({ provider, onDone }: { provider: IdentityProvider | null; onDone: () => void }) {
  const { t } = useTranslation('web');
  const [form, setForm] = useState(() => formOf(provider));
  const [rules, setRules] = useState<MappingRuleInput[]>(provider?.rules ?? []);
  const { pending, errors, submit } = useSubmit(t('sso.failed'));
  const change = (values: Partial<FormState>) => setForm((previous) => ({ ...previous, ...values }));
  const parts = { form, change, errors };
  const changeProtocol = (protocol: IdentityProtocol) => {
    const { uid, fullName, email, language } = DEFAULT_ATTRIBUTES[protocol];
    change({ protocol, uid, fullName, email, language });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await submit(() => saveIdentityProvider(form.id.trim(), bodyOf(form, rules)), t('sso.saved'));
    if (saved) {
      onDone();
    }
  }

  return (
    <Box
      as="form"
      display="flex"
      flexDirection="column"
      gap="lg"
      maxWidth="medium"
      onSubmit={(event: FormEvent) => void save(event)}
      noValidate
    >
      <h2>{provider ? t('sso.editTitle', { name: provider.name }) : t('sso.addTitle')}</h2>
      <Panel spacing="roomy">
        {provider ? null : (
          <>
            <Muted small>{t('sso.protocolHint')}</Muted>
            <Select
              id="idp-protocol"
              label={t('sso.protocol')}
              options={IDENTITY_PROTOCOLS.map((protocol) => ({
                value: protocol,
                label: t(`sso.protocols.${protocol}`),
              }))}
              value={form.protocol}
              onValueChange={(protocol) => changeProtocol(protocol ?? 'oidc')}
            />
            <ProviderText {...parts} id="id" field="id" label={t('sso.id')} hint={t('sso.idHint')} />
          </>
        )}
        <ProviderText {...parts} id="name" field="name" label={t('sso.name')} hint={t('sso.nameHint')} />
        <ProtocolFields {...parts} provider={provider} />
        <Checkbox label={t('sso.enabled')} checked={form.enabled} onCheckedChange={(enabled) => change({ enabled })} />
      </Panel>
      <Panel title={t('sso.attributes')} spacing="roomy" role="group">
        <Muted small>{t('sso.attributesIntro')}</Muted>
        <ProviderText {...parts} id="attributes.uid" field="uid" label={t('sso.attributeUid')} />
        <ProviderText {...parts} id="attributes.name" field="fullName" label={t('sso.attributeName')} />
        <ProviderText {...parts} id="attributes.email" field="email" label={t('sso.attributeEmail')} />
        <ProviderText {...parts} id="attributes.language" field="language" label={t('sso.attributeLanguage')} />
        <Select
          id="idp-link"
          label={t('sso.link')}
          options={LINK_RULES.map((rule) => ({ value: rule, label: t(`sso.links.${rule}`) }))}
          value={form.link}
          onValueChange={(link) => change({ link: link ?? 'none' })}
        />
      </Panel>
      <MappingRules rules={rules} setRules={setRules} errors={errors} />
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button type="submit" loading={pending}>
          {t('sso.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('sso.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
