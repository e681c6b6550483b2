import { localPasswordsSchema } from '@laikas/contract';
import { Box, Form, FormField, Muted, Panel, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { type ProviderList } from '../../../data/identityProviders';
import { useSubmit } from '../../../data/useSubmit';

/** Whether local passwords work for everyone or only for super administrators (the way in when SSO is down). */
export function LocalPasswords({ current }: { current: ProviderList['local_passwords'] }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(localPasswordsSchema, { local_passwords: current });
  const { errors, submit } = useSubmit(t('sso.failed'));
  const options = [
    { value: 'everyone', label: t('sso.localPasswords.everyone') },
    { value: 'super_admins', label: t('sso.localPasswords.superAdmins') },
  ];
  return (
    <Box maxWidth="medium">
      <Panel title={t('sso.localPasswords.title')} spacing="roomy" role="group">
        <Muted small>{t('sso.localPasswords.intro')}</Muted>
        <Form
          form={form}
          idPrefix="sso"
          onSubmit={({ local_passwords }) =>
            submit(
              () => write('identity-providers', api.put('/api/admin/local-passwords', { local_passwords })),
              t('sso.saved'),
            )
          }
          serverErrors={errors}
          submitLabel={t('sso.save')}
        >
          <FormField name="local_passwords" label={t('sso.localPasswords.label')} options={options} />
        </Form>
      </Panel>
    </Box>
  );
}
