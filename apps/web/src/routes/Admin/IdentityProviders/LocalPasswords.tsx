import { localPasswordsSchema, type IdentityProviderList } from '@laikas/contract';
import { Box, FormField, Muted, Panel, useSchemaForm } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import { write } from '../../../data/calls';
import { api } from '../../../data/client';
import { SaveForm } from '../../ScreenKit';

/** Whether local passwords work for everyone or only for super administrators (the way in when SSO is down). */
export function LocalPasswords({ current }: { current: IdentityProviderList['local_passwords'] }) {
  const { t } = useTranslation('web');
  const form = useSchemaForm(localPasswordsSchema, { local_passwords: current });
  const options = [
    { value: 'everyone', label: t('sso.localPasswords.everyone') },
    { value: 'super_admins', label: t('sso.localPasswords.superAdmins') },
  ];
  return (
    <Box maxWidth="medium">
      <Panel title={t('sso.localPasswords.title')} spacing="roomy" role="group">
        <Muted small>{t('sso.localPasswords.intro')}</Muted>
        <SaveForm
          form={form}
          idPrefix="sso"
          save={(body) => write('identity-providers', api.put('/api/admin/local-passwords', body))}
          savedText={t('sso.saved')}
        >
          <FormField name="local_passwords" label={t('sso.localPasswords.label')} options={options} />
        </SaveForm>
      </Panel>
    </Box>
  );
}
